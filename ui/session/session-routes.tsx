import { Route } from 'wouter';
import { RequireSession, RequireTempToken } from '../app/RouteGuards';
import { RequireNewIdAccess } from './SessionGuards';
import { lazyPage } from '../app/lazy-page';

/**
 * Sign-in and session screens (spec sections 2 and 4), but /login, which the entry serves
 * (ui/app/entry.tsx). Every page is its own chunk.
 */
const LogoutPage = lazyPage(() => import('./LogoutPage'));
const GroupSelectionPage = lazyPage(() => import('./GroupSelectionPage'));
const UpdateEmailPage = lazyPage(() => import('./UpdateEmailPage'));
const RegistrationPoliciesPage = lazyPage(() => import('./RegistrationPoliciesPage'));
const NewIdPage = lazyPage(() => import('./NewIdPage'));
const ChangePasswordPage = lazyPage(() => import('./ChangePasswordPage'));
const RegistrationPage = lazyPage(() => import('./RegistrationPage'));
const RecoveryPage = lazyPage(() => import('./RecoveryPages').then((module) => ({ default: module.RecoveryPage })));
const ForgotUsernamePage = lazyPage(() => import('./RecoveryPages').then((module) => ({ default: module.ForgotUsernamePage })));
const ForgotPasswordPage = lazyPage(() => import('./RecoveryPages').then((module) => ({ default: module.ForgotPasswordPage })));
const SsoLandingPage = lazyPage(() => import('./SsoLandingPage'));
const ResourceDownloadPage = lazyPage(() => import('./ResourceDownloadPage'));

export const sessionRoutes = [
  <Route key="logout" path="/logout" component={LogoutPage} />,
  <Route key="registration" path="/registration" component={RegistrationPage} />,
  <Route key="recovery" path="/recovery" component={RecoveryPage} />,
  <Route key="recovery-username" path="/recovery/username" component={ForgotUsernamePage} />,
  <Route key="recovery-password" path="/recovery/password" component={ForgotPasswordPage} />,
  <Route key="sso-landing" path="/sso-landing" component={SsoLandingPage} />,
  <Route key="resource-download" path="/resource-download" component={ResourceDownloadPage} />,
  <Route key="change-password" path="/account/settings/change-password">
    <RequireSession>
      <ChangePasswordPage />
    </RequireSession>
  </Route>,
  <Route key="group-selection" path="/group-selection">
    <RequireTempToken>
      <GroupSelectionPage />
    </RequireTempToken>
  </Route>,
  <Route key="update-email" path="/update-email">
    <RequireTempToken>
      <UpdateEmailPage />
    </RequireTempToken>
  </Route>,
  <Route key="registration-policies" path="/registration-policies">
    <RequireTempToken>
      <RegistrationPoliciesPage />
    </RequireTempToken>
  </Route>,
  <Route key="new-id" path="/new-id">
    <RequireNewIdAccess>
      <NewIdPage />
    </RequireNewIdAccess>
  </Route>,
];
