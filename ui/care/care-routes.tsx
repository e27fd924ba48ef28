import { Route } from 'wouter';
import { lazyPage } from '../app/lazy-page';

/**
 * Find care, primary care, claims, EOBs and Navitus pages (spec section 2). The app's core carries one lazy
 * import for the whole section rather than one per page (see benefits-routes.tsx for why).
 */
const CarePages = lazyPage(() => import('./CarePages'));

/** Every path CarePages answers; case-insensitive, as wouter matches the pages' own patterns. */
const CARE_PATHS = /^\/(?:find-care|claims|eobs|navitus)(?:\/.*)?$/i;

export const careRoutes = [<Route key="care" path={CARE_PATHS} component={CarePages} />];
