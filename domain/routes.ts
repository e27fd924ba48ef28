import { DOMAIN_IDS } from './model/brand';
import { brandConfig } from './rules/brands';

/**
 * Every route of the app (spec section 2), declared once: its path pattern, the area of the app that serves
 * it and who may open it. The ui's route tables, the areas' path patterns, the menus and every link are
 * derived from this table; `docs/architecture.md` maps each route to its page.
 *
 * - `area`: which part of the app serves the route. `entry` is the lean logged-out entry (ui/app/entry.tsx);
 *   the others are the core's areas, each a route table of its own (ui/<area>/).
 * - `access`: `anyone`; `member` (a session token, else the login page); `temp-token` (between login and the
 *   dashboard: spec section 4, "Auth guard"); `new-id` (a new-id token or another valid one, else 404).
 * - `redirect`: a section's own path, which opens its first page.
 */
export type RouteArea = 'entry' | 'session' | 'shell' | 'home' | 'account' | 'benefits' | 'care' | 'claims' | 'messages';
export type RouteAccess = 'anyone' | 'member' | 'temp-token' | 'new-id';

export interface RouteDeclaration {
  readonly pattern: string;
  readonly area: RouteArea;
  readonly access: RouteAccess;
  /** The route (a key of ROUTES) a section's own path opens. */
  readonly redirect?: string;
}

/** The handbooks page sits at each brand's handbooks path below /benefits (domain configuration). */
export const handbooksPath = (domainId: (typeof DOMAIN_IDS)[number], configured?: string | null): string =>
  `/benefits/${(configured ?? brandConfig(domainId).handbooksPath).trim().replace(/^\/+/, '')}`;

function route<P extends string, A extends RouteArea, X extends RouteAccess>(pattern: P, area: A, access: X): { readonly pattern: P; readonly area: A; readonly access: X };
function route<P extends string, A extends RouteArea, X extends RouteAccess, R extends string>(
  pattern: P,
  area: A,
  access: X,
  redirect: R,
): { readonly pattern: P; readonly area: A; readonly access: X; readonly redirect: R };
function route(pattern: string, area: RouteArea, access: RouteAccess, redirect?: string): RouteDeclaration {
  return redirect === undefined ? { pattern, area, access } : { pattern, area, access, redirect };
}

export const ROUTES = {
  // The logged-out entry: '/' opens the brand's landing, /login.
  landing: route('/', 'entry', 'anyone'),
  login: route('/login', 'entry', 'anyone'),
  // Sign-in and session screens.
  logout: route('/logout', 'session', 'anyone'),
  registration: route('/registration', 'session', 'anyone'),
  recovery: route('/recovery', 'session', 'anyone'),
  recoveryUsername: route('/recovery/username', 'session', 'anyone'),
  recoveryPassword: route('/recovery/password', 'session', 'anyone'),
  ssoLanding: route('/sso-landing', 'session', 'anyone'),
  resourceDownload: route('/resource-download', 'session', 'anyone'),
  changePassword: route('/account/settings/change-password', 'session', 'member'),
  groupSelection: route('/group-selection', 'session', 'temp-token'),
  updateEmail: route('/update-email', 'session', 'temp-token'),
  registrationPolicies: route('/registration-policies', 'session', 'temp-token'),
  newId: route('/new-id', 'session', 'new-id'),
  // The shell's own pages.
  error: route('/error/:status', 'shell', 'anyone'),
  contactUs: route('/contact-us', 'shell', 'anyone'),
  accessibility: route('/accessibility', 'shell', 'anyone'),
  languageAssistance: route('/language-assistance', 'shell', 'anyone'),
  customerService: route('/support/customer-service', 'shell', 'member'),
  // Where members land.
  home: route('/home', 'home', 'member'),
  // Account.
  account: route('/account', 'account', 'member', 'accountSummary'),
  accountSummary: route('/account/summary', 'account', 'member'),
  memberInformation: route('/account/member-information', 'account', 'member'),
  settings: route('/account/settings', 'account', 'member'),
  planBenefits: route('/account/plan-benefits', 'account', 'member'),
  ebill: route('/account/ebill', 'account', 'member'),
  dataSharing: route('/account/data-sharing', 'account', 'member'),
  myData: route('/account/my-data', 'account', 'member'),
  security: route('/account/security', 'account', 'member'),
  helpCenter: route('/account/support', 'account', 'member'),
  appeals: route('/account/appeals', 'account', 'member'),
  appealForm: route('/account/appeals/new/:kind/:reference', 'account', 'member'),
  // Benefits, their history and details, passport dental and the ID card.
  benefits: route('/benefits', 'benefits', 'member', 'benefitsSummary'),
  benefitsSummary: route('/benefits/summary', 'benefits', 'member'),
  medical: route('/benefits/medical', 'benefits', 'member'),
  dental: route('/benefits/dental', 'benefits', 'member'),
  vision: route('/benefits/vision', 'benefits', 'member'),
  pharmacy: route('/benefits/pharmacy', 'benefits', 'member'),
  programs: route('/benefits/programs', 'benefits', 'member'),
  program: route('/benefits/programs/:id', 'benefits', 'member'),
  referrals: route('/benefits/referrals', 'benefits', 'member'),
  certificate: route('/benefits/certificate', 'benefits', 'member'),
  medicareMaterials: route('/benefits/medicare-materials', 'benefits', 'member'),
  benefitHistory: route('/history/:effectiveTime/benefits/:category', 'benefits', 'member'),
  medicalService: route('/services/medical/:serviceId', 'benefits', 'member'),
  dentalDetail: route('/details/:tier/dental/:code', 'benefits', 'member'),
  dentalService: route('/services/dental/:code', 'benefits', 'member'),
  passportDental: route('/passport-dental', 'benefits', 'member'),
  idCard: route('/id-card', 'benefits', 'member'),
  // Find care and primary care.
  findCare: route('/find-care', 'care', 'member', 'findCareResources'),
  findCareResources: route('/find-care/resources', 'care', 'member'),
  primaryCare: route('/find-care/primary-care', 'care', 'member'),
  primaryCareSearch: route('/find-care/primary-care/:suffix/search', 'care', 'member'),
  primaryCareMember: route('/find-care/primary-care/:suffix', 'care', 'member'),
  findADentist: route('/find-care/find-a-dentist', 'care', 'member'),
  costEstimator: route('/find-care/cost-estimator', 'care', 'member'),
  authorizations: route('/find-care/authorizations', 'care', 'member'),
  // Claims, EOBs and Navitus (pharmacy claims).
  claims: route('/claims', 'claims', 'member'),
  claim: route('/claims/:claimId', 'claims', 'member'),
  eobs: route('/eobs', 'claims', 'member'),
  navitus: route('/navitus', 'claims', 'member'),
  // Secure messages with member services: the inbox, a new message (before a thread's pattern, which would
  // take 'new' for an id) and a thread.
  messages: route('/messages', 'messages', 'member'),
  newMessage: route('/messages/new', 'messages', 'member'),
  messageThread: route('/messages/:threadId', 'messages', 'member'),
} as const satisfies Readonly<Record<string, RouteDeclaration>>;

