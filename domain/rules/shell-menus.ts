import type { DomainId, Group } from '../model';
import { formatGroupPlanLine, truncateGroupName } from './formats';
import type { BenefitsMenuItem, MenuFacts, MenuItem } from './menus-and-permissions';
import { accountMenu, benefitsMenu, canSeeEobs, findCareMenu, primaryMenu, utilityMenu } from './menus-and-permissions';
import { PATHS } from '../routes';

/**
 * The app shell's navigation (spec section 2, "Menus" and "Shell"), assembled from the menu rules of
 * menus.ts so that the header, the phone drawer, the bottom navigation and the footer's site map can never
 * disagree with each other or with the rules.
 */

export interface ShellMenus {
  readonly loggedIn: boolean;
  readonly primary: readonly MenuItem[];
  readonly account: readonly MenuItem[];
  readonly benefits: readonly BenefitsMenuItem[];
  readonly findCare: readonly MenuItem[];
  readonly utility: readonly MenuItem[];
  /** Phones: the primary menu without Account (spec: "bottom nav on mobile without Account"). */
  readonly bottom: readonly MenuItem[];
}

/**
 * Everything the shell offers. A visitor who is not logged in (including staff holding only a new-id
 * token, and members between login and the end of post-login routing) gets the logged-out utility menu
 * alone: Log in and Contact us, or nothing on Providence. A logged-in member whose account state is not
 * known yet gets the logged-in utility menu while the rest loads.
 */
export function shellMenus(domainId: DomainId, loggedIn: boolean, facts: MenuFacts | null): ShellMenus {
  const utility = utilityMenu(loggedIn, domainId);
  if (!loggedIn || facts === null) {
    return { loggedIn, primary: [], account: [], benefits: [], findCare: [], utility, bottom: [] };
  }
  const primary = primaryMenu(facts);
  return {
    loggedIn,
    primary,
    account: accountMenu(facts),
    benefits: benefitsMenu(facts),
    findCare: findCareMenu(facts),
    utility,
    bottom: primary.filter((item) => item.path !== PATHS.accountSummary),
  };
}

export interface MenuSection {
  readonly item: MenuItem;
  /** The sub-menu a primary item opens; empty for a plain link. */
  readonly children: readonly MenuItem[];
}

const LOG_OUT_PATH: string = PATHS.logout;

/**
 * The primary menu with the sub-menu each item opens: Account the account settings menu, Benefits the
 * benefits menu, Find care the find care menu, and Claims/EOBs (subscribers) Claims and EOBs.
 */
export function menuSections(menus: ShellMenus, facts: MenuFacts | null): MenuSection[] {
  return menus.primary.map((item) => {
    switch (item.path) {
      case PATHS.accountSummary:
        return { item, children: menus.account };
      case PATHS.findCare:
        return { item, children: menus.findCare };
      case PATHS.claims:
        return {
          item,
          children:
            facts !== null && canSeeEobs(facts.viewer)
              ? [
                  { label: 'Claims', path: PATHS.claims },
                  { label: 'EOBs', path: PATHS.eobs },
                ]
              : [],
        };
      default:
        return { item, children: item.label === 'Benefits' ? menus.benefits : [] };
    }
  });
}

/** The footer's site map (desktop): every section with its pages, without Log out, which is an action. */
export function siteMap(menus: ShellMenus, facts: MenuFacts | null): MenuSection[] {
  return menuSections(menus, facts).map((section) => ({
    item: section.item,
    children: section.children.filter((child) => child.path !== LOG_OUT_PATH),
  }));
}

export interface GroupOption {
  readonly groupId: string;
  /** The group name cut at 10 characters plus an ellipsis, as the selector shows it. */
  readonly shortName: string;
  readonly groupName: string;
  /** 'groupId groupName: effective - termination' ('present' when the plan has not ended). */
  readonly planLine: string;
  readonly current: boolean;
  readonly inactive: boolean;
}

export interface GroupSwitcher {
  /** Switching is offered only when the member has more than one group. */
  readonly offered: boolean;
  readonly current: GroupOption | null;
  readonly options: readonly GroupOption[];
}

/** The header's group selector (spec sections 2 and 4). */
export function groupSwitcher(groups: readonly Group[], currentGroupId: string | null, today: string): GroupSwitcher {
  const options = groups.map(
    (group): GroupOption => ({
      groupId: group.groupId,
      shortName: truncateGroupName(group.groupName),
      groupName: group.groupName,
      planLine: formatGroupPlanLine(group, today),
      current: group.groupId === currentGroupId,
      inactive: group.inactive,
    }),
  );
  return { offered: groups.length > 1, current: options.find((option) => option.current) ?? null, options };
}
