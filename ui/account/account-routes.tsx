import { Route } from 'wouter';
import { lazyPage } from '../app/lazy-page';

/**
 * The account pages (spec section 2). The app's core carries one lazy import for the whole section rather than
 * one per page (see benefits-routes.tsx for why).
 */
const AccountPages = lazyPage(() => import('./AccountPages'));

/** Every path AccountPages answers; case-insensitive, as wouter matches the pages' own patterns. */
const ACCOUNT_PATHS = /^\/account(?:\/.*)?$/i;

export const accountRoutes = [<Route key="account" path={ACCOUNT_PATHS} component={AccountPages} />];
