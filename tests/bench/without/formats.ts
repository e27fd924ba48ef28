import { LOCALES } from '../../../domain/copy/language';
import { languageInForce } from '../../../domain/copy/localized';
import { parseIsoDay } from '../../../domain/rules/dates';

/** Without the Intl-free formats: dates and times written by Intl, as plain code would. */
export { formatPrimaryCareDate, toGatewayDate, parsePickerDate, parseFormDate, truncateGroupName, formatGroupPlanLine } from '../../../domain/rules/formats';

export function formatBannerDate(iso: string | null | undefined): string {
  const day = parseIsoDay(iso);
  if (day === null) return '';
  return new Intl.DateTimeFormat(LOCALES[languageInForce()], { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(day.year, day.month - 1, day.day));
}

export function formatTimeOfDay(hour: number, minute: number): string {
  return new Intl.DateTimeFormat(LOCALES[languageInForce()], { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, hour, minute));
}
