import { Route } from 'wouter';
import { RequireSession } from '../app/RouteGuards';
import { lazyPage } from '../app/lazy-page';

/** Home and account pages (spec section 2). */
const HomePage = lazyPage(() => import('./HomePage'));

export const homeRoutes = [
  <Route key="home" path="/home">
    <RequireSession>
      <HomePage />
    </RequireSession>
  </Route>,
];
