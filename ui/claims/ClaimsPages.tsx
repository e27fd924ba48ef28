import { areaRoutes, type AreaPages } from '../app/area-routes';
import { AreaSwitch } from '../app/AreaSwitch';
import { lazyPage } from '../app/lazy-page';

/**
 * The claims area's route table: claims and a claim's detail, EOBs and Navitus (spec section 2). It loads
 * with the first visit to the area; each page is still its own chunk.
 */
const ClaimsPage = lazyPage(() => import('./ClaimsPage'));
const ClaimDetailPage = lazyPage(() => import('./ClaimDetailPage'));
const EobsPage = lazyPage(() => import('./EobsPage'));
const NavitusPage = lazyPage(() => import('./NavitusPage'));

const CLAIMS_PAGES: AreaPages<'claims'> = {
  claims: <ClaimsPage />,
  claim: <ClaimDetailPage />,
  eobs: <EobsPage />,
  navitus: <NavitusPage />,
};

const routes = areaRoutes('claims', CLAIMS_PAGES);

export default function ClaimsPages() {
  return <AreaSwitch routes={routes} />;
}
