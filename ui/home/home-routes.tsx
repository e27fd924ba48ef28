import { Route } from 'wouter';
import { RequireSession } from '../app/RouteGuards';
import { HomePage } from './HomePage';

/**
 * Home (spec section 2). Where members land after signing in, so the page comes with the app's core rather
 * than in a chunk of its own: the core and the page would otherwise be two downloads on every first visit.
 */
export const homeRoutes = [
  <Route key="home" path="/home">
    <RequireSession>
      <HomePage />
    </RequireSession>
  </Route>,
];
