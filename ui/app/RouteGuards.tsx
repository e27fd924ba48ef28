import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { authGuard } from '../../domain/rules/post-login-routing';
import { NewIdAccess } from '../../application/session/new-id-access';
import { ReadSession } from '../../application/session/session-facts';
import { useService } from './ServicesProvider';

/*
 * Guards read the tokens where they live at render time, not the session store's last snapshot: a use case
 * may have stored a token and navigated in the same tick, before the store heard about it.
 */

/** Pages for logged-in members: without a session the visitor goes to the login page. */
export function RequireSession({ children }: { children: ReactNode }) {
  const snapshot = useService(ReadSession).execute();
  return snapshot.authorised ? <>{children}</> : <Redirect to="/login" replace />;
}

/** Temp-token screens (spec section 4, auth guard). */
export function RequireTempToken({ children }: { children: ReactNode }) {
  const snapshot = useService(ReadSession).execute();
  const decision = authGuard({ hasTempToken: snapshot.hasTempToken, hasSessionToken: snapshot.authorised });
  return decision.kind === 'allowed' ? <>{children}</> : <Redirect to={decision.path} replace />;
}

/** /new-id (spec section 6): a new-id token or another valid token, otherwise 404. */
export function RequireNewIdAccess({ children }: { children: ReactNode }) {
  return useService(NewIdAccess).allowed() ? <>{children}</> : <Redirect to="/error/404" replace />;
}
