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
} as const);
