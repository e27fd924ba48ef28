import { Link } from 'wouter';
import { formatBannerDate } from '../../domain/rules/formats';
import { BENEFITS_COPY } from './benefits-copy';

/** On a page opened for another day (from the summary or a past plan year): which day, and back to today. */
export function AsOfNotice({ asOfDate, todayPath }: { readonly asOfDate: string | null; readonly todayPath: string }) {
  if (asOfDate === null) return null;
  return (
    <p className="as-of-note as-of-note--chosen">
      {BENEFITS_COPY.asOfShowing(formatBannerDate(asOfDate))} <Link href={todayPath}>{BENEFITS_COPY.backToToday}</Link>
    </p>
  );
}
