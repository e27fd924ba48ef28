import { localized } from '../../domain/copy/localized';
/**
 * Idle session timeout copy: the warning, mounted for the whole tab, and the login page's notice after an
 * idle logout.
 */

export const IDLE_TIMEOUT_COPY = localized('IDLE_TIMEOUT_COPY', {
  title: 'Your session is about to end',
  body: (remaining: string): string =>
    `For your security, you will be logged out in ${remaining} because there has been no activity. Do you want to stay logged in?`,
  stay: 'Stay logged in',
  logOut: 'Log out',
  loggedOut: (idle: string): string => `For your security, you were logged out after ${idle} without activity.`,
  logInAgain: 'Log in again to continue.',
} as const);
