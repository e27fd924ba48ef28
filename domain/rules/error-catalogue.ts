import type { DomainId } from '../model';
import { ERROR_PAGE_COPY, LOGIN_ERROR_COPY } from '../copy/error-copy';
import { brandConfig } from './brands';

/** The error catalogue of spec section 8: error page content, login messages and global handling. */

export interface ErrorLink {
  readonly label: string;
  readonly href: string;
}

export interface ErrorPage {
  readonly heading: string;
  readonly detail: string | null;
  readonly tips: readonly string[];
  readonly links: readonly ErrorLink[];
}

type ErrorText = keyof typeof ERROR_PAGE_COPY;

/** Which of the catalogue's texts each status shows (read when a page is built, in the language in force). */
const SPECIFIC: Readonly<Record<number, { readonly heading: ErrorText; readonly detail: ErrorText | null }>> = {
  1: { heading: 'genericHeading', detail: 'networkDetail' },
  400: { heading: 'genericHeading', detail: 'badRequestDetail' },
  401: { heading: 'unauthorisedHeading', detail: 'unauthorisedDetail' },
  403: { heading: 'forbiddenHeading', detail: null },
  404: { heading: 'notFoundHeading', detail: null },
  408: { heading: 'timeoutHeading', detail: null },
  500: { heading: 'serverErrorHeading', detail: null },
  502: { heading: 'badGatewayHeading', detail: null },
  503: { heading: 'unavailableHeading', detail: null },
};

/**
 * The error page for a status. Status 1 (network) and 400 keep the generic heading and add their line;
 * 401 has its own heading and code line; 403, 404, 408, 500, 502 and 503 replace the heading; any other
 * status shows the generic page. Links: a member who is not logged in gets Home (/) and Customer service
 * (/contact-us); a logged-in member gets Home (/home) and Customer service (/support/customer-service)
 * instead, so they are not sent back to the login page and no label appears twice.
 */
export function errorPage(status: number, authorised: boolean): ErrorPage {
  const specific = SPECIFIC[status] ?? { heading: 'genericHeading', detail: null };
  const text = (key: ErrorText): string => {
    const value = ERROR_PAGE_COPY[key];
    return typeof value === 'string' ? value : '';
  };
  const links: readonly ErrorLink[] = authorised
    ? [
        { label: ERROR_PAGE_COPY.homeLabel, href: '/home' },
        { label: ERROR_PAGE_COPY.customerServiceLabel, href: '/support/customer-service' },
      ]
    : [
        { label: ERROR_PAGE_COPY.homeLabel, href: '/' },
        { label: ERROR_PAGE_COPY.customerServiceLabel, href: '/contact-us' },
      ];
  return { heading: text(specific.heading), detail: specific.detail === null ? null : text(specific.detail), tips: ERROR_PAGE_COPY.tips, links };
}

/** The status an /error/{status} path segment names, or null (the route then shows a 404). */
export function parseErrorStatus(segment: string): number | null {
  return /^\d{1,3}$/.test(segment.trim()) ? Number(segment.trim()) : null;
}

export interface LoginError {
  readonly code?: string;
  readonly errorData?: Readonly<Record<string, unknown>>;
}

export interface LoginErrorMessage {
  readonly message: string;
  readonly links: readonly ErrorLink[];
}

const attemptsFrom = (errorData: Readonly<Record<string, unknown>> | undefined): number | null => {
  const raw = errorData?.['attemptsRemaining'];
  const attempts = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof attempts === 'number' && Number.isInteger(attempts) && attempts >= 0 ? attempts : null;
};

/**
 * Login failure message: attempts remaining (with forgot username and forgot password links), locked (with
 * a link to customer service's public contact page), or the generic one for anything else, including an
 * attempts code without a usable count.
 */
export function loginErrorMessage(error: LoginError): LoginErrorMessage {
  if (error.code === 'LOGIN_ATTEMPTS_REMAINING') {
    const attempts = attemptsFrom(error.errorData);
    if (attempts !== null) {
      return {
        message: LOGIN_ERROR_COPY.attemptsRemaining(attempts),
        links: [
          { label: LOGIN_ERROR_COPY.forgotUsernameLabel, href: '/recovery/username' },
          { label: LOGIN_ERROR_COPY.forgotPasswordLabel, href: '/recovery/password' },
        ],
      };
    }
  }
  // The message sends the member to customer service: the way there is one click, not a page to find.
  if (error.code === 'ACCOUNT_LOCKED') return { message: LOGIN_ERROR_COPY.locked, links: [{ label: ERROR_PAGE_COPY.customerServiceLabel, href: '/contact-us' }] };
  return { message: LOGIN_ERROR_COPY.unrecognized, links: [] };
}

/**
 * The login screen's message when the token call fails without refusing the member: no network (or the
 * app's own code could not be downloaded), no answer in time, or the gateway failing (a 5xx, or an answer
 * it could not read). The spec leaves token failures to the screen, so the member stays on the form with
 * what they typed, rather than on the error page.
 */
export function loginOutageMessage(failure: 'network' | 'timeout' | 'http' | 'decode'): LoginErrorMessage {
  const copy = LOGIN_ERROR_COPY.outage;
  const message = failure === 'network' ? copy.network : failure === 'timeout' ? copy.timeout : copy.server;
  return { message, links: [] };
}

/** URL fragments whose failures the screens handle themselves. */
export const SCREEN_HANDLED_URL_PARTS: readonly string[] = [
  'registration',
  'token',
  'security-questions',
  'forgot-password',
  'forgot-username',
  'account/password',
  'medicare-materials',
  'eobs',
  'claims',
  'pcp/provider',
];

const isFailure = (status: number): boolean => status < 200 || status >= 400;

/**
 * Whether a failed request goes to the global handler (error page, or login for a 401). Excluded: POST to
 * new-id with 400 or 404 (the screen shows the server's message) and URLs containing any of
 * SCREEN_HANDLED_URL_PARTS. Successful statuses are never handled.
 */
export function globallyHandled(method: string, url: string, status: number): boolean {
  if (!isFailure(status)) return false;
  const path = url.toLowerCase();
  if (method.toUpperCase() === 'POST' && path.includes('new-id') && (status === 400 || status === 404)) return false;
  return !SCREEN_HANDLED_URL_PARTS.some((part) => path.includes(part));
}

/** A 401 goes to /login, except on Providence. */
export function unauthorisedGoesToLogin(domainId: DomainId): boolean {
  return brandConfig(domainId).unauthorisedGoesToLogin;
}

export type GlobalFailureAction =
  | { readonly kind: 'screen' }
  | { readonly kind: 'login' }
  | { readonly kind: 'error-page'; readonly path: string };

/** The whole global handling decision: leave it to the screen, go to login, or show /error/{status}. */
export function globalFailureAction(method: string, url: string, status: number, domainId: DomainId): GlobalFailureAction {
  if (!globallyHandled(method, url, status)) return { kind: 'screen' };
  if (status === 401 && unauthorisedGoesToLogin(domainId)) return { kind: 'login' };
  return { kind: 'error-page', path: `/error/${status}` };
}
