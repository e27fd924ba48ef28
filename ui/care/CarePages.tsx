import { type ReactElement } from 'react';
import { Redirect, Route } from 'wouter';
import { memberPage, SectionSwitch } from '../app/SectionSwitch';
import { lazyPage } from '../app/lazy-page';

/**
 * The care section's own route table: find care, primary care, claims, EOBs and Navitus pages (spec
 * section 2) and the cost estimator. It loads with the first visit to the section (see care-routes.tsx);
 * each page is still its own chunk.
 */

const FindCarePage = lazyPage(() => import('./FindCarePage'));
const FindADentistPage = lazyPage(() => import('./FindADentistPage'));
const CostEstimatorPage = lazyPage(() => import('./CostEstimatorPage'));
const PrimaryCarePage = lazyPage(() => import('./PrimaryCarePage'));
const PrimaryCareSearchPage = lazyPage(() => import('./PrimaryCareSearchPage'));
const ClaimsPage = lazyPage(() => import('../claims/ClaimsPage'));
const ClaimDetailPage = lazyPage(() => import('../claims/ClaimDetailPage'));
const EobsPage = lazyPage(() => import('../claims/EobsPage'));
const NavitusPage = lazyPage(() => import('../claims/NavitusPage'));

const routes: ReactElement[] = [
  <Route key="find-care" path="/find-care">
    <Redirect to="/find-care/resources" replace />
  </Route>,
  memberPage('find-care-resources', '/find-care/resources', <FindCarePage />),
  memberPage('primary-care', '/find-care/primary-care', <PrimaryCarePage />),
  memberPage('primary-care-search', '/find-care/primary-care/:suffix/search', <PrimaryCareSearchPage />),
  memberPage('primary-care-member', '/find-care/primary-care/:suffix', <PrimaryCarePage />),
  memberPage('find-a-dentist', '/find-care/find-a-dentist', <FindADentistPage />),
  memberPage('cost-estimator', '/find-care/cost-estimator', <CostEstimatorPage />),
  memberPage('claims', '/claims', <ClaimsPage />),
  memberPage('claim', '/claims/:claimId', <ClaimDetailPage />),
  memberPage('eobs', '/eobs', <EobsPage />),
  memberPage('navitus', '/navitus', <NavitusPage />),
];

export default function CarePages() {
  return <SectionSwitch routes={routes} />;
}
