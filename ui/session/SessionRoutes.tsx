import { lazy } from 'react';
import { Route } from 'wouter';
import { RequireSession, RequireTempToken } from '../app/RouteGuards';

/** Sign-in and session screens (spec sections 2 and 4). Every page is its own chunk. */
const LoginPage = lazy(() => import('./LoginPage'));
const LogoutPage = lazy(() => import('./LogoutPage'));
const interim = (name: 'GroupSelectionPage' | 'UpdateEmailPage' | 'RegistrationPoliciesPage' | 'NewIdPage' | 'ChangePasswordPage') =>
  lazy(() => import('./InterimStepPage').then((module) => ({ default: module[name] })));
const GroupSelectionPage = interim('GroupSelectionPage');
const UpdateEmailPage = interim('UpdateEmailPage');
const RegistrationPoliciesPage = interim('RegistrationPoliciesPage');
const NewIdPage = interim('NewIdPage');
const ChangePasswordPage = interim('ChangePasswordPage');

export const sessionRoutes = [
  <Route key="login" path="/login" component={LoginPage} />,
  <Route key="logout" path="/logout" component={LogoutPage} />,
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
    <RequireTempToken>
      <NewIdPage />
    </RequireTempToken>
  </Route>,
];
