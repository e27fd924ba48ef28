import { describe, expect, it } from 'vitest';
import type { MenuFacts } from './menus-and-permissions';
import {
  accountMenu,
  benefitsMenu,
  benefitsPageAllowed,
  canSeeEobs,
  claimsLabel,
  findCareAllowed,
  findCareMenu,
  handbooksRoute,
  idCardAllowed,
  isAdult,
  isSummitLike,
  primaryCareMenuVisible,
  primaryMenu,
  settingsVisible,
  utilityMenu,
} from './menus-and-permissions';
import { aMember, aMemberWithEverywhere, anEligibility, labelsOf, someMenuFacts } from './testing/builders';

const TODAY = '2025-06-15';
const termed = anEligibility({ effectiveDate: '2024-01-01', terminationDate: '2025-01-01' });
const future = anEligibility({ effectiveDate: '2025-07-01' });

const facts = someMenuFacts;
const labels = labelsOf;

// Which entries each menu shows for which member, brand and token are the scenarios of
// features/domain/menus-and-permissions.feature; these tests hold the routes behind the entries and the edges.
describe('primaryMenu', () => {
  it('shows everything with routes for an active subscriber', () => {
    expect(primaryMenu(facts())).toEqual([
      { label: 'Home', path: '/home' },
      { label: 'Account', path: '/account/summary' },
      { label: 'Benefits', path: '/benefits/medical' },
      { label: 'Find care', path: '/find-care' },
      { label: 'Claims/EOBs', path: '/claims' },
    ]);
  });

  it('labels claims by the member suffix', () => {
    expect(claimsLabel({ memberSuffix: 2 })).toBe('Claims');
    expect(claimsLabel({ memberSuffix: 0 })).toBe('Claims/EOBs');
  });

  it('opens Benefits on the first benefits page', () => {
    const dentalOnly = aMemberWithEverywhere(null, { dentalEligibility: anEligibility() });
    expect(primaryMenu(facts({ viewer: dentalOnly }))[2]).toEqual({ label: 'Benefits', path: '/benefits/dental' });
    expect(primaryMenu(facts({ domainId: 2 }))[2]).toEqual({ label: 'Benefits', path: '/benefits/summary' });
  });
});

describe('findCareAllowed', () => {
  it('is the rule behind the Find care entry: active or future eligibility, never termed only', () => {
    const cases = [
      aMemberWithEverywhere(anEligibility()),
      aMemberWithEverywhere(future),
      aMemberWithEverywhere(termed),
      aMemberWithEverywhere(null, { dentalEligibility: termed }),
    ];
    expect(cases.map((viewer) => findCareAllowed(viewer, TODAY))).toEqual([true, true, false, false]);
    for (const viewer of cases) {
      expect(labels(primaryMenu(facts({ viewer }))).includes('Find care')).toBe(findCareAllowed(viewer, TODAY));
    }
  });
});

describe('utilityMenu', () => {
  it('leads members to their support page and visitors to the public contact page', () => {
    expect(utilityMenu(true, 1)).toEqual([
      { label: 'Contact us', path: '/support/customer-service' },
      { label: 'Log out', path: '/logout' },
    ]);
    expect(utilityMenu(false, 1)).toEqual([
      { label: 'Log in', path: '/login' },
      { label: 'Contact us', path: '/contact-us' },
    ]);
  });
});

describe('accountMenu', () => {
  it('lists every entry with its route for a subscriber with eBill and a new-id token', () => {
    expect(accountMenu(facts({ tokenRole: 'new-id' }))).toEqual([
      { label: 'Summary', path: '/account/summary' },
      { label: 'Member information', path: '/account/member-information' },
      { label: 'Settings', path: '/account/settings' },
      { label: 'Member plan benefits', path: '/account/plan-benefits' },
      { label: 'eBill', path: '/account/ebill' },
      { label: 'Data sharing', path: '/account/data-sharing' },
      { label: 'Messages', path: '/messages' },
      { label: 'Appeals and complaints', path: '/account/appeals' },
      { label: 'Help center', path: '/account/support' },
      { label: 'New ID', path: '/new-id' },
      { label: 'Log out', path: '/logout' },
    ]);
  });
});

describe('settingsVisible and isAdult', () => {
  it('shows Settings to subscribers whatever their age or brand', () => {
    expect(settingsVisible(5, { memberSuffix: 0, dateOfBirth: '2010-01-01' }, TODAY)).toBe(true);
  });

  it.each([
    ['2007-06-15', true, '18th birthday today'],
    ['2007-06-14', true, 'the day after the 18th birthday'],
    ['2007-06-16', false, '18th birthday tomorrow'],
    ['2010-01-01', false, 'a 15-year-old'],
    ['not a date', false, 'an unreadable date of birth'],
  ] as const)('born %s: adult %s (%s)', (dateOfBirth, adult, _why) => {
    expect(isAdult(dateOfBirth, TODAY)).toBe(adult);
    expect(settingsVisible(1, { memberSuffix: 1, dateOfBirth }, TODAY)).toBe(adult);
  });

  it('makes a 29 February baby an adult on 1 March in common years (18 years before 28 February is 28 February)', () => {
    expect(isAdult('2008-02-29', '2026-02-28')).toBe(false);
    expect(isAdult('2008-02-29', '2026-03-01')).toBe(true);
  });
});

