import type { AccountDetails, EmployeeIdShortcut, Limit, Member, PreferenceFlag } from '../model';
import type { ThemeId } from './brands';
import { RELATIONSHIP_LABELS } from '../copy/labels-copy';
import { CITY_OF_PORTLAND_PARENT_GROUP_ID } from './constants';
import { groupLimits } from './limits';
import { canSeeEobs, isSubscriber } from './menus-and-permissions';

/** What the home tiles and the account pages show about the member (spec sections 2, 3, 6 and 7). */

/** The City of Portland card is for members of the City of Portland's groups. */
export function isCityOfPortlandMember(account: Pick<AccountDetails, 'parentGroupId'>): boolean {
  return account.parentGroupId === CITY_OF_PORTLAND_PARENT_GROUP_ID;
}

/** What names a member's place in the family: the insurer's code and words for it, and the member's sex. */
export type Relationship = Pick<Member, 'relationship' | 'relationshipDescription' | 'sex'>;

/**
 * How the pages name a member's place in the family, in the language in force: by the insurer's relationship
 * code where the dashboard knows it, else in the insurer's own words (its relationshipDescription).
 */
export function relationshipOf(member: Relationship): string {
  const code = member.relationship.trim().toUpperCase();
  if (code !== 'S' && code !== 'P' && code !== 'C') return member.relationshipDescription;
  const female = member.sex.trim().toUpperCase() === 'F';
  return RELATIONSHIP_LABELS[female ? (`${code}F` as const) : code];
}

export interface MemberIdentifier {
  readonly label: 'Subscriber ID' | 'Employee ID';
  readonly value: string;
}

/** The member information tile names the subscriber ID, or the employee ID for a local 598 member. */
export function memberIdentifier(subscriberId: string, shortcut: EmployeeIdShortcut | null): MemberIdentifier {
  const employeeId = shortcut?.employeeId?.trim() ?? '';
  return shortcut?.local598 === true && employeeId !== ''
    ? { label: 'Employee ID', value: employeeId }
    : { label: 'Subscriber ID', value: subscriberId };
}

/**
 * The dental limit featured on home: the first valid dental limit in display order (Annual Limit
 * first), individual before family, of the first network tier the insurer lists. null when none is valid.
 */
export function featuredDentalLimit(limits: readonly Limit[]): Limit | null {
  return groupLimits(limits, 'Dental')[0]?.limitTypes[0]?.limits[0] ?? null;
}

/**
 * Whose details and ID cards the viewer may see: a subscriber sees the whole family, a dependant only
 * themselves (a dependant's record is theirs; the subscriber holds the family's plan). Subscriber first,
 * then by suffix.
 */
export function visibleFamilyMembers(viewer: Pick<Member, 'memberKey' | 'memberSuffix'>, members: readonly Member[]): Member[] {
  const visible = isSubscriber(viewer) ? [...members] : members.filter((member) => member.memberKey === viewer.memberKey);
  return visible.sort((a, b) => a.memberSuffix - b.memberSuffix);
}

/** The Y/N preferences of spec section 3, in the order Settings lists them. */
export const PREFERENCE_FLAGS: readonly PreferenceFlag[] = [
  'electronicEob',
  'emailBreakingNews',
  'electronicMedicareMailing',
  'emailPaymentReminder',
  'emailAutopayWithdrawalReminder',
  'discontinuePaperStatements',
  'emailWhenBillReady',
  'emailEwpNotification',
  'showEwpLandingPage',
];

const isPreferenceFlag = (value: string): value is PreferenceFlag => (PREFERENCE_FLAGS as readonly string[]).includes(value);

/**
 * The preferences Settings offers: those the account service calls relevant for the member (all of them
 * when it names none), in the spec's order; the electronic EOB delivery preference for subscribers only.
 */
export function settingsPreferenceFlags(relevant: readonly string[], viewer: Pick<Member, 'memberSuffix'>): PreferenceFlag[] {
  const named = relevant.filter(isPreferenceFlag);
  const offered = named.length === 0 ? PREFERENCE_FLAGS : named;
  return PREFERENCE_FLAGS.filter((flag) => offered.includes(flag) && (flag !== 'electronicEob' || canSeeEobs(viewer)));
}

export interface EbillLinkFacts {
  /** The eBill page (already checked against the allow-list by the caller). */
  readonly pageUrl: string;
  readonly theme: ThemeId;
  /** Where the eBill page sends the member back to. */
  readonly dashboardLink: string;
  /** The session token: the eBill page signs the member in with it. */
  readonly idpToken: string;
  readonly registered: boolean;
}

/** The eBill page address: theme, dashboardlink, idptoken, and firsttime=Y when not yet registered (spec section 7). */
export function ebillPageUrl(facts: EbillLinkFacts): string | null {
  let url: URL;
  try {
    url = new URL(facts.pageUrl);
  } catch {
    return null;
  }
  url.searchParams.set('theme', facts.theme);
  url.searchParams.set('dashboardlink', facts.dashboardLink);
  url.searchParams.set('idptoken', facts.idpToken);
  if (!facts.registered) url.searchParams.set('firsttime', 'Y');
  return url.href;
}
