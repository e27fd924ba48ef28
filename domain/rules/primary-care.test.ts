import { describe, expect, it } from 'vitest';
import type { PcpHistoryEntry, PrimaryCareMember } from '../model';
import { currentPrimaryCareProvider, primaryCareEntryOn, primaryCareFacts } from './primary-care';

const entry = (overrides: Partial<PcpHistoryEntry> = {}): PcpHistoryEntry => ({
  providerId: 'P-1',
  providerName: 'Dr. Imani Okafor',
  providerTitle: 'MD',
  beginDate: '2025-01-01',
  endDate: '2025-07-01',
  pcpSelected: true,
  pcpTerminationReason: null,
  locations: [],
  ...overrides,
});
const pcpMember = (memberKey: string, history: readonly PcpHistoryEntry[]): PrimaryCareMember => ({
  memberKey,
  eligibleDates: [{ effectiveDate: '2025-01-01', terminationDate: null }],
  pcp360History: history,
});

describe('primaryCareEntryOn (begin <= date < end)', () => {
  const history = [entry(), entry({ providerId: 'P-2', beginDate: '2025-07-01', endDate: null })];

  it.each([
    ['2024-12-31', null],
    ['2025-01-01', 'P-1'],
    ['2025-06-30', 'P-1'],
    ['2025-07-01', 'P-2'],
    ['2030-01-01', 'P-2'],
  ] as const)('on %s the entry is %s', (date, providerId) => {
    expect(primaryCareEntryOn(history, date)?.providerId ?? null).toBe(providerId);
  });
});

describe('currentPrimaryCareProvider', () => {
  it('is the selected provider covering today, or null', () => {
    expect(currentPrimaryCareProvider(pcpMember('M-1', [entry()]), '2025-03-01')?.providerName).toBe('Dr. Imani Okafor');
    expect(currentPrimaryCareProvider(pcpMember('M-1', [entry({ pcpSelected: false })]), '2025-03-01')).toBeNull();
    expect(currentPrimaryCareProvider(pcpMember('M-1', []), '2025-03-01')).toBeNull();
    expect(currentPrimaryCareProvider(undefined, '2025-03-01')).toBeNull();
  });
});

describe('primaryCareFacts', () => {
  const members = [pcpMember('M-1', []), pcpMember('M-2', [entry()])];

  it('counts family history only for the subscriber', () => {
    const asSubscriber = primaryCareFacts({ viewerMemberKey: 'M-1', viewerIsSubscriber: true, members, eligibility: null });
    expect(asSubscriber).toEqual({ subscriberHasMembersWithHistory: true, memberHasSelection: false, eligible: false });
    const asDependant = primaryCareFacts({ viewerMemberKey: 'M-1', viewerIsSubscriber: false, members, eligibility: null });
    expect(asDependant.subscriberHasMembersWithHistory).toBe(false);
  });

  it("sees the viewer's own selection and the eligibility answer", () => {
    const facts = primaryCareFacts({
      viewerMemberKey: 'M-2',
      viewerIsSubscriber: false,
      members,
      eligibility: { eligible: true, members: ['M-2'] },
    });
    expect(facts).toEqual({ subscriberHasMembersWithHistory: false, memberHasSelection: true, eligible: true });
  });
});
