import { describe, expect, it } from 'vitest';
import {
  featuredPrograms,
  hasProgram,
  homePrograms,
  isExternalProgram,
  isSupplementalVision,
  PROGRAM_IDS,
  shortcutPrograms,
  truncateProgramName,
} from './programs';
import { aProgram } from './testing/builders';

const catalogue = [
  aProgram({ id: 1, displayOrder: 7 }),
  aProgram({ id: 4, displayOrder: 2 }),
  aProgram({ id: 8, displayOrder: 5 }),
  aProgram({ id: 13, displayOrder: 1 }),
  aProgram({ id: 27, displayOrder: 3 }),
  aProgram({ id: 33, displayOrder: 6 }),
  aProgram({ id: 36, displayOrder: 4 }),
  aProgram({ id: 41, displayOrder: 0, highPriority: false }),
  aProgram({ id: 92, displayOrder: 0, eligible: false }),
];

describe('featuredPrograms', () => {
  it('are eligible, high-priority, by displayOrder, at most 5', () => {
    expect(featuredPrograms(catalogue, false).map((p) => p.id)).toEqual([13, 4, 27, 36, 8]);
  });

  it('are none for termed members', () => {
    expect(featuredPrograms(catalogue, true)).toEqual([]);
  });

  it('leave the input order alone', () => {
    featuredPrograms(catalogue, false);
    expect(catalogue[0]?.id).toBe(1);
  });
});

describe('homePrograms', () => {
  it('are at most 6 high-priority enrolled programs by displayOrder', () => {
    expect(homePrograms(catalogue, false).map((p) => p.id)).toEqual([13, 4, 27, 36, 8, 33]);
  });

  it('are none for termed members', () => {
    expect(homePrograms(catalogue, true)).toEqual([]);
  });
});

describe('truncateProgramName', () => {
  it('keeps names of up to 25 characters', () => {
    expect(truncateProgramName('Behavioral health champ')).toBe('Behavioral health champ');
    expect(truncateProgramName('A'.repeat(25))).toBe('A'.repeat(25));
  });

  it("cuts longer names to 25 characters followed by '...'", () => {
    expect(truncateProgramName('A'.repeat(26))).toBe(`${'A'.repeat(25)}...`);
    expect(truncateProgramName('Behavioral health champions program')).toBe('Behavioral health champio...');
  });

  it('never splits an emoji', () => {
    expect(truncateProgramName(`${'😀'.repeat(26)}`)).toBe(`${'😀'.repeat(25)}...`);
  });
});

describe('isExternalProgram', () => {
  it('is external when it opens a web address and has no internal resource', () => {
    expect(isExternalProgram({ resource: null, url: 'https://activeandfit.example.com' })).toBe(true);
    expect(isExternalProgram({ resource: '', url: 'HTTP://partner.example.com/x' })).toBe(true);
  });

  it('is internal with a resource, or without a web address', () => {
    expect(isExternalProgram({ resource: 'cost-estimator', url: 'https://x.example.com' })).toBe(false);
    expect(isExternalProgram({ resource: null, url: null })).toBe(false);
    expect(isExternalProgram({ resource: null, url: '/benefits/programs/4' })).toBe(false);
  });
});

describe('shortcutPrograms', () => {
  const everything = { domainId: 1 as const, hasEbill: true, termed: false, outlineOfCoverageUrl: 'https://docs.example.com/ooc.pdf' };

  it('are the program shortcut, eBill and Outline of Coverage', () => {
    expect(shortcutPrograms(everything).map((p) => p.id)).toEqual([-2, -1, -3]);
    expect(shortcutPrograms(everything)[2]?.url).toBe('https://docs.example.com/ooc.pdf');
  });

  it('hide eBill without eBill; a termed member gets neither eBill nor the program shortcut', () => {
    expect(shortcutPrograms({ ...everything, hasEbill: false }).map((p) => p.id)).toEqual([-2, -3]);
    expect(shortcutPrograms({ ...everything, termed: true }).map((p) => p.id)).toEqual([-3]);
  });

  it('hide the Outline of Coverage when no address was returned', () => {
    expect(shortcutPrograms({ ...everything, outlineOfCoverageUrl: null }).map((p) => p.id)).toEqual([-2, -1]);
    expect(shortcutPrograms({ ...everything, outlineOfCoverageUrl: '  ' }).map((p) => p.id)).toEqual([-2, -1]);
  });

  it('are none on Providence', () => {
    expect(shortcutPrograms({ ...everything, domainId: 5 })).toEqual([]);
  });

  it('show eBill on Summit like on the main brand', () => {
    expect(shortcutPrograms({ ...everything, domainId: 2 }).map((p) => p.id)).toEqual([-2, -1, -3]);
  });
});

describe('program ids', () => {
  it('know the spec ids', () => {
    expect(PROGRAM_IDS.PASSPORT_DENTAL).toBe(27);
    expect(PROGRAM_IDS.NAVITUS).toBe(37);
    expect(isSupplementalVision(7)).toBe(true);
    expect(isSupplementalVision(15)).toBe(true);
    expect(isSupplementalVision(8)).toBe(false);
    expect(hasProgram(catalogue, PROGRAM_IDS.NAVITUS)).toBe(false);
    expect(hasProgram([aProgram({ id: 37 })], PROGRAM_IDS.NAVITUS)).toBe(true);
  });
});
