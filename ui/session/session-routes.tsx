import { areaRoutes, type AreaPages } from '../app/area-routes';
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

const SESSION_PAGES: AreaPages<'session'> = {
  logout: <LogoutPage />,
  registration: <RegistrationPage />,
  recovery: <RecoveryPage />,
  recoveryUsername: <ForgotUsernamePage />,
  recoveryPassword: <ForgotPasswordPage />,
  ssoLanding: <SsoLandingPage />,
  resourceDownload: <ResourceDownloadPage />,
  changePassword: <ChangePasswordPage />,
  groupSelection: <GroupSelectionPage />,
  updateEmail: <UpdateEmailPage />,
  registrationPolicies: <RegistrationPoliciesPage />,
  newId: <NewIdPage />,
};

export const sessionRoutes = areaRoutes('session', SESSION_PAGES);
