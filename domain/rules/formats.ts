import type { Group } from '../model';
import { FORMATS_COPY } from '../copy/formats-copy';
import { NOTICES_COPY } from '../copy/notices-copy';
import { GROUP_NAME_MAX } from './constants';
import { formatIsoDay, isoDay, pad, parseIsoDay, todayDay } from './dates';

/**
 * Display and wire formats of spec section 9: yyyy-mm-dd to the gateway, mm/dd/yyyy for primary care and
 * date pickers, 'MMMM d, y' in banners, USD with two decimals. Formatters answer '' for an unreadable
 * date so a template never shows 'Invalid DateTime'. Plain string work on ISO days (dates.ts says why
 * not luxon); formats.test.ts checks them against luxon.
 */

/** 'March 31, 2025' (Angular's 'MMMM d, y'); '31 de marzo de 2025' in Spanish. */
export function formatBannerDate(iso: string | null | undefined): string {
  const day = parseIsoDay(iso);
  return day === null ? '' : FORMATS_COPY.longDate(FORMATS_COPY.monthNames[day.month - 1] ?? '', day.day, pad(day.year, 4));
}

/** A time of day from its 24-hour figures: '11:30 AM'; '11:30 a. m.' in Spanish. */
export function formatTimeOfDay(hour: number, minute: number): string {
  return FORMATS_COPY.time(hour % 12 === 0 ? 12 : hour % 12, pad(minute), hour < 12);
}

/** '03/31/2025'. */
export function formatPrimaryCareDate(iso: string | null | undefined): string {
  const day = parseIsoDay(iso);
  return day === null ? '' : `${pad(day.month)}/${pad(day.day)}/${pad(day.year, 4)}`;
}

/** The 'yyyy-mm-dd' the gateway wants (asOfDate and the like) from an ISO value or a picker date; null if unreadable. */
export function toGatewayDate(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return parsePickerDate(value) ?? isoDay(value);
}

/** A date picker's 'mm/dd/yyyy' (leading zeros optional) as 'yyyy-mm-dd', or null when it is not a real date. */
export function parsePickerDate(value: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (match === null) return null;
  return realDay(Number(match[3]), Number(match[1]), Number(match[2]));
}

/** A date typed in a form: strictly 'yyyy-mm-dd' or a picker's 'mm/dd/yyyy'; null otherwise. */
export function parseFormDate(value: string): string | null {
  const trimmed = value.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  if (iso !== null) return realDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return parsePickerDate(trimmed);
}

/** 'yyyy-mm-dd' when year, month and day make a real day, else null. */
function realDay(year: number, month: number, day: number): string | null {
  const text = formatIsoDay({ year, month, day });
  return isoDay(text) === text ? text : null;
}

/** Group names in the selector: cut at 10 characters plus an ellipsis. */
export function truncateGroupName(name: string): string {
  const characters = Array.from(name);
  return characters.length > GROUP_NAME_MAX ? `${characters.slice(0, GROUP_NAME_MAX).join('')}…` : name;
}

/**
 * 'groupId groupName: effective - termination' with mm/dd/yyyy dates; the end reads 'present' when the
 * plan has no termination date or it lies after today.
 */
export function formatGroupPlanLine(
  group: Pick<Group, 'groupId' | 'groupName' | 'planEffectiveDate' | 'planTerminationDate'>,
  today: string,
): string {
  const termination = isoDay(group.planTerminationDate);
  const end =
    termination === null || termination > todayDay(today) ? NOTICES_COPY.presentPlanEnd : formatPrimaryCareDate(termination);
  return `${group.groupId} ${group.groupName}: ${formatPrimaryCareDate(group.planEffectiveDate)} - ${end}`;
}
