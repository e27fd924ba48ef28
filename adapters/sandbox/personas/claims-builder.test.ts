import { describe, expect, it } from 'vitest';
import type { Claim } from '../../../domain/model';
import { accumulatorMoves, explainClaim } from '../../../domain/rules/eob-explainer';
import { SandboxInsurer } from '../sandbox-insurer';
import { personaDomain } from './persona-builder';
import { PERSONA_SPECS } from './personas';

const TODAY = '2025-11-20';
const insurer = new SandboxInsurer();

function signIn(username: string): string {
  const spec = PERSONA_SPECS.find((candidate) => candidate.username === username);
  if (spec === undefined) throw new Error(`no persona ${username}`);
  const login = insurer.auth.login({ username, password: 'Sandbox1', domainId: personaDomain(spec) }, TODAY);
  if (login._tag === 'Left') throw new Error(`${username} cannot log in`);
  return login.right.token;
}

function claimsOf(username: string): readonly Claim[] {
  const answer = insurer.claims.claims(signIn(username), {}, TODAY);
  if (answer._tag === 'Left') throw new Error(`${username}: ${JSON.stringify(answer.left)}`);
  return answer.right;
}

const cents = (amount: number): number => Math.round(amount * 100) / 100;
const MEMBER_PERSONAS = PERSONA_SPECS.filter((spec) => spec.role === 'member' && spec.loginBehaviour !== 'always-locked').map((spec) => spec.username);

