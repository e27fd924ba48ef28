import type { DomainId, Member } from '../model';
import type { BenefitCategory } from './benefit-categories';
import { categorySlug, categorySortOrder } from './benefit-categories';
import { brandConfig, DEFAULT_HANDBOOKS_LABEL } from './brands';
import { ADULT_AGE_YEARS, SUBSCRIBER_SUFFIX, SUMMIT_LIKE_GROUP_ID } from './constants';
import { isoDay, todayDay, yearsBefore } from './dates';
import type { MemberEligibilities } from './eligibility-status';
import { eligibilityStatus, eligibleCategories, hasActiveOrFutureEligibility, hasAnyEligibility, isTermedMember } from './eligibility-status';
import type { PrimaryCareFacts } from './primary-care';

/** Menus and permissions per domain and role (spec sections 2 and 6). */

export interface MenuItem {
  readonly label: string;
  readonly path: string;
}

export interface BenefitsMenuItem extends MenuItem {
  readonly category: BenefitCategory;
}

/** The member the menus are built for. */
export type MenuViewer = MemberEligibilities & Pick<Member, 'memberSuffix' | 'dateOfBirth'>;

export interface MenuFacts {
  readonly domainId: DomainId;
  readonly groupId: string | null;
  readonly viewer: MenuViewer;
  /** yyyy-mm-dd */
  readonly today: string;
  readonly hasEbill: boolean;
  readonly hasReferrals: boolean;
  readonly hasMedicareMaterials: boolean;
  readonly tokenRole: string | null;
  readonly issuedByNewId: boolean;
  readonly primaryCare: PrimaryCareFacts;
  /** Defaults to the brand's handbooks label. */
  readonly handbooksLabel?: string;
  /** Defaults to the brand's handbooks path (below /benefits). */
  readonly handbooksPath?: string;
}

export const ROUTES = {
  home: '/home',
  accountSummary: '/account/summary',
  memberInformation: '/account/member-information',
  settings: '/account/settings',
  planBenefits: '/account/plan-benefits',
  ebill: '/account/ebill',
  helpCenter: '/account/support',
  newId: '/new-id',
  logout: '/logout',
  login: '/login',
  contactUs: '/contact-us',
  customerService: '/support/customer-service',
  benefitsSummary: '/benefits/summary',
  findCare: '/find-care',
  findCareResources: '/find-care/resources',
  primaryCare: '/find-care/primary-care',
  findADentist: '/find-care/find-a-dentist',
  costEstimator: '/find-care/cost-estimator',
  claims: '/claims',
  eobs: '/eobs',
  idCard: '/id-card',
} as const;

export function isSubscriber(member: Pick<Member, 'memberSuffix'>): boolean {
  return member.memberSuffix === SUBSCRIBER_SUFFIX;
}

/**
 * Adult: date of birth more than 18 years ago. As with the other date rules, "ago" is measured from now,
 * an instant during today, so a member is an adult from their 18th birthday on (midnight of the birth
 * date 18 years back is already in the past). An unreadable date of birth is not an adult.
 */
export function isAdult(dateOfBirth: string | null, today: string): boolean {
  const birth = isoDay(dateOfBirth);
  const limit = yearsBefore(todayDay(today), ADULT_AGE_YEARS);
  return birth !== null && limit !== null && birth <= limit;
}

/** Summit (domain 2), or group 10004760, which behaves like Summit. */
export function isSummitLike(domainId: DomainId, groupId: string | null): boolean {
  return domainId === 2 || groupId === SUMMIT_LIKE_GROUP_ID;
}

/** EOBs (link, route and delivery preference) are for subscribers only. */
export function canSeeEobs(viewer: Pick<Member, 'memberSuffix'>): boolean {
  return isSubscriber(viewer);
}

/** Settings: hidden for every non-subscriber on Providence and for non-subscribers under 18. */
export function settingsVisible(domainId: DomainId, viewer: Pick<Member, 'memberSuffix' | 'dateOfBirth'>, today: string): boolean {
  if (isSubscriber(viewer)) return true;
  if (domainId === 5) return false;
  return isAdult(viewer.dateOfBirth, today);
}

/** eBill: hidden without eBill, for termed members and on Providence. */
export function ebillVisible(f: Pick<MenuFacts, 'domainId' | 'hasEbill' | 'viewer' | 'today'>): boolean {
  return f.domainId !== 5 && f.hasEbill && !isTermedMember(f.viewer, f.today);
}

/** New ID: only for a new-id token or a token issued by new-id. */
export function newIdVisible(f: Pick<MenuFacts, 'tokenRole' | 'issuedByNewId'>): boolean {
  return f.tokenRole === 'new-id' || f.issuedByNewId;
}

/** Primary care menu: subscriber with members with history, or a selection, or the eligibility call says so. */
export function primaryCareMenuVisible(f: PrimaryCareFacts): boolean {
  return f.subscriberHasMembersWithHistory || f.memberHasSelection || f.eligible;
}

/** Termed members are blocked from the ID card. */
export function idCardAllowed(viewer: MemberEligibilities, today: string): boolean {
  return !isTermedMember(viewer, today);
}

/** 'Claims/EOBs' for subscribers, 'Claims' otherwise. */
export function claimsLabel(viewer: Pick<Member, 'memberSuffix'>): 'Claims/EOBs' | 'Claims' {
  return isSubscriber(viewer) ? 'Claims/EOBs' : 'Claims';
}

const normalisePath = (path: string): string => `/${path.trim().replace(/^\/+/, '')}`;

/** The handbooks route: the brand's handbooks path below /benefits (spec section 2). */
export function handbooksRoute(f: Pick<MenuFacts, 'domainId' | 'handbooksPath'>): string {
  return `/benefits${normalisePath(f.handbooksPath ?? brandConfig(f.domainId).handbooksPath)}`;
}

