import { type ComponentType } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { RequireSession } from '../app/RouteGuards';
import { lazyPage } from '../app/lazy-page';

/**
 * The account section's own route table (spec section 2): /account with sub-routes summary,
 * member-information, settings, plan-benefits, ebill and support. /account/settings/change-password
 * belongs to the session routes, which the app's switch tries first. It loads with the first visit to the
 * section (see AccountRoutes.tsx); each page is still its own chunk.
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

const routes = [
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

/** A path of the section that no page answers is the app's 404, as it would be without the section. */
export default function AccountPages() {
  return (
    <Switch>
      {routes}
      <Route>
        <Redirect to="/error/404" replace />
      </Route>
    </Switch>
  );
}
