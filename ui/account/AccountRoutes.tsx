import { type ComponentType } from 'react';
import { Redirect, Route } from 'wouter';
import { RequireSession } from '../app/RouteGuards';
import { lazyPage } from '../app/lazy-page';

/**
 * The account pages (spec section 2): /account with sub-routes summary, member-information, settings,
 * plan-benefits, ebill and support. /account/settings/change-password belongs to the session routes,
 * which the app's switch tries first.
 */
const AccountSummaryPage = lazyPage(() => import('./AccountSummaryPage'));
const MemberInformationPage = lazyPage(() => import('./MemberInformationPage'));
const SettingsPage = lazyPage(() => import('./SettingsPage'));
const PlanBenefitsPage = lazyPage(() => import('./PlanBenefitsPage'));
const EbillPage = lazyPage(() => import('./EbillPage'));
const HelpCenterPage = lazyPage(() => import('./HelpCenterPage'));

const page = (key: string, path: string, Page: ComponentType) => (
  <Route key={key} path={path}>
    <RequireSession>
      <Page />
    </RequireSession>
  </Route>
);

export const accountRoutes = [
  <Route key="account" path="/account">
    <Redirect to="/account/summary" replace />
  </Route>,
  page('account-summary', '/account/summary', AccountSummaryPage),
  page('account-member-information', '/account/member-information', MemberInformationPage),
  page('account-settings', '/account/settings', SettingsPage),
  page('account-plan-benefits', '/account/plan-benefits', PlanBenefitsPage),
  page('account-ebill', '/account/ebill', EbillPage),
  page('account-support', '/account/support', HelpCenterPage),
];
