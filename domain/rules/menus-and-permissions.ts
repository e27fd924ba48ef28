import type { DomainId, Member } from '../model';
import type { BenefitCategory } from './benefit-categories';
import { categorySlug, categorySortOrder } from './benefit-categories';
import { brandConfig, DEFAULT_HANDBOOKS_LABEL } from './brands';
import { ADULT_AGE_YEARS, SUBSCRIBER_SUFFIX, SUMMIT_LIKE_GROUP_ID } from './constants';
import { isoDay, todayDay, yearsBefore } from './dates';
import type { MemberEligibilities } from './eligibility-status';
import { eligibilityStatus, eligibleCategories, hasActiveOrFutureEligibility, hasAnyEligibility, isTermedMember } from './eligibility-status';
import type { PrimaryCareFacts } from './primary-care';
import { handbooksPath, PATHS } from '../routes';

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

/** The handbooks route: the brand's handbooks path below /benefits (spec section 2). */
export function handbooksRoute(f: Pick<MenuFacts, 'domainId' | 'handbooksPath'>): string {
  return handbooksPath(f.domainId, f.handbooksPath);
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
    const summary: BenefitsMenuItem = { label: 'Benefits', path: PATHS.benefitsSummary, category: 'Summary' };
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
    { label: 'Home', path: PATHS.home },
    { label: 'Account', path: PATHS.accountSummary },
  ];
  if (findCareAllowed(f.viewer, f.today)) {
    items.push({ label: 'Benefits', path: benefitsMenu(f)[0]?.path ?? PATHS.benefitsSummary });
    items.push({ label: 'Find care', path: PATHS.findCare });
  }
  if (hasAnyEligibility(f.viewer)) items.push({ label: claimsLabel(f.viewer), path: PATHS.claims });
  return items;
}

/**
 * Benefits and Find care are for members with active or future eligibility (spec section 2): the primary
 * menu shows them, and their pages send anyone else home.
 */
export function findCareAllowed(viewer: MemberEligibilities, today: string): boolean {
  return hasActiveOrFutureEligibility(viewer, today);
}

/**
 * The cost estimator is for members covered now for medical or dental care, on every brand and for every
 * role: a dependant estimates their own care, the subscriber the family's. Members whose coverage has not
 * started yet have nothing to estimate against.
 */
export function costEstimatorAllowed(viewer: MemberEligibilities, today: string): boolean {
  return eligibilityStatus(viewer.medicalEligibility, today) === 'Active' || eligibilityStatus(viewer.dentalEligibility, today) === 'Active';
}

/**
 * Find care sub-menu: resources, primary care (when visible), find a dentist, the cost estimator (when
 * allowed) and the prior authorization and referral tracker. The tracker is on every brand and for every role
 * that has Find care: each member follows their own requests there (the subscriber the minors' too), and
 * anyone may ask whether a service needs prior authorization.
 */
export function findCareMenu(f: Pick<MenuFacts, 'primaryCare' | 'viewer' | 'today'>): MenuItem[] {
  return [
    { label: 'Resources', path: PATHS.findCareResources },
    ...(primaryCareMenuVisible(f.primaryCare) ? [{ label: 'Primary care', path: PATHS.primaryCare }] : []),
    { label: 'Find a dentist', path: PATHS.findADentist },
    ...(costEstimatorAllowed(f.viewer, f.today) ? [{ label: 'Cost estimator', path: PATHS.costEstimator }] : []),
    { label: AUTHORIZATIONS_MENU_LABEL, path: PATHS.authorizations },
  ];
}

/** The tracker's menu label. */
export const AUTHORIZATIONS_MENU_LABEL = 'Authorizations';

/**
 * Utility menu. Logged in: Contact us (the members' customer service page) and Log out. Logged out:
 * Log in and Contact us, except on Providence, which shows no logged-out menu.
 */
export function utilityMenu(loggedIn: boolean, domainId: DomainId): MenuItem[] {
  if (loggedIn) {
    return [
      { label: 'Contact us', path: PATHS.customerService },
      { label: 'Log out', path: PATHS.logout },
    ];
  }
  if (!brandConfig(domainId).loggedOutMenus) return [];
  return [
    { label: 'Log in', path: PATHS.login },
    { label: 'Contact us', path: PATHS.contactUs },
  ];
}

/**
 * Account menu: Summary, Member information, Settings, Member plan benefits, eBill, Data sharing, Messages,
 * Appeals and complaints, Help center, New ID, Log out. Data sharing is every member's: a minor sees their
 * choices there, whoever controls them. Messages (secure messages with member services) and Appeals and
 * complaints are every member's too, on every brand: each member files and reads their own.
 */
export function accountMenu(f: MenuFacts): MenuItem[] {
  return [
    { label: 'Summary', path: PATHS.accountSummary },
    { label: 'Member information', path: PATHS.memberInformation },
    ...(settingsVisible(f.domainId, f.viewer, f.today) ? [{ label: 'Settings', path: PATHS.settings }] : []),
    { label: 'Member plan benefits', path: PATHS.planBenefits },
    ...(ebillVisible(f) ? [{ label: 'eBill', path: PATHS.ebill }] : []),
    { label: 'Data sharing', path: PATHS.dataSharing },
    { label: 'Messages', path: PATHS.messages },
    { label: 'Appeals and complaints', path: PATHS.appeals },
    { label: 'Help center', path: PATHS.helpCenter },
    ...(newIdVisible(f) ? [{ label: 'New ID', path: PATHS.newId }] : []),
    { label: 'Log out', path: PATHS.logout },
  ];
}

/**
 * Which benefits pages a member may open (spec sections 2 and 6). Without active or future eligibility,
 * none (the member goes home). Category pages need the category; Summary is always there; Medicare
 * Materials always opens (a member without materials is told why, spec section 8); the other pages follow
 * the benefits menu, the Certificate of Coverage wherever the documents entry (handbooks or certificate) is.
 */
export function benefitsPageAllowed(page: BenefitCategory, facts: MenuFacts): boolean {
  if (!hasActiveOrFutureEligibility(facts.viewer, facts.today)) return false;
  switch (page) {
    case 'Medical':
    case 'Dental':
    case 'Vision':
    case 'Pharmacy':
      return eligibleCategories(facts.viewer, facts.today).includes(page);
    case 'Summary':
    case 'Medicare Materials':
      return true;
    case 'Certificate of Coverage':
    case 'Member Handbooks':
      return benefitsMenu(facts).some((item) => item.category === 'Member Handbooks' || item.category === 'Certificate of Coverage');
    default:
      return benefitsMenu(facts).some((item) => item.category === page);
  }
}
