import { areaRoutes, type AreaPages } from '../app/area-routes';
import { AreaSwitch } from '../app/AreaSwitch';
import { lazyPage } from '../app/lazy-page';

/**
 * The find care area's route table: resources, primary care, find a dentist (spec section 2), the cost
 * estimator and the prior authorization and referral tracker. It loads with the first visit to the area; each
 * page is still its own chunk.
 */
const FindCarePage = lazyPage(() => import('./FindCarePage'));
const FindADentistPage = lazyPage(() => import('./FindADentistPage'));
const CostEstimatorPage = lazyPage(() => import('./CostEstimatorPage'));
const PrimaryCarePage = lazyPage(() => import('./PrimaryCarePage'));
const PrimaryCareSearchPage = lazyPage(() => import('./PrimaryCareSearchPage'));
const AuthorizationsPage = lazyPage(() => import('./AuthorizationsPage'));

const CARE_PAGES: AreaPages<'care'> = {
  findCareResources: <FindCarePage />,
  primaryCare: <PrimaryCarePage />,
  primaryCareSearch: <PrimaryCareSearchPage />,
  primaryCareMember: <PrimaryCarePage />,
  findADentist: <FindADentistPage />,
  costEstimator: <CostEstimatorPage />,
  authorizations: <AuthorizationsPage />,
};

const routes = areaRoutes('care', CARE_PAGES);

export default function CarePages() {
  return <AreaSwitch routes={routes} />;
}
