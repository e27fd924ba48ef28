import { describe, expect, it } from 'vitest';
import { createNodeContainer } from '../../adapters/node-assembly';
import { NO_CLAIMS_FILTER } from '../../domain/rules/claims';
import { CLAIMS_PAGE_SIZE } from '../../domain/rules/claims-paging';
import { CLAIMS_GATEWAY } from '../ports';
import { LogIn } from '../session/log-in';
import { LoadClaims, type ClaimsView } from './load-claims';

const TODAY = '2025-11-20';

async function claimsOf(username: string) {
  const app = createNodeContainer({ kind: 'memory' }, { today: TODAY, domainId: 1 });
  expect((await app.container.get(LogIn).execute({ username, password: 'Sandbox1' })).kind).toBe('signed-in');
  const load = async (page?: number, filter = NO_CLAIMS_FILTER): Promise<ClaimsView> => {
    const outcome = await app.container.get(LoadClaims).execute(filter, page);
    if (outcome.kind !== 'loaded') throw new Error(outcome.kind);
    return outcome.view;
  };
  return { load, gateway: app.container.get(CLAIMS_GATEWAY) };
}

/** The claims screen's list, a page at a time, for a family with 25 years of claims (the `history` persona). */
describe('LoadClaims a page at a time', () => {
  it('shows the first 25 of thousands of claims with the count and totals of them all, and turns to any page', async () => {
    const { load, gateway } = await claimsOf('history');
    const whole = await gateway.claims({});
    if (whole._tag === 'Left') throw new Error('the claims did not load');
    const first = await load();
    expect(first.claims).toHaveLength(CLAIMS_PAGE_SIZE);
    expect(first).toMatchObject({ page: 1, pageSize: CLAIMS_PAGE_SIZE, total: whole.right.length, pageCount: Math.ceil(whole.right.length / CLAIMS_PAGE_SIZE) });
    expect(first.total).toBeGreaterThanOrEqual(2000);
    expect(first.claims.map((claim) => claim.claimId)).toEqual(whole.right.slice(0, CLAIMS_PAGE_SIZE).map((claim) => claim.claimId));
    const third = await load(3);
    expect(third.page).toBe(3);
    expect(third.claims.map((claim) => claim.claimId)).toEqual(whole.right.slice(50, 75).map((claim) => claim.claimId));
    expect(third.totals).toEqual(first.totals);
  }, 60_000);

  it('turns a page past the last (fewer claims than before) into the last page', async () => {
    const { load } = await claimsOf('subscriber');
    const first = await load();
    const beyond = await load(first.pageCount + 3);
    expect(beyond.page).toBe(first.pageCount);
    expect(beyond.claims.length).toBeGreaterThan(0);
  });

  it('pages what the filters found: a member’s claims of one type', async () => {
    const { load, gateway } = await claimsOf('history');
    const all = await load();
    const member = all.members[3]?.memberKey ?? '';
    const filtered = await load(2, { ...NO_CLAIMS_FILTER, memberKey: member, claimType: 'dental' });
    const expected = await gateway.claims({ memberKey: member, claimType: 'dental' });
    if (expected._tag === 'Left') throw new Error('the claims did not load');
    expect(filtered.total).toBe(expected.right.length);
    expect(filtered.claims.map((claim) => claim.claimId)).toEqual(expected.right.slice(25, 50).map((claim) => claim.claimId));
  }, 60_000);
});
