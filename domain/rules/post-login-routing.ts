import type { AccountStatus, DomainId, Group } from '../model';
import { GROUP_NOT_FOUND_MESSAGE } from '../copy/error-copy';

/**
 * Post-login routing of spec section 4 as decisions: the application gathers the facts (tokens, groups,
 * preferences, policies), asks for the next step and carries it out.
 */

export interface FirstPostLoginFacts {
  readonly hasTempToken: boolean;
  readonly hasSessionToken: boolean;
  readonly domainId: DomainId;
  readonly tokenRole: string | null;
}

export type FirstPostLoginStep =
  | { readonly kind: 'go'; readonly path: '/home' | '/logout' | '/new-id' }
  | { readonly kind: 'fetch-regular' }
  | { readonly kind: 'fetch-providence' };

const NEW_ID_ROLE = 'new-id';

/**
 * 1. No (temporary) token: /home if already authorised, else /logout.
 * 2. Providence or Summit with a new-id token: /new-id.
 * 3./4. Otherwise fetch what the domain's routing needs: Providence its policies, the others their groups.
 */
export function firstPostLoginStep(f: FirstPostLoginFacts): FirstPostLoginStep {
  if (!f.hasTempToken) return { kind: 'go', path: f.hasSessionToken ? '/home' : '/logout' };
  if ((f.domainId === 5 || f.domainId === 2) && f.tokenRole === NEW_ID_ROLE) return { kind: 'go', path: '/new-id' };
  if (f.domainId === 5) return { kind: 'fetch-providence' };
  return { kind: 'fetch-regular' };
}

export interface RegularPostLoginFacts {
  readonly groups: readonly Group[];
  readonly groupSelected: boolean;
  /** The token's memberKey: the member's own group is the one carrying it. */
  readonly memberKey: string;
  readonly emailAddress: string | null;
  readonly issuedByNewId: boolean;
  readonly crmNavigationBlocked: boolean;
  readonly accountStatus: AccountStatus;
}

export type RegularPostLoginStep =
  | { readonly kind: 'go'; readonly path: '/group-selection' | '/update-email' }
  | { readonly kind: 'single-sign-on' }
  | { readonly kind: 'complete'; readonly path: '/home' | '/account/settings/change-password' }
  | { readonly kind: 'failed'; readonly message: typeof GROUP_NOT_FOUND_MESSAGE };

const hasEmail = (email: string | null): boolean => email !== null && email.trim() !== '';

/**
 * Regular domains, after groups, preferences and status are known:
 * group selection (more than one group, any moda360, none chosen yet); then update email (no address
 * and the token was not issued by new-id); then single sign-on (own group is moda360 and navigation to
 * the sales-force portal is not blocked); else complete: change password for status INI, otherwise home.
 *
 * The own group is only needed for the single sign-on question. It cannot be moda360 when no group is,
 * and the question is moot when navigation is blocked, so only when some group is moda360, navigation is
 * allowed and no group carries the member's key does routing fail with the spec's message.
 */
export function regularPostLoginStep(f: RegularPostLoginFacts): RegularPostLoginStep {
  const anyModa360 = f.groups.some((group) => group.moda360);
  if (f.groups.length > 1 && anyModa360 && !f.groupSelected) return { kind: 'go', path: '/group-selection' };
  if (!hasEmail(f.emailAddress) && !f.issuedByNewId) return { kind: 'go', path: '/update-email' };
  if (anyModa360 && !f.crmNavigationBlocked) {
    const ownGroup = f.groups.find((group) => group.memberKey === f.memberKey);
    if (ownGroup === undefined) return { kind: 'failed', message: GROUP_NOT_FOUND_MESSAGE };
    if (ownGroup.moda360) return { kind: 'single-sign-on' };
  }
  return { kind: 'complete', path: f.accountStatus === 'INI' ? '/account/settings/change-password' : '/home' };
}

export interface ProvidencePostLoginFacts {
  readonly communicationPolicySigned: boolean;
  readonly issuedByNewId: boolean;
}

export type ProvidencePostLoginStep =
  | { readonly kind: 'go'; readonly path: '/registration-policies' }
  | { readonly kind: 'complete'; readonly path: '/home' };

/** Providence: unsigned communication policy (and not issued by new-id) goes to registration policies. */
export function providencePostLoginStep(f: ProvidencePostLoginFacts): ProvidencePostLoginStep {
  if (!f.communicationPolicySigned && !f.issuedByNewId) return { kind: 'go', path: '/registration-policies' };
  return { kind: 'complete', path: '/home' };
}

export type AuthGuardDecision =
  | { readonly kind: 'allowed' }
  | { readonly kind: 'redirect'; readonly path: '/home' | '/logout' };

/** Token-only screens: a temporary token lets the member in; else /home if logged in, otherwise /logout. */
export function authGuard(f: { readonly hasTempToken: boolean; readonly hasSessionToken: boolean }): AuthGuardDecision {
  if (f.hasTempToken) return { kind: 'allowed' };
  return { kind: 'redirect', path: f.hasSessionToken ? '/home' : '/logout' };
}

export type RedirectRefusal = 'malformed' | 'scheme' | 'credentials' | 'origin';

/** none: no redirect; navigate: go to it; reload: it is the current page; refuse: not safe to follow. */
export type RedirectDecision = 'none' | 'navigate' | 'reload' | 'refuse';

const parseUrl = (value: string, base?: string): URL | null => {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
};

const trimTrailingSlash = (path: string): string => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

/**
 * Why a redirect URL may not be followed, or null when it may. Only absolute http(s) URLs whose origin
 * is on the allow-list are followed: anything else could send the member, and their token, to a foreign
 * site. URLs carrying user credentials are refused too. Allow-list entries are origins (or any URL, of
 * which only the origin counts); unreadable entries are ignored.
 */
export function redirectRefusalReason(redirectUrl: string, allowList: readonly string[]): RedirectRefusal | null {
  const target = parseUrl(redirectUrl.trim());
  if (target === null) return 'malformed';
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return 'scheme';
  if (target.username !== '' || target.password !== '') return 'credentials';
  const allowedOrigins = allowList.map((entry) => parseUrl(entry.trim())?.origin).filter((o) => o !== undefined);
  return allowedOrigins.includes(target.origin) ? null : 'origin';
}

/**
 * Whether and how to follow the redirect a token response carried: 'none' without one, 'refuse' when
 * redirectRefusalReason objects, 'reload' when its path is the current path ("if the path is unchanged,
 * reload"), else 'navigate'. currentPath may be a path or a full URL; given a full URL, the origin must
 * match as well for a reload.
 */
export function redirectDecision(
  redirectUrl: string | null,
  allowList: readonly string[],
  currentPath: string,
): RedirectDecision {
  if (redirectUrl === null || redirectUrl.trim() === '') return 'none';
  if (redirectRefusalReason(redirectUrl, allowList) !== null) return 'refuse';
  const target = parseUrl(redirectUrl.trim());
  const current = target === null ? null : parseUrl(currentPath, target.origin);
  const samePlace =
    target !== null &&
    current !== null &&
    current.origin === target.origin &&
    trimTrailingSlash(current.pathname) === trimTrailingSlash(target.pathname);
  return samePlace ? 'reload' : 'navigate';
}
