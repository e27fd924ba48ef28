import { Redirect, Route } from 'wouter';
import { memberPage, SectionSwitch } from '../app/SectionSwitch';
import { lazyPage } from '../app/lazy-page';

/**
 * The account section's own route table (spec section 2): /account with sub-routes summary,
 * member-information, settings, plan-benefits, ebill and support. /account/settings/change-password
 * belongs to the session routes, which the app's switch tries first. It loads with the first visit to the
 * section (see account-routes.tsx); each page is still its own chunk.
 */
const AccountSummaryPage = lazyPage(() => import('./AccountSummaryPage'));
const MemberInformationPage = lazyPage(() => import('./MemberInformationPage'));
const SettingsPage = lazyPage(() => import('./SettingsPage'));
const PlanBenefitsPage = lazyPage(() => import('./PlanBenefitsPage'));
const EbillPage = lazyPage(() => import('./EbillPage'));
const HelpCenterPage = lazyPage(() => import('./HelpCenterPage'));

const routes = [
  <Route key="account" path="/account">
    <Redirect to="/account/summary" replace />
  </Route>,
  memberPage('account-summary', '/account/summary', <AccountSummaryPage />),
  memberPage('account-member-information', '/account/member-information', <MemberInformationPage />),
  memberPage('account-settings', '/account/settings', <SettingsPage />),
  memberPage('account-plan-benefits', '/account/plan-benefits', <PlanBenefitsPage />),
  memberPage('account-ebill', '/account/ebill', <EbillPage />),
  memberPage('account-support', '/account/support', <HelpCenterPage />),
];

export default function AccountPages() {
  return <SectionSwitch routes={routes} />;
}
