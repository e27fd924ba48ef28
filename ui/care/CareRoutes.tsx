import { type ReactElement } from 'react';
import { Redirect, Route } from 'wouter';
import { RequireSession } from '../app/RouteGuards';
import { lazyPage } from '../app/lazy-page';

/** Find care, primary care, claims, EOBs and Navitus pages (spec section 2). */

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

export const careRoutes: ReactElement[] = [
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
