import { describe, expect, it } from 'vitest';
import { NO_CLAIMS_FILTER, type ClaimsFilter } from '../../domain/rules/claims';
import { ListFilter } from './list-filter';

describe('ListFilter', () => {
  it('starts from no filter and reads "All members" as no member', () => {
    const filters = new ListFilter<ClaimsFilter>(NO_CLAIMS_FILTER);
    expect(filters.value).toBe(NO_CLAIMS_FILTER);
    filters.setMember('M-2');
    expect(filters.value.memberKey).toBe('M-2');
    filters.setMember('');
    expect(filters.value.memberKey).toBeNull();
  });

  it('keeps what was typed, and drops the date messages once a date is typed again', () => {
    const filters = new ListFilter<ClaimsFilter>(NO_CLAIMS_FILTER);
    filters.setFromDate('13/45/2026');
    filters.showErrors({ fromDate: 'Invalid Start date' });
    filters.set('claimType', 'dental');
    expect(filters.errors).toEqual({ fromDate: 'Invalid Start date' });
    filters.setToDate('01/31/2026');
    expect(filters.errors).toEqual({});
    expect(filters.value).toEqual({ memberKey: null, claimType: 'dental', fromDate: '13/45/2026', toDate: '01/31/2026' });
  });

  it('goes back to no filter, without messages, on reset', () => {
    const filters = new ListFilter<ClaimsFilter>(NO_CLAIMS_FILTER);
    filters.setFromDate('x');
    filters.showErrors({ fromDate: 'Invalid Start date' });
    filters.reset();
    expect(filters.value).toBe(NO_CLAIMS_FILTER);
    expect(filters.errors).toEqual({});
  });
});