const categoryItem = (category: BenefitCategory): BenefitsMenuItem => ({
  label: category,
  path: `/benefits/${categorySlug(category)}`,
  category,
});

/**
 * Benefits sub-menu, in category sort order.
 * Summit and group 10004760: Benefits, Programs, Referrals if any, Handbooks, Medicare Materials if any.
 * Providence: the eligible category pages plus Medicare Materials (no programs or handbooks).
 * Others: eligible categories, Programs, Referrals if any, Handbooks or Certificate (Certificate when the
 * handbooks label is not 'Member Handbooks'), Medicare Materials if any.
 * Medicare Materials is shown only when the member has some, on Providence too: an empty page helps no one.
 */
export function benefitsMenu(f: MenuFacts): BenefitsMenuItem[] {
  const handbooksLabel = f.handbooksLabel ?? brandConfig(f.domainId).handbooksLabel;
  const handbooks: BenefitsMenuItem = { label: handbooksLabel, path: handbooksRoute(f), category: 'Member Handbooks' };
  const medicare = f.hasMedicareMaterials ? [categoryItem('Medicare Materials')] : [];
  const referrals = f.hasReferrals ? [categoryItem('Referrals')] : [];
  const eligible = eligibleCategories(f.viewer, f.today).map(categoryItem);
  let items: BenefitsMenuItem[];
  if (isSummitLike(f.domainId, f.groupId)) {
    const summary: BenefitsMenuItem = { label: 'Benefits', path: ROUTES.benefitsSummary, category: 'Summary' };
    items = [summary, categoryItem('Programs'), ...referrals, handbooks, ...medicare];
  } else if (f.domainId === 5) {
    items = [...eligible, ...medicare];
  } else {
    const documents = handbooksLabel === DEFAULT_HANDBOOKS_LABEL ? handbooks : categoryItem('Certificate of Coverage');
    items = [...eligible, categoryItem('Programs'), ...referrals, documents, ...medicare];
  }
  return items.sort((a, b) => categorySortOrder(a.category) - categorySortOrder(b.category));
}

/**
 * Primary menu: Home, Account, Benefits, Find care, Claims/EOBs. Benefits and Find care need active or
 * future eligibility; Claims needs any eligibility. Benefits opens the first page of the benefits menu.
 */
export function primaryMenu(f: MenuFacts): MenuItem[] {
  const items: MenuItem[] = [
    { label: 'Home', path: ROUTES.home },
    { label: 'Account', path: ROUTES.accountSummary },
  ];
  if (hasActiveOrFutureEligibility(f.viewer, f.today)) {
    items.push({ label: 'Benefits', path: benefitsMenu(f)[0]?.path ?? ROUTES.benefitsSummary });
    items.push({ label: 'Find care', path: ROUTES.findCare });
  }
  if (hasAnyEligibility(f.viewer)) items.push({ label: claimsLabel(f.viewer), path: ROUTES.claims });
  return items;
}

/**
 * The cost estimator is for members covered now for medical or dental care, on every brand and for every
 * role: a dependant estimates their own care, the subscriber the family's. Members whose coverage has not
 * started yet have nothing to estimate against.
 */
export function costEstimatorAllowed(viewer: MemberEligibilities, today: string): boolean {
  return eligibilityStatus(viewer.medicalEligibility, today) === 'Active' || eligibilityStatus(viewer.dentalEligibility, today) === 'Active';
}

/** Find care sub-menu: resources, primary care (when visible), find a dentist and the cost estimator (when allowed). */
export function findCareMenu(f: Pick<MenuFacts, 'primaryCare' | 'viewer' | 'today'>): MenuItem[] {
  return [
    { label: 'Resources', path: ROUTES.findCareResources },
    ...(primaryCareMenuVisible(f.primaryCare) ? [{ label: 'Primary care', path: ROUTES.primaryCare }] : []),
    { label: 'Find a dentist', path: ROUTES.findADentist },
    ...(costEstimatorAllowed(f.viewer, f.today) ? [{ label: 'Cost estimator', path: ROUTES.costEstimator }] : []),
  ];
}

/**
 * Utility menu. Logged in: Contact us (the members' customer service page) and Log out. Logged out:
 * Log in and Contact us, except on Providence, which shows no logged-out menu.
 */
export function utilityMenu(loggedIn: boolean, domainId: DomainId): MenuItem[] {
  if (loggedIn) {
    return [
      { label: 'Contact us', path: ROUTES.customerService },
      { label: 'Log out', path: ROUTES.logout },
    ];
  }
  if (!brandConfig(domainId).loggedOutMenus) return [];
  return [
    { label: 'Log in', path: ROUTES.login },
    { label: 'Contact us', path: ROUTES.contactUs },
  ];
}

/** Account menu: Summary, Member information, Settings, Member plan benefits, eBill, Help center, New ID, Log out. */
export function accountMenu(f: MenuFacts): MenuItem[] {
  return [
    { label: 'Summary', path: ROUTES.accountSummary },
    { label: 'Member information', path: ROUTES.memberInformation },
    ...(settingsVisible(f.domainId, f.viewer, f.today) ? [{ label: 'Settings', path: ROUTES.settings }] : []),
    { label: 'Member plan benefits', path: ROUTES.planBenefits },
    ...(ebillVisible(f) ? [{ label: 'eBill', path: ROUTES.ebill }] : []),
    { label: 'Help center', path: ROUTES.helpCenter },
    ...(newIdVisible(f) ? [{ label: 'New ID', path: ROUTES.newId }] : []),
    { label: 'Log out', path: ROUTES.logout },
  ];
}
