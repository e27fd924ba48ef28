import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { NewIdAccess } from '../../application/use-cases/new-id-access';
import { useService } from '../app/ServicesProvider';

/** /new-id (spec section 6): a new-id token or another valid token, otherwise 404. Read at render time, as the other guards do. */
export function RequireNewIdAccess({ children }: { children: ReactNode }) {
  return useService(NewIdAccess).allowed() ? <>{children}</> : <Redirect to="/error/404" replace />;
}
