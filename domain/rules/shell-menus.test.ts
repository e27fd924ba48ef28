import { describe, expect, it } from 'vitest';
import type { MenuFacts } from './menus-and-permissions';
import { groupSwitcher, menuSections, shellMenus, siteMap } from './shell-menus';
import { aGroup, aMember, aMemberWithEverywhere, anEligibility, labelsOf, someMenuFacts } from './testing/builders';

const TODAY = '2025-06-15';
/** A member with no referrals and no Medicare materials: the menus' shorter common case. */
const facts = (overrides: Partial<MenuFacts> = {}): MenuFacts => someMenuFacts({ hasReferrals: false, hasMedicareMaterials: false, ...overrides });
const labels = labelsOf;

describe('shellMenus', () => {
  it('offers a visitor who is not logged in only Log in and Contact us, and nothing on Providence', () => {
    const main = shellMenus(1, false, null);
    expect(labels(main.utility)).toEqual(['Log in', 'Contact us']);
    expect(main.primary).toEqual([]);
    expect(main.account).toEqual([]);
    expect(main.bottom).toEqual([]);
    expect(shellMenus(5, false, null).utility).toEqual([]);
  });

  it('ignores account facts when nobody is logged in (a new-id token holder)', () => {
    expect(shellMenus(5, false, facts({ domainId: 5 })).primary).toEqual([]);
  });

  it('keeps the logged-in utility menu while the account state loads', () => {
    const menus = shellMenus(1, true, null);
    expect(labels(menus.utility)).toEqual(['Contact us', 'Log out']);
    expect(menus.primary).toEqual([]);
  });

  it('gives phones the primary menu without Account', () => {
    const menus = shellMenus(1, true, facts());
    expect(labels(menus.primary)).toEqual(['Home', 'Account', 'Benefits', 'Find care', 'Claims/EOBs']);
    expect(labels(menus.bottom)).toEqual(['Home', 'Benefits', 'Find care', 'Claims/EOBs']);
  });
});

describe('menuSections and siteMap', () => {
  it('opens the account, benefits, find care and (for subscribers) claims sub-menus', () => {
    const f = facts();
    const sections = menuSections(shellMenus(1, true, f), f);
    expect(sections.map((s) => [s.item.label, labels(s.children)])).toEqual([
      ['Home', []],
      ['Account', ['Summary', 'Member information', 'Settings', 'Member plan benefits', 'eBill', 'Data sharing', 'Messages', 'Appeals and complaints', 'Help center', 'Log out']],
      ['Benefits', ['Medical', 'Dental', 'Vision', 'Pharmacy', 'Programs', 'Member Handbooks']],
      ['Find care', ['Resources', 'Find a dentist', 'Cost estimator', 'Authorizations']],
      ['Claims/EOBs', ['Claims', 'EOBs']],
    ]);
  });

  it('gives dependants a plain Claims link, and the site map leaves out Log out', () => {
    const f = facts({ viewer: aMember({ memberSuffix: 1 }) });
    const map = siteMap(shellMenus(1, true, f), f);
    expect(map.find((s) => s.item.label === 'Claims')?.children).toEqual([]);
    expect(labels(map.find((s) => s.item.label === 'Account')?.children ?? [])).not.toContain('Log out');
  });

  it('has no Benefits or Find care section for a termed member', () => {
    const f = facts({ viewer: aMemberWithEverywhere(anEligibility({ terminationDate: '2025-01-01' })) });
    expect(labels(siteMap(shellMenus(1, true, f), f).map((s) => s.item))).toEqual(['Home', 'Account', 'Claims/EOBs']);
  });
});

describe('groupSwitcher', () => {
  const groups = [
    aGroup({ groupId: '10001234', groupName: 'Riverbend Schools District', planTerminationDate: '2025-12-31' }),
    aGroup({ groupId: '10009999', groupName: 'Cascade', planEffectiveDate: '2023-01-01', planTerminationDate: '2024-12-31', inactive: true }),
  ];

  it('is offered with more than one group, names cut at 10 characters plus an ellipsis', () => {
    const switcher = groupSwitcher(groups, '10001234', TODAY);
    expect(switcher.offered).toBe(true);
    expect(switcher.current?.shortName).toBe('Riverbend …');
    expect(switcher.options.map((o) => o.shortName)).toEqual(['Riverbend …', 'Cascade']);
  });

  it("reads 'present' for an end date in the future and the date for one in the past", () => {
    const [first, second] = groupSwitcher(groups, '10001234', TODAY).options;
    expect(first?.planLine).toBe('10001234 Riverbend Schools District: 01/01/2024 - present');
    expect(second?.planLine).toBe('10009999 Cascade: 01/01/2023 - 12/31/2024');
    expect(second?.inactive).toBe(true);
  });

  it('is not offered with one group', () => {
    const switcher = groupSwitcher([aGroup()], '10001234', TODAY);
    expect(switcher.offered).toBe(false);
    expect(switcher.current?.groupId).toBe('10001234');
  });
});
