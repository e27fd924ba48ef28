import { lazy, type ComponentType } from 'react';

/** Every page is its own chunk: a first visit downloads only what its route needs. */
export const LoginPage = lazy(() => import('../pages/LoginPage'));
export const HomePage = lazy(() => import('../pages/HomePage'));
export const LogoutPage = lazy(() => import('../pages/LogoutPage'));
export const ErrorRoute = lazy(() => import('../pages/ErrorPage'));

const interim = (name: 'GroupSelectionPage' | 'UpdateEmailPage' | 'RegistrationPoliciesPage' | 'NewIdPage' | 'ChangePasswordPage'): ComponentType =>
  lazy(() => import('../pages/InterimStepPage').then((module) => ({ default: module[name] })));

export const GroupSelectionPage = interim('GroupSelectionPage');
export const UpdateEmailPage = interim('UpdateEmailPage');
export const RegistrationPoliciesPage = interim('RegistrationPoliciesPage');
export const NewIdPage = interim('NewIdPage');
export const ChangePasswordPage = interim('ChangePasswordPage');
