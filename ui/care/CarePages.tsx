import { type ReactElement } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { RequireSession } from '../app/RouteGuards';
import { lazyPage } from '../app/lazy-page';

/**
 * The care section's own route table: find care, primary care, claims, EOBs and Navitus pages (spec
 * section 2). It loads with the first visit to the section (see CareRoutes.tsx); each page is still its own
 * chunk.
 */

const FindCarePage = lazyPage(() => import('./FindCarePage'));
const FindADentistPage = lazyPage(() => import('./FindADentistPage'));
const PrimaryCarePage = lazyPage(() => import('./PrimaryCarePage'));
const PrimaryCareSearchPage = lazyPage(() => import('./PrimaryCareSearchPage'));
const ClaimsPage = lazyPage(() => import('../claims/ClaimsPage'));
const ClaimDetailPage = lazyPage(() => import('../claims/ClaimDetailPage'));
const EobsPage = lazyPage(() => import('../claims/EobsPage'));
const NavitusPage = lazyPage(() => import('../claims/NavitusPage'));

const page = (key: string, path: string, element: ReactElement): ReactElement => (
  <Route key={key} path={path}>
    <RequireSession>{element}</RequireSession>
  </Route>
);

const routes: ReactElement[] = [
  <Route key="find-care" path="/find-care">
    <Redirect to="/find-care/resources" replace />
  </Route>,
  page('find-care-resources', '/find-care/resources', <FindCarePage />),
  page('primary-care', '/find-care/primary-care', <PrimaryCarePage />),
  page('primary-care-search', '/find-care/primary-care/:suffix/search', <PrimaryCareSearchPage />),
  page('primary-care-member', '/find-care/primary-care/:suffix', <PrimaryCarePage />),
  page('find-a-dentist', '/find-care/find-a-dentist', <FindADentistPage />),
  page('claims', '/claims', <ClaimsPage />),
  page('claim', '/claims/:claimId', <ClaimDetailPage />),
  page('eobs', '/eobs', <EobsPage />),
  page('navitus', '/navitus', <NavitusPage />),
];

/** A path of the section that no page answers is the app's 404, as it would be without the section. */
export default function CarePages() {
  return (
    <Switch>
      {routes}
      <Route>
        <Redirect to="/error/404" replace />
      </Route>
    </Switch>
  );
}
