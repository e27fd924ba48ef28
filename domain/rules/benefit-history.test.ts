import { describe, expect, it } from 'vitest';
import type { HistoryEligibility } from '../model';
import { categoryHistory, eligibilityOn, historyCovers, newestFirst, parseEffectiveTime, pastPlanYears } from './benefit-history';

const years: HistoryEligibility[] = [
  { effectiveDate: '2023-01-01', termedDate: '2023-12-31', plan: 'PPO 500' },
  { effectiveDate: '2024-01-01', termedDate: '2024-12-31', plan: 'PPO 750' },
  { effectiveDate: '2025-01-01', termedDate: null, plan: 'PPO 750 Plus' },
];

describe('parseEffectiveTime', () => {
  it('reads a day or epoch milliseconds', () => {
    expect(parseEffectiveTime('2024-01-01')).toBe('2024-01-01');
    expect(parseEffectiveTime(String(Date.UTC(2024, 0, 1)))).toBe('2024-01-01');
  });

  it('refuses anything else', () => {
    expect(parseEffectiveTime('yesterday')).toBeNull();
    expect(parseEffectiveTime('2024-02-30')).toBeNull();
    expect(parseEffectiveTime('12')).toBeNull();
  });
});

describe('eligibilityOn', () => {
  it('matches the plan year whose dates include the day, both ends included', () => {
    expect(eligibilityOn(years, '2024-01-01')?.plan).toBe('PPO 750');
    expect(eligibilityOn(years, '2024-12-31')?.plan).toBe('PPO 750');
    expect(eligibilityOn(years, '2025-06-15')?.plan).toBe('PPO 750 Plus');
  });

  it('finds nothing before the first plan year', () => {
    expect(eligibilityOn(years, '2022-12-31')).toBeNull();
    expect(historyCovers({ effectiveDate: 'bad', termedDate: null, plan: 'x' }, '2024-01-01')).toBe(false);
  });
});

describe('plan years', () => {
  it('lists the ended ones newest first', () => {
    expect(pastPlanYears(years, '2025-06-15').map((year) => year.plan)).toEqual(['PPO 750', 'PPO 500']);
    expect(newestFirst(years)[0]?.plan).toBe('PPO 750 Plus');
  });

  it('reads a category by its short code in any casing', () => {
    expect(categoryHistory({ m: [{ memberKey: 'A', eligibilities: years }] }, 'Medical')).toHaveLength(1);
    expect(categoryHistory({ M: [] }, 'Dental')).toEqual([]);
  });
});
