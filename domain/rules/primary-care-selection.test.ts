import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PcpHistoryEntry, PrimaryCareMember } from '../model';
import {
  confirmationEmailError,
  eligibleForSelection,
  isOpenEnded,
  pastSelections,
  pcpSearchErrors,
  pcpSelectRequest,
  SEARCH_RADIUS_MILES,
  periodLabel,
  selectionEffectiveDate,
  upcomingSelections,
} from './primary-care-selection';

const TODAY = '2025-06-15';
const entry = (providerId: string, beginDate: string, endDate: string | null, overrides: Partial<PcpHistoryEntry> = {}): PcpHistoryEntry => ({
  providerId,
  providerName: providerId,
  providerTitle: 'MD',
  beginDate,
  endDate,
  pcpSelected: true,
  pcpTerminationReason: null,
  locations: [],
  ...overrides,
});
const pcpMember = (eligibleDates: PrimaryCareMember['eligibleDates'], memberKey = 'K-1'): PrimaryCareMember => ({ memberKey, eligibleDates, pcp360History: [] });

describe('selectionEffectiveDate', () => {
  it('is today while a period covers today', () => {
    expect(selectionEffectiveDate([{ effectiveDate: '2024-01-01', terminationDate: null }], TODAY)).toBe(TODAY);
    expect(selectionEffectiveDate([{ effectiveDate: TODAY, terminationDate: '9999-12-31' }], TODAY)).toBe(TODAY);
  });

  it('is the start of the next period when coverage has not started', () => {
    expect(selectionEffectiveDate([{ effectiveDate: '2025-07-01', terminationDate: null }], TODAY)).toBe('2025-07-01');
  });

  it('is null once every period has ended (the termination day is no longer covered)', () => {
    expect(selectionEffectiveDate([{ effectiveDate: '2024-01-01', terminationDate: TODAY }], TODAY)).toBeNull();
    expect(selectionEffectiveDate([], TODAY)).toBeNull();
  });
});

describe('eligibleForSelection', () => {
  const member = pcpMember([{ effectiveDate: '2024-01-01', terminationDate: null }]);
  it('needs an eligible plan that names the member and a period covering today or later', () => {
    expect(eligibleForSelection(member, { eligible: true, members: ['K-1'] }, TODAY)).toBe(true);
    expect(eligibleForSelection(member, { eligible: true, members: ['K-2'] }, TODAY)).toBe(false);
    expect(eligibleForSelection(member, { eligible: false, members: ['K-1'] }, TODAY)).toBe(false);
    expect(eligibleForSelection(member, null, TODAY)).toBe(false);
    expect(eligibleForSelection(pcpMember([{ effectiveDate: '2024-01-01', terminationDate: '2025-01-01' }]), { eligible: true, members: ['K-1'] }, TODAY)).toBe(false);
  });
});

describe('past and upcoming selections', () => {
  const history = [
    entry('OLD', '2023-01-01', '2024-01-01', { pcpTerminationReason: 'Provider retired', pcpSelected: false }),
    entry('PREVIOUS', '2024-01-01', TODAY, { pcpTerminationReason: 'Member changed provider' }),
    entry('CURRENT', TODAY, '9999-12-31'),
    entry('NEXT', '2025-09-01', null),
  ];
  it('past ones ended on or before today, most recent first', () => {
    expect(pastSelections(history, TODAY).map((e) => e.providerId)).toEqual(['PREVIOUS', 'OLD']);
  });
  it('upcoming ones start after today', () => {
    expect(upcomingSelections(history, TODAY).map((e) => e.providerId)).toEqual(['NEXT']);
  });
});

describe('periodLabel', () => {
  it('shows mm/dd/yyyy and present for an open end', () => {
    expect(periodLabel('2024-01-01', null)).toBe('01/01/2024 - present');
    expect(periodLabel('2024-01-01', '9999-12-31')).toBe('01/01/2024 - present');
    expect(periodLabel('2024-01-01', '2024-12-31')).toBe('01/01/2024 - 12/31/2024');
    expect(isOpenEnded('2026-01-01')).toBe(false);
  });
});

describe('search and select requests', () => {
  it('needs a 5-digit ZIP and an offered distance', () => {
    expect(pcpSearchErrors({ zip: '97214', radius: 25, searchString: '' })).toEqual({});
    expect(pcpSearchErrors({ zip: '', radius: 25, searchString: '' })).toEqual({ zip: 'ZIP code is a required field' });
    expect(pcpSearchErrors({ zip: '9721', radius: 25, searchString: '' })).toEqual({ zip: 'Invalid zip code' });
    expect(pcpSearchErrors({ zip: '97214', radius: 7, searchString: '' }).radius).toBeDefined();
  });

  it('takes an optional e-mail, checked only when given', () => {
    expect(confirmationEmailError('')).toBeNull();
    expect(confirmationEmailError(' ravi@example.com ')).toBeNull();
    expect(confirmationEmailError('ravi@')).toBe('Invalid email address');
  });

  it('builds the select request with a null e-mail when none is given', () => {
    expect(pcpSelectRequest('P-1', [{ memberKey: 'K-1', effectiveDate: TODAY }], '  ')).toEqual({
      pcpSelectList: [{ memberKey: 'K-1', effectiveDate: TODAY }],
      providerId: 'P-1',
      email: null,
    });
  });
});

describe('primary care validators (properties)', () => {
  const anyText = fc.string({ unit: 'binary', maxLength: 80 });

  it('never throw on arbitrary input and answer a message or nothing', () => {
    fc.assert(
      fc.property(anyText, anyText, fc.integer(), (zip, searchString, radius) => {
        const email = confirmationEmailError(zip);
        expect(email === null || typeof email === 'string').toBe(true);
        for (const message of Object.values(pcpSearchErrors({ zip, radius, searchString }))) expect(typeof message).toBe('string');
      }),
    );
  });

  it('accept a blank or valid confirmation e-mail and a five-digit ZIP with an offered radius', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.stringMatching(/^\s*$/), fc.emailAddress().filter((address) => address.split('@')[1]?.includes('.') === true)),
        fc.stringMatching(/^\d{5}$/),
        fc.constantFrom(...SEARCH_RADIUS_MILES),
        fc.string({ unit: 'binary', maxLength: 60 }),
        (email, zip, radius, searchString) => {
          expect(confirmationEmailError(email)).toBeNull();
          expect(pcpSearchErrors({ zip, radius, searchString })).toEqual({});
        },
      ),
    );
  });
});
