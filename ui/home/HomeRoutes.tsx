import { Route } from 'wouter';
import { RequireSession } from '../app/RouteGuards';
import { lazyPage } from '../app/lazy-page';
import { loadHomePage } from '../app/page-preload';

/** Home and account pages (spec section 2). */
const HomePage = lazyPage(loadHomePage);

export const homeRoutes = [
  <Route key="home" path="/home">
    <RequireSession>
      <HomePage />
    </RequireSession>
  </Route>,
];
