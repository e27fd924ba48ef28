import { useSearchParams } from 'wouter';
import { isoDay } from '../../domain/rules/dates';

/** The member (suffix) and the day (asOfDate, yyyy-mm-dd) a benefits page shows, from its query string. */
export interface BenefitsQuery {
  readonly suffix: number | null;
  readonly asOfDate: string | null;
}

export function readBenefitsQuery(params: URLSearchParams): BenefitsQuery {
  const suffixText = params.get('suffix');
  const suffix = suffixText !== null && /^\d{1,3}$/.test(suffixText) ? Number(suffixText) : null;
  const asOf = params.get('asOfDate');
  const asOfDate = asOf !== null && /^\d{4}-\d{2}-\d{2}$/.test(asOf) ? isoDay(asOf) : null;
  return { suffix, asOfDate };
}

/** The query string for a benefits page: only what differs from the defaults (viewer, today) is written. */
export function benefitsSearch(query: BenefitsQuery): string {
  const params = new URLSearchParams();
  if (query.suffix !== null) params.set('suffix', String(query.suffix));
  if (query.asOfDate !== null) params.set('asOfDate', query.asOfDate);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** The page's query and a way to change it (a new history entry, so Back returns to the previous choice). */
export function useBenefitsQuery(): { readonly query: BenefitsQuery; readonly key: string; readonly change: (next: Partial<BenefitsQuery>) => void } {
  const [params, setParams] = useSearchParams();
  const query = readBenefitsQuery(params);
  const change = (next: Partial<BenefitsQuery>) => {
    const merged = { ...query, ...next };
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (merged.suffix === null) updated.delete('suffix');
      else updated.set('suffix', String(merged.suffix));
      if (merged.asOfDate === null) updated.delete('asOfDate');
      else updated.set('asOfDate', merged.asOfDate);
      return updated;
    });
  };
  return { query, key: `${query.suffix ?? ''}|${query.asOfDate ?? ''}`, change };
}
