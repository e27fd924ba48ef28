import { type ReactElement } from 'react';
import { Redirect, Route } from 'wouter';
import { DOMAIN_IDS } from '../../domain/model';
import { handbooksRoute } from '../../domain/rules/menus';
import { memberPage, SectionSwitch } from '../app/SectionSwitch';
import { lazyPage } from '../app/lazy-page';

/**
 * The benefits section's own route table: benefits, history, dental detail, passport dental and ID card
 * pages (spec section 2). It loads with the first visit to the section (see benefits-routes.tsx); each page is
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

/** The handbooks page sits at each brand's handbooks path below /benefits (domain configuration). */
const HANDBOOKS_PATHS: readonly string[] = [...new Set(DOMAIN_IDS.map((domainId) => handbooksRoute({ domainId })))];

const routes: ReactElement[] = [
  <Route key="benefits" path="/benefits">
    <Redirect to="/benefits/summary" replace />
  </Route>,
  memberPage('summary', '/benefits/summary', <BenefitsSummaryPage />),
  memberPage('medical', '/benefits/medical', <MedicalBenefitsPage />),
  memberPage('dental', '/benefits/dental', <DentalBenefitsPage />),
  memberPage('vision', '/benefits/vision', <CategoryBenefitsPage category="vision" />),
  memberPage('pharmacy', '/benefits/pharmacy', <CategoryBenefitsPage category="pharmacy" />),
  memberPage('programs', '/benefits/programs', <ProgramsPage />),
  memberPage('program', '/benefits/programs/:id', <ProgramPage />),
  memberPage('referrals', '/benefits/referrals', <ReferralsPage />),
  ...HANDBOOKS_PATHS.map((path) => memberPage(`handbooks-${path}`, path, <HandbooksPage />)),
  memberPage('certificate', '/benefits/certificate', <CertificatePage />),
  memberPage('medicare-materials', '/benefits/medicare-materials', <MedicareMaterialsPage />),
  memberPage('history', '/history/:effectiveTime/benefits/:category', <BenefitHistoryPage />),
  memberPage('medical-service', '/services/medical/:serviceId', <MedicalServicePage />),
  memberPage('dental-detail', '/details/:tier/dental/:code', <DentalServicePage inTier />),
  memberPage('dental-service', '/services/dental/:code', <DentalServicePage inTier={false} />),
  memberPage('passport-dental', '/passport-dental', <PassportDentalPage />),
  memberPage('id-card', '/id-card', <IdCardPage />),
];

export default function BenefitsPages() {
  return <SectionSwitch routes={routes} />;
}
