import { areaRoutes, type AreaPages } from '../app/area-routes';
import { AreaSwitch } from '../app/AreaSwitch';
import { lazyPage } from '../app/lazy-page';

/**
 * The account area's route table (spec section 2): /account with sub-routes summary, member-information,
 * settings, plan-benefits, ebill, data-sharing, my-data (Download my data) and support. /account/settings/change-password belongs to the session
 * area, which the core's switch tries first. The table loads with the first visit to the area; each page is
 * still its own chunk.
 */
const AccountSummaryPage = lazyPage(() => import('./AccountSummaryPage'));
const MemberInformationPage = lazyPage(() => import('./MemberInformationPage'));
const SettingsPage = lazyPage(() => import('./SettingsPage'));
const PlanBenefitsPage = lazyPage(() => import('./PlanBenefitsPage'));
const EbillPage = lazyPage(() => import('./EbillPage'));
const DataSharingPage = lazyPage(() => import('./DataSharingPage'));
const HealthRecordPage = lazyPage(() => import('./HealthRecordPage'));
const SecurityPage = lazyPage(() => import('./SecurityPage'));
const HelpCenterPage = lazyPage(() => import('./HelpCenterPage'));
const AppealsPage = lazyPage(() => import('../appeals/AppealsPage'));
const AppealFormPage = lazyPage(() => import('../appeals/AppealFormPage'));

const ACCOUNT_PAGES: AreaPages<'account'> = {
  accountSummary: <AccountSummaryPage />,
  memberInformation: <MemberInformationPage />,
  settings: <SettingsPage />,
  planBenefits: <PlanBenefitsPage />,
  ebill: <EbillPage />,
  dataSharing: <DataSharingPage />,
  myData: <HealthRecordPage />,
  security: <SecurityPage />,
  helpCenter: <HelpCenterPage />,
  appeals: <AppealsPage />,
  appealForm: <AppealFormPage />,
};

const routes = areaRoutes('account', ACCOUNT_PAGES);

export default function AccountPages() {
  return <AreaSwitch routes={routes} />;
}
