import { describe, expect, it } from 'vitest';
import { AccumulatorLedger, metBefore, type AccumulatorDefinition, type MetThisYear } from './accumulator-ledger';

const YEAR = '2025-01-01';
const medical: AccumulatorDefinition[] = [
  { kind: 'deductible', coverage: 'individual', network: 'in-network', limit: 1000 },
  { kind: 'deductible', coverage: 'family', network: 'in-network', limit: 1500 },
  { kind: 'out-of-pocket', coverage: 'individual', network: 'in-network', limit: 3000 },
];
const ledger = () => new AccumulatorLedger({ medical, dental: [{ kind: 'annual-maximum', coverage: 'individual', network: 'combined', limit: 1500 }] });

const met = (inNetwork: { deductible: number; outOfPocket: number }, annualMaximum = 0): MetThisYear => ({
  medical: { 'in-network': inNetwork, 'out-of-network': { deductible: 0, outOfPocket: 0 } },
  dental: { deductible: 0, annualMaximum },
});

describe('AccumulatorLedger', () => {
  it('stops a member’s deductible at the family limit once the family has met it', () => {
    const family = ledger();
    family.add('A', 'medical', YEAR, 'deductible', 'in-network', 900);
    expect(family.room('B', 'medical', YEAR, 'deductible', 'in-network')).toBe(600);
    family.add('B', 'medical', YEAR, 'deductible', 'in-network', 800);
    expect(family.room('B', 'medical', YEAR, 'deductible', 'in-network')).toBe(0);
    expect(family.room('A', 'medical', YEAR, 'deductible', 'in-network')).toBe(0);
  });

  it('keeps plan years and tiers apart, and has no room to report where the plan keeps no accumulator', () => {
    const family = ledger();
    family.add('A', 'medical', YEAR, 'deductible', 'in-network', 1000);
    expect(family.room('A', 'medical', '2026-01-01', 'deductible', 'in-network')).toBe(1000);
    expect(family.room('A', 'medical', YEAR, 'deductible', 'out-of-network')).toBeNull();
    expect(family.room('A', 'dental', YEAR, 'annual-maximum', 'out-of-network')).toBe(1500);
  });

  it('opens a plan year at what a member met before the claims on file, and reads it back', () => {
    const family = ledger();
    family.openYear('A', { medical: YEAR, dental: YEAR }, met({ deductible: 400, outOfPocket: 450 }, 300));
    family.add('A', 'medical', YEAR, 'out-of-pocket', 'in-network', 50);
    expect(family.metThisYear('A', { medical: YEAR, dental: YEAR })).toEqual(met({ deductible: 400, outOfPocket: 500 }, 300));
    expect(family.standing('B', 'medical', YEAR).find((entry) => entry.definition.coverage === 'family')?.met).toBe(400);
  });
});

describe('metBefore', () => {
  it('is what is met today less what the claims counted, never below nothing, and toward out-of-pocket at least the deductible', () => {
    expect(metBefore(met({ deductible: 1012, outOfPocket: 1012 }, 385), met({ deductible: 89, outOfPocket: 119 }, 500))).toEqual(
      met({ deductible: 923, outOfPocket: 923 }, 0),
    );
  });
});
