import { lazy } from 'react';
import { Route } from 'wouter';
import { RequireSession } from '../app/RouteGuards';

/** Home and account pages (spec section 2). */
const HomePage = lazy(() => import('./HomePage'));

export const homeRoutes = [
  <Route key="home" path="/home">
    <RequireSession>
      <HomePage />
    </RequireSession>
  </Route>,
];
