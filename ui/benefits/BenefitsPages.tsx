import { Route } from 'wouter';
import { HANDBOOKS_PATTERNS } from '../../domain/routes';
import { areaRoutes, guarded, type AreaPages } from '../app/area-routes';
import { AreaSwitch } from '../app/AreaSwitch';
import { lazyPage } from '../app/lazy-page';

/**
 * The benefits area's route table: benefits, history, dental detail, passport dental and ID card pages
 * (spec section 2). It loads with the first visit to the area; each page is still its own chunk.
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

const BENEFITS_PAGES: AreaPages<'benefits'> = {
  benefitsSummary: <BenefitsSummaryPage />,
  medical: <MedicalBenefitsPage />,
  dental: <DentalBenefitsPage />,
  vision: <CategoryBenefitsPage category="vision" />,
  pharmacy: <CategoryBenefitsPage category="pharmacy" />,
  programs: <ProgramsPage />,
  program: <ProgramPage />,
  referrals: <ReferralsPage />,
  certificate: <CertificatePage />,
  medicareMaterials: <MedicareMaterialsPage />,
  benefitHistory: <BenefitHistoryPage />,
  medicalService: <MedicalServicePage />,
  dentalDetail: <DentalServicePage inTier />,
  dentalService: <DentalServicePage inTier={false} />,
  passportDental: <PassportDentalPage />,
  idCard: <IdCardPage />,
};

/** The handbooks page, at every brand's handbooks path (domain configuration). */
const handbooks = HANDBOOKS_PATTERNS.map((pattern) => (
  <Route key={`handbooks-${pattern}`} path={pattern}>
    {guarded('member', <HandbooksPage />)}
  </Route>
));

const routes = areaRoutes('benefits', BENEFITS_PAGES, handbooks);

export default function BenefitsPages() {
  return <AreaSwitch routes={routes} />;
}