describe('benefitsMenu', () => {
  it('lists eligible categories, Programs, Referrals, Handbooks and Medicare Materials in order', () => {
    expect(benefitsMenu(facts())).toEqual([
      { label: 'Medical', path: '/benefits/medical', category: 'Medical' },
      { label: 'Dental', path: '/benefits/dental', category: 'Dental' },
      { label: 'Vision', path: '/benefits/vision', category: 'Vision' },
      { label: 'Pharmacy', path: '/benefits/pharmacy', category: 'Pharmacy' },
      { label: 'Programs', path: '/benefits/programs', category: 'Programs' },
      { label: 'Referrals', path: '/benefits/referrals', category: 'Referrals' },
      { label: 'Member Handbooks', path: '/benefits/handbooks', category: 'Member Handbooks' },
      { label: 'Medicare Materials', path: '/benefits/medicare-materials', category: 'Medicare Materials' },
    ]);
  });

  it('shows the Certificate instead of Handbooks when the handbooks label is not Member Handbooks', () => {
    const items = benefitsMenu(facts({ handbooksLabel: 'Plan documents' }));
    expect(items.find((item) => item.category === 'Certificate of Coverage')).toEqual({
      label: 'Certificate of Coverage',
      path: '/benefits/certificate',
      category: 'Certificate of Coverage',
    });
  });

  it('opens the reduced menu on the benefits summary', () => {
    expect(benefitsMenu(facts({ domainId: 2 }))[0]).toEqual({ label: 'Benefits', path: '/benefits/summary', category: 'Summary' });
  });

  it('keeps Handbooks on the reduced menu whatever its label, under the configured path', () => {
    const items = benefitsMenu(facts({ domainId: 2, handbooksLabel: 'Plan documents', handbooksPath: 'plan-documents' }));
    expect(items.find((item) => item.category === 'Member Handbooks')).toEqual({
      label: 'Plan documents',
      path: '/benefits/plan-documents',
      category: 'Member Handbooks',
    });
  });

  it('builds the handbooks route from the brand', () => {
    expect(handbooksRoute({ domainId: 1 })).toBe('/benefits/handbooks');
    expect(handbooksRoute({ domainId: 1, handbooksPath: '/member-books' })).toBe('/benefits/member-books');
  });
});

describe('permissions', () => {
  it('shows EOBs to subscribers only', () => {
    expect(canSeeEobs({ memberSuffix: 0 })).toBe(true);
    expect(canSeeEobs({ memberSuffix: 1 })).toBe(false);
  });

  it('blocks termed members from the ID card', () => {
    expect(idCardAllowed(aMemberWithEverywhere(termed), TODAY)).toBe(false);
    expect(idCardAllowed(aMember(), TODAY)).toBe(true);
    expect(idCardAllowed(aMemberWithEverywhere(future), TODAY)).toBe(true);
  });

  it('treats Summit and group 10004760 alike', () => {
    expect(isSummitLike(2, null)).toBe(true);
    expect(isSummitLike(1, '10004760')).toBe(true);
    expect(isSummitLike(5, '10004760')).toBe(true);
    expect(isSummitLike(1, '10002805')).toBe(false);
  });

  it.each([
    [true, false, false, true],
    [false, true, false, true],
    [false, false, true, true],
    [false, false, false, false],
  ] as const)('primary care menu (history %s, selection %s, eligible %s) visible: %s', (history, selection, eligible, visible) => {
    const primaryCare = { subscriberHasMembersWithHistory: history, memberHasSelection: selection, eligible };
    expect(primaryCareMenuVisible(primaryCare)).toBe(visible);
    expect(labels(findCareMenu({ primaryCare, viewer: aMember(), today: '2025-06-15' })).includes('Primary care')).toBe(visible);
  });
});

/** The facts of the benefits page access checks. */
const pageFacts = (overrides: Partial<MenuFacts> = {}): MenuFacts => ({
  domainId: 1,
  groupId: '10001234',
  viewer: aMember({ visionEligibility: null }),
  today: '2025-06-15',
  hasEbill: false,
  hasReferrals: false,
  hasMedicareMaterials: false,
  tokenRole: 'member',
  issuedByNewId: false,
  primaryCare: { eligible: false, memberHasSelection: false, subscriberHasMembersWithHistory: false },
  ...overrides,
});

describe('benefitsPageAllowed', () => {
  it('opens the categories the member holds and the summary', () => {
    expect(benefitsPageAllowed('Medical', pageFacts())).toBe(true);
    expect(benefitsPageAllowed('Vision', pageFacts())).toBe(false);
    expect(benefitsPageAllowed('Summary', pageFacts())).toBe(true);
  });

  it('follows the menu for referrals, programs and documents', () => {
    expect(benefitsPageAllowed('Referrals', pageFacts())).toBe(false);
    expect(benefitsPageAllowed('Referrals', pageFacts({ hasReferrals: true }))).toBe(true);
    expect(benefitsPageAllowed('Programs', pageFacts({ domainId: 5 }))).toBe(false);
    expect(benefitsPageAllowed('Certificate of Coverage', pageFacts())).toBe(true);
    expect(benefitsPageAllowed('Member Handbooks', pageFacts({ domainId: 5 }))).toBe(false);
  });

  it('closes every page to a member without active or future eligibility', () => {
    const termed = aMember({
      medicalEligibility: anEligibility({ terminationDate: '2025-01-01' }),
      dentalEligibility: null,
      visionEligibility: null,
      pharmacyEligibility: null,
    });
    expect(benefitsPageAllowed('Summary', pageFacts({ viewer: termed }))).toBe(false);
    expect(benefitsPageAllowed('Medicare Materials', pageFacts({ viewer: termed }))).toBe(false);
  });
});
