import { DateTime } from 'luxon';
import type { BenefitHistory, HistoryEligibility, MemberHistory } from '../model';
import type { CoverageCategory } from './benefit-categories';
import { categoryShortCode } from './benefit-categories';
import { isoDay, todayDay } from './dates';

/**
 * Benefit history (spec sections 2 and 3): per category short code, each member's eligibilities with
 * effective and termed dates and plan. A plan year runs from its effective date to its termed date, both
 * included (the next plan year starts the day after the termed date); no termed date means still running.
 */

/**
 * The day an /history/{effectiveTime} segment names: a yyyy-mm-dd day, or a time in milliseconds since the
 * epoch (read in UTC, as the dates of the history are calendar days); null when it is neither.
 */
export function parseEffectiveTime(segment: string): string | null {
  const trimmed = segment.trim();
  if (/^-?\d{9,}$/.test(trimmed)) {
    const parsed = DateTime.fromMillis(Number(trimmed), { zone: 'utc' });
    return parsed.isValid ? parsed.toISODate() : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}/.test(trimmed)) return null;
  return isoDay(trimmed);
}

/** Whether a plan year covers the day: effective <= day <= termed (or no termed date). */
export function historyCovers(eligibility: HistoryEligibility, day: string): boolean {
  const effective = isoDay(eligibility.effectiveDate);
  const wanted = isoDay(day);
  if (effective === null || wanted === null || wanted < effective) return false;
  const termed = isoDay(eligibility.termedDate);
  return termed === null || wanted <= termed;
}

/** The plan year in force on the day, or null; when rows overlap, the one that started last wins. */
export function eligibilityOn(eligibilities: readonly HistoryEligibility[], day: string): HistoryEligibility | null {
  const covering = eligibilities.filter((eligibility) => historyCovers(eligibility, day));
  return covering.sort((a, b) => ((isoDay(a.effectiveDate) ?? '') < (isoDay(b.effectiveDate) ?? '') ? 1 : -1))[0] ?? null;
}

/** The members of a category's history (matched by its short code, any casing); empty when there are none. */
export function categoryHistory(history: BenefitHistory, category: CoverageCategory): readonly MemberHistory[] {
  const code = categoryShortCode(category);
  const key = Object.keys(history).find((candidate) => candidate.trim().toUpperCase() === code);
  return key === undefined ? [] : (history[key] ?? []);
}

/** Plan years that ended before today, newest first: the past plan years a benefits page links to. */
export function pastPlanYears(eligibilities: readonly HistoryEligibility[], today: string): HistoryEligibility[] {
  const day = todayDay(today);
  return eligibilities
    .filter((eligibility) => {
      const termed = isoDay(eligibility.termedDate);
      return termed !== null && termed < day && isoDay(eligibility.effectiveDate) !== null;
    })
    .sort((a, b) => ((isoDay(a.effectiveDate) ?? '') < (isoDay(b.effectiveDate) ?? '') ? 1 : -1));
}

/** Plan years newest first, for a member's history table. */
export function newestFirst(eligibilities: readonly HistoryEligibility[]): HistoryEligibility[] {
  return [...eligibilities].sort((a, b) => ((isoDay(a.effectiveDate) ?? '') < (isoDay(b.effectiveDate) ?? '') ? 1 : -1));
}
