import { localized } from '../../domain/copy/localized';
/** Login page copy; quoted texts are verbatim from spec sections 2 and 8. */
export const LOGIN_COPY = localized('LOGIN_COPY', {
  heading: 'Log in to your Member Dashboard',
  username: 'Username',
  password: 'Password',
  submit: 'Log in',
  submitting: 'Logging in…',
  loggedOut: 'You have logged out successfully.',
  privacy:
    'For your privacy and security, close your browser window when you are done, especially on a shared or public computer.',
  createAccount: 'Create an account',
  contactUs: 'Contact us',
  forgotUsername: 'Forgot username?',
  forgotPassword: 'Forgot password?',
  needHelp: 'Need help?',
  // The sandbox only: a refused `idle=` setting (see adapters/browser/session-timeout-settings.ts).
  sandboxIdleRefused: (setting: string) => `Sandbox: the setting idle=${setting} is not used; the usual idle timeout holds.`,
  sandboxIdleUnreadable: 'Write it as idle=WARN_MS,LOGOUT_MS in milliseconds, for example idle=5000,30000.',
  sandboxIdleNotPositive: 'Both times must be more than 0, for example idle=5000,30000.',
  sandboxIdleWarningNotFirst: 'The warning must come before the logout, for example idle=5000,30000.',
  sandboxIdleLogoutTooSoon:
    'The logout must come more than 20 seconds (20000) after the last activity, so that the warning leaves at least 20 seconds to answer it: for example idle=5000,30000.',
} as const);
