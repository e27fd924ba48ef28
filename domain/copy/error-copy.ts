import { localized } from './localized';
/**
 * Error texts of spec section 8, verbatim. Analysts find every error sentence here; the rules in
 * domain/rules/error-catalogue.ts decide which one applies.
 */

export const ERROR_PAGE_COPY = localized('ERROR_PAGE_COPY', {
  genericHeading: "Sorry, it looks like there's a problem.",
  /**
   * The spec names the tips (reload, log out and in again, come back later; also clear cache and cookies,
   * check connection, reboot device) without their full sentences; these are those tips, in that order.
   */
  tips: [
    'Reload the page.',
    'Log out and log back in again.',
    'Come back later and try again.',
    "Clear your browser's cache and cookies.",
    'Check your internet connection.',
    'Reboot your device.',
  ],
  networkDetail: 'Temporarily unable to access resource. Please try again later.',
  badRequestDetail: 'Error code: 400 Bad request',
  unauthorisedHeading: "Sorry, but we aren't able to authenticate you.",
  unauthorisedDetail: 'Error code: 401 Unauthorized',
  forbiddenHeading: "Sorry, it looks like you don't have access to this page.",
  notFoundHeading: "Sorry, it looks like we can't find that page.",
  timeoutHeading: 'Sorry, this is taking longer than expected.',
  serverErrorHeading: "Sorry, we're having a problem with our system. We'll get this fixed soon.",
  badGatewayHeading: 'Sorry, something went wrong.',
  unavailableHeading: "Sorry, we're unable to handle your request at this time.",
  homeLabel: 'Home',
  customerServiceLabel: 'Customer service',
} as const);

export const LOGIN_ERROR_COPY = localized('LOGIN_ERROR_COPY', {
  attemptsRemaining: (attempts: number): string =>
    `Username and/or password unrecognized. You have ${attempts} attempt(s) remaining.`,
  locked: 'Your account is locked due to too many login attempts. To unlock, please Contact Customer Service.',
  unrecognized: 'Username and/or password unrecognized. Please try again.',
  forgotUsernameLabel: 'Forgot username',
  forgotPasswordLabel: 'Forgot password',
  /** The token call got no answer it could use: said on the login screen, which keeps what was typed. */
  outage: {
    network: "We couldn't reach the Member Dashboard. Check your internet connection, then try logging in again.",
    timeout: 'Logging in is taking longer than expected. Please try again in a moment.',
    server: "We can't log you in right now because of a problem on our side. Please try again in a few minutes.",
  },
} as const);

/** Raised when the token's member has no group in the groups list (spec section 8). */
export const GROUP_NOT_FOUND_MESSAGE = 'Failed to find group for current member';