describe('sandbox claims', () => {
  it.each(MEMBER_PERSONAS)('%s has claims, all within the two years the service keeps', (username) => {
    const claims = claimsOf(username);
    expect(claims.length).toBeGreaterThan(0);
    for (const claim of claims) {
      expect(claim.serviceStartDate > '2023-11-20').toBe(true);
      expect(claim.serviceStartDate <= TODAY).toBe(true);
      expect(claim.receivedDate <= TODAY).toBe(true);
    }
  });

  it.each(MEMBER_PERSONAS)('%s: each claim of this plan year moves its accumulators by what it counted, from where the claim before left them', (username) => {
    const ended = new Map<string, number>();
    // A dependant sees their own claims only, so the family's accumulators move between them by others' claims too.
    const seesFamily = new Set(claimsOf(username).map((claim) => claim.memberKey)).size > 1;
    const counted = claimsOf(username)
      .filter((claim) => claim.accumulators.length > 0)
      .sort((a, b) => (a.serviceStartDate === b.serviceStartDate ? a.claimId.localeCompare(b.claimId) : a.serviceStartDate < b.serviceStartDate ? -1 : 1));
    for (const claim of counted) {
      const explanation = explainClaim(claim);
      expect(explanation).not.toBeNull();
      if (explanation === null) continue;
      for (const move of accumulatorMoves(claim, explanation)) {
        const { kind, coverage, network, metBefore, metAfter } = move.accumulator;
        expect(move.agrees, `${claim.claimId} ${kind} ${coverage} ${network}`).toBe(true);
        const chain = [claim.claimType, coverage === 'family' ? 'family' : claim.memberKey, kind, coverage, network].join('|');
        if (coverage === 'individual' || seesFamily) expect(metBefore, `${claim.claimId} ${chain}`).toBe(ended.get(chain) ?? metBefore);
        ended.set(chain, metAfter);
      }
    }
  });

  it('gives the subscriber’s large family more claims than a single member has', () => {
    expect(claimsOf('subscriber').length).toBeGreaterThan(claimsOf('newuser').length * 2);
  });

  it('adds up: lines sum to the claim, plan paid and member share never exceed what was billed', () => {
    for (const claim of claimsOf('subscriber')) {
      const sum = (pick: (line: Claim['serviceLines'][number]) => number | null) => cents(claim.serviceLines.reduce((total, line) => total + (pick(line) ?? 0), 0));
      expect(sum((line) => line.billed)).toBe(claim.billed);
      if (claim.status === 'pending') {
        expect([claim.allowed, claim.planPaid, claim.memberShare, claim.processedDate]).toEqual([null, null, null, null]);
        continue;
      }
      expect(sum((line) => line.planPaid)).toBe(claim.planPaid);
      const share = claim.memberShare;
      expect(share).not.toBeNull();
      if (share === null) continue;
      expect(cents(share.deductible + share.copay + share.coinsurance + share.notCovered)).toBe(share.total);
      expect(cents((claim.planPaid ?? 0) + share.total)).toBeLessThanOrEqual(claim.billed);
      if (claim.status === 'denied') expect(claim.planPaid).toBe(0);
    }
  });

  it('has pending, denied and adjusted claims as well as processed ones in the subscriber’s family', () => {
    const statuses = new Set(claimsOf('subscriber').map((claim) => claim.status));
    expect([...statuses].sort()).toEqual(['adjusted', 'denied', 'pending', 'processed']);
  });

  it('is the same on every call for a day (persona data is a function of the day)', () => {
    expect(claimsOf('pci')).toEqual(claimsOf('pci'));
  });

  it('answers a dependant only their own claims and EOBs only to the subscriber', () => {
    const spouse = claimsOf('spouse');
    expect(new Set(spouse.map((claim) => claim.memberName))).toEqual(new Set(['Rebecca Hollis']));
    expect(insurer.claims.eobs(signIn('spouse'), TODAY)).toMatchObject({ _tag: 'Left', left: { status: 403 } });
    const subscriberEobs = insurer.claims.eobs(signIn('subscriber'), TODAY);
    expect(subscriberEobs._tag === 'Right' && subscriberEobs.right.length > 0).toBe(true);
  });

  it('sends a Navitus member’s pharmacy claims to Navitus, not to the claims service', () => {
    expect(claimsOf('navitus').some((claim) => claim.claimType === 'pharmacy')).toBe(false);
    const navitus = insurer.claims.navitus(signIn('navitus'), TODAY);
    expect(navitus._tag).toBe('Right');
    if (navitus._tag === 'Right') {
      expect(navitus.right.claims.length).toBeGreaterThan(0);
      expect(navitus.right.claims.every((claim) => claim.claimType === 'pharmacy')).toBe(true);
    }
    expect(insurer.claims.navitus(signIn('subscriber'), TODAY)).toMatchObject({ _tag: 'Left', left: { status: 404 } });
  });

  it('denies a future member’s claim for care before coverage starts', () => {
    const [claim] = claimsOf('future');
    expect(claim).toMatchObject({ status: 'denied', planPaid: 0 });
  });

  it('renders an EOB as a real PDF', async () => {
    const token = signIn('subscriber');
    const eobs = insurer.claims.eobs(token, TODAY);
    const first = eobs._tag === 'Right' ? eobs.right[0] : undefined;
    expect(first).toBeDefined();
    const pdf = await insurer.claims.eobPdf(token, { eobId: first?.eobId ?? '' }, TODAY);
    expect(pdf._tag === 'Right' && new TextDecoder().decode(pdf.right.slice(0, 5))).toBe('%PDF-');
    expect(await insurer.claims.eobPdf(token, { eobId: 'EOB-NONE' }, TODAY)).toMatchObject({ _tag: 'Left', left: { status: 404 } });
  });

  it('refuses a date range that ends before it starts, and another member for a dependant', () => {
    expect(insurer.claims.claims(signIn('subscriber'), { fromDate: '2025-06-01', toDate: '2025-05-01' }, TODAY)).toMatchObject({ _tag: 'Left', left: { status: 400 } });
    const subscriberKey = claimsOf('subscriber').find((claim) => claim.memberName === 'Daniel Hollis')?.memberKey;
    expect(insurer.claims.claims(signIn('spouse'), { memberKey: subscriberKey }, TODAY)).toMatchObject({ _tag: 'Left', left: { status: 403 } });
  });
});
