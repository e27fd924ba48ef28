import { type ReactElement } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { DOMAIN_IDS } from '../../domain/model';
import { handbooksRoute } from '../../domain/rules/menus';
import { RequireSession } from '../app/RouteGuards';
import { lazyPage } from '../app/lazy-page';

/**
 * The benefits section's own route table: benefits, history, dental detail, passport dental and ID card
 * pages (spec section 2). It loads with the first visit to the section (see BenefitsRoutes.tsx); each page is
 * still its own chunk.
 */

const BenefitsSummaryPage = lazyPage(() => import('./BenefitsSummaryPage'));
const MedicalBenefitsPage = lazyPage(() => import('./MedicalBenefitsPage'));
const MedicalServicePage = lazyPage(() => import('./MedicalServicePage'));
const DentalBenefitsPage = lazyPage(() => import('./DentalBenefitsPage'));
const DentalServicePage = lazyPage(() => import('./DentalServicePage'));
const CategoryBenefitsPage = lazyPage(() => import('./CategoryBenefitsPage'));
const BenefitHistoryPage = lazyPage(() => import('./BenefitHistoryPage'));
const ProgramsPage = lazyPage(() => import('./ProgramsPage'));
const ProgramPage = lazyPage(() => import('./ProgramPage'));
const ReferralsPage = lazyPage(() => import('./ReferralsPage'));
const HandbooksPage = lazyPage(() => import('./DocumentsPages').then((module) => ({ default: module.HandbooksPage })));
const CertificatePage = lazyPage(() => import('./DocumentsPages').then((module) => ({ default: module.CertificatePage })));
const MedicareMaterialsPage = lazyPage(() => import('./DocumentsPages').then((module) => ({ default: module.MedicareMaterialsPage })));
const PassportDentalPage = lazyPage(() => import('./PassportDentalPage'));
const IdCardPage = lazyPage(() => import('./IdCardPage'));

const page = (key: string, path: string, element: ReactElement): ReactElement => (
  <Route key={key} path={path}>
    <RequireSession>{element}</RequireSession>
  </Route>
);

/** The handbooks page sits at each brand's handbooks path below /benefits (domain configuration). */
const HANDBOOKS_PATHS: readonly string[] = [...new Set(DOMAIN_IDS.map((domainId) => handbooksRoute({ domainId })))];

const routes: ReactElement[] = [
  <Route key="benefits" path="/benefits">
    <Redirect to="/benefits/summary" replace />
  </Route>,
  page('summary', '/benefits/summary', <BenefitsSummaryPage />),
  page('medical', '/benefits/medical', <MedicalBenefitsPage />),
  page('dental', '/benefits/dental', <DentalBenefitsPage />),
  page('vision', '/benefits/vision', <CategoryBenefitsPage category="vision" />),
  page('pharmacy', '/benefits/pharmacy', <CategoryBenefitsPage category="pharmacy" />),
  page('programs', '/benefits/programs', <ProgramsPage />),
  page('program', '/benefits/programs/:id', <ProgramPage />),
  page('referrals', '/benefits/referrals', <ReferralsPage />),
  ...HANDBOOKS_PATHS.map((path) => page(`handbooks-${path}`, path, <HandbooksPage />)),
  page('certificate', '/benefits/certificate', <CertificatePage />),
  page('medicare-materials', '/benefits/medicare-materials', <MedicareMaterialsPage />),
  page('history', '/history/:effectiveTime/benefits/:category', <BenefitHistoryPage />),
  page('medical-service', '/services/medical/:serviceId', <MedicalServicePage />),
  page('dental-detail', '/details/:tier/dental/:code', <DentalServicePage inTier />),
  page('dental-service', '/services/dental/:code', <DentalServicePage inTier={false} />),
  page('passport-dental', '/passport-dental', <PassportDentalPage />),
  page('id-card', '/id-card', <IdCardPage />),
];

/** A path of the section that no page answers is the app's 404, as it would be without the section. */
export default function BenefitsPages() {
  return (
    <Switch>
      {routes}
      <Route>
        <Redirect to="/error/404" replace />
      </Route>
    </Switch>
  );
}
