import { lazy } from 'react';
import { Route } from 'wouter';
import { RequireSession, RequireTempToken } from '../app/RouteGuards';
import { RequireNewIdAccess } from './SessionGuards';

/** Sign-in and session screens (spec sections 2 and 4). Every page is its own chunk. */
const LoginPage = lazy(() => import('./LoginPage'));
const LogoutPage = lazy(() => import('./LogoutPage'));
const GroupSelectionPage = lazy(() => import('./GroupSelectionPage'));
const UpdateEmailPage = lazy(() => import('./UpdateEmailPage'));
const RegistrationPoliciesPage = lazy(() => import('./RegistrationPoliciesPage'));
const NewIdPage = lazy(() => import('./NewIdPage'));
const ChangePasswordPage = lazy(() => import('./ChangePasswordPage'));
const RegistrationPage = lazy(() => import('./RegistrationPage'));
const RecoveryPage = lazy(() => import('./RecoveryPages').then((module) => ({ default: module.RecoveryPage })));
const ForgotUsernamePage = lazy(() => import('./RecoveryPages').then((module) => ({ default: module.ForgotUsernamePage })));
const ForgotPasswordPage = lazy(() => import('./RecoveryPages').then((module) => ({ default: module.ForgotPasswordPage })));
const SsoLandingPage = lazy(() => import('./SsoLandingPage'));
const ResourceDownloadPage = lazy(() => import('./ResourceDownloadPage'));

export const sessionRoutes = [
  <Route key="login" path="/login" component={LoginPage} />,
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
