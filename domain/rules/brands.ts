import type { DomainId } from '../model';
import { DOMAIN_IDS } from '../model';

/**
 * Per-domain (brand) configuration (spec sections 2, 6 and 9). Brand names and phones are invented. The
 * contact pages' groups are looked up by domain in contact-copy.ts, not carried here: every page reads the
 * brand, and only the contact pages need them.
 */

export type ThemeId = 'medical-dental' | 'summit' | 'providence';

export interface BrandConfig {
  readonly domainId: DomainId;
  readonly name: string;
  readonly themeId: ThemeId;
  /** Label of the handbooks page; any other label than 'Member Handbooks' turns it into the Certificate. */
  readonly handbooksLabel: string;
  /** Path of the handbooks page below /benefits. */
  readonly handbooksPath: string;
  /** Where the empty path goes. */
  readonly defaultRedirect: '/login';
  /** Login page links (create account, contact us, forgot username or password); hidden on Providence. */
  readonly showLoginLinks: boolean;
  /** Only Providence shows a logout page; elsewhere /logout redirects to login. */
  readonly providenceLogoutPage: boolean;
  /** The eBill service always answers false on Providence. */
  readonly ebillAvailable: boolean;
  /** Logged-out menus (login, contact us) are not shown on Providence. */
  readonly loggedOutMenus: boolean;
  /** A 401 sends the member to /login, except on Providence. */
  readonly unauthorisedGoesToLogin: boolean;
  readonly supportPhone: string;
  readonly supportEmail: string | null;
}

export const DEFAULT_DOMAIN_ID: DomainId = 1;
export const DEFAULT_HANDBOOKS_LABEL = 'Member Handbooks';
export const DEFAULT_HANDBOOKS_PATH = '/handbooks';

const defaults = {
  themeId: 'medical-dental',
  handbooksLabel: DEFAULT_HANDBOOKS_LABEL,
  handbooksPath: DEFAULT_HANDBOOKS_PATH,
  defaultRedirect: '/login',
  showLoginLinks: true,
  providenceLogoutPage: false,
  ebillAvailable: true,
  loggedOutMenus: true,
  unauthorisedGoesToLogin: true,
} as const;

const BRANDS: Readonly<Record<DomainId, BrandConfig>> = {
  1: {
    ...defaults,
    domainId: 1,
    name: 'Cascade Health & Dental',
    supportPhone: '1-800-555-0100',
    supportEmail: 'memberdashboard@cascadehealth.example.com',
  },
  2: {
    ...defaults,
    domainId: 2,
    name: 'Summit Health',
    themeId: 'summit',
    supportPhone: '1-800-555-0120',
    supportEmail: 'memberdashboard@summithealth.example.com',
  },
  5: {
    ...defaults,
    domainId: 5,
    name: 'Providence Health Plan',
    themeId: 'providence',
    showLoginLinks: false,
    providenceLogoutPage: true,
    ebillAvailable: false,
    loggedOutMenus: false,
    unauthorisedGoesToLogin: false,
    supportPhone: '1-800-555-0150',
    supportEmail: null,
  },
};

export function brandConfig(domainId: DomainId): BrandConfig {
  return BRANDS[domainId];
}

/** A domain id from configuration, a query parameter or a token claim (1, 2, 5 or '1', '2', '5'). */
export function parseDomainId(value: unknown): DomainId | null {
  const candidate = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value.trim()) : value;
  return DOMAIN_IDS.find((id) => id === candidate) ?? null;
}

/** Providence (domain 5) differs most: no login links, no eBill, no programs or handbooks, its own logout page. */
export function isProvidence(domainId: DomainId): boolean {
  return domainId === 5;
}
