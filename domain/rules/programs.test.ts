import { describe, expect, it } from 'vitest';
import {
  featuredPrograms,
  hasProgram,
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

/**
 * Which programs are featured and listed on home, how tiles shorten names and which shortcut tiles show, as
 * an analyst reads them, are the scenarios of features/domain/programs.feature; these tests hold the edges.
 */

describe('featuredPrograms', () => {
  it('leave the input order alone', () => {
    featuredPrograms(catalogue, false);
    expect(catalogue[0]?.id).toBe(1);
  });
});

describe('truncateProgramName', () => {
  it('counts characters, not code units: an emoji is never split', () => {
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

  it('link the Outline of Coverage to the address the insurer gave, and read a blank address as none', () => {
    expect(shortcutPrograms(everything)[2]?.url).toBe('https://docs.example.com/ooc.pdf');
    expect(shortcutPrograms({ ...everything, outlineOfCoverageUrl: '  ' }).map((p) => p.id)).toEqual([-2, -1]);
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