export type RouteKey = keyof typeof ROUTES;

/** The routes of an area that show a page (a section's own path only redirects). */
export type PageRouteKey<A extends RouteArea> = {
  [K in RouteKey]: (typeof ROUTES)[K] extends { readonly redirect: string } ? never : (typeof ROUTES)[K]['area'] extends A ? K : never;
}[RouteKey];

/**
 * The handbooks route: one page, at a path per brand (all below /benefits). Not in ROUTES, whose patterns
 * are fixed: its patterns are every brand's configured path.
 */
export const HANDBOOKS_PATTERNS: readonly string[] = [...new Set(DOMAIN_IDS.map((domainId) => handbooksPath(domainId)))];

/** The routes an area serves, in the table's order. */
export const routesOf = (area: RouteArea): readonly RouteKey[] =>
  (Object.keys(ROUTES) as RouteKey[]).filter((key) => ROUTES[key].area === area);

/** Each route's pattern by key, for links and menus: `PATHS.claims` is '/claims'. */
export const PATHS: { readonly [K in RouteKey]: (typeof ROUTES)[K]['pattern'] } = Object.fromEntries(
  Object.entries(ROUTES).map(([key, declaration]) => [key, declaration.pattern]),
) as { readonly [K in RouteKey]: (typeof ROUTES)[K]['pattern'] };

type ParamsOf<Pattern extends string> = Pattern extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamsOf<`/${Rest}`>
  : Pattern extends `${string}:${infer Param}`
    ? Param
    : never;

/** The path of a route with its parameters filled in (each encoded): `pathTo('claim', { claimId: 'C1' })`. */
export function pathTo<K extends RouteKey>(key: K, params: { readonly [P in ParamsOf<(typeof ROUTES)[K]['pattern']>]: string | number }): string {
  const values = params as Readonly<Record<string, string | number>>;
  return ROUTES[key].pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

/**
 * The first path segments an area answers (case-insensitive, as wouter matches the pages' own patterns):
 * what the core's switch sends to the area's route table, loaded with the first visit to one of them.
 */
export function areaPathPattern(area: RouteArea): RegExp {
  const patterns = [...routesOf(area).map((key) => ROUTES[key].pattern), ...(area === 'benefits' ? HANDBOOKS_PATTERNS : [])];
  const firstSegments = [...new Set(patterns.map((pattern) => pattern.split('/')[1] ?? ''))].filter((segment) => segment !== '');
  const escaped = firstSegments.map((segment) => segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&'));
  return new RegExp(`^/(?:${escaped.join('|')})(?:/.*)?$`, 'i');
}
