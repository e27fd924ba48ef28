import { describe, expect, it } from 'vitest';
import { claimIsAppealable, filingWindow } from '../../../domain/rules/appeals';
import { appealStatusOn } from '../desks/appeals-desk';
import { appealsOf } from './appeals-builder';
import { authorizationsOf } from './authorizations-builder';
import { SANDBOX_PERSONAS } from './personas';

/**
 * The appeals the sandbox's families already have are appeals a member could have filed through the
 * dashboard, on whatever day the sandbox is first seen: each is of a denied claim or request, filed on or
 * after the day of its notice and within the 180 days after it; and each brand's family shows every status.
 */

const DAYS = ['2026-11-29', '2027-02-14', '2026-06-30', '2027-01-01'];
const FAMILIES = ['subscriber', 'spouse', 'summit', 'providence', 'provdep'];

describe.each(DAYS)('the seeded appeals, first seen on %s', (today) => {
  it.each(FAMILIES)('of the %s family are of denied decisions, filed after the notice and within 180 days', (username) => {
    const persona = SANDBOX_PERSONAS[username]?.(today);
    if (persona === undefined) throw new Error(`no persona ${username}`);
    const plan = persona.plans[0];
    if (plan === undefined) throw new Error(`${username} has no plan`);
    const { appeals } = appealsOf(plan, today);
    expect(appeals.length).toBeGreaterThan(0);
    const authorizations = authorizationsOf(plan, today);
    for (const appeal of appeals) {
      const { decision } = appeal;
      if (decision.kind === 'claim') {
        const claim = plan.claims.claims.find((candidate) => candidate.claimId === decision.reference);
        expect(claim === undefined ? null : claimIsAppealable(claim), `${appeal.appealId}: claim ${decision.reference} has a denied line`).toBe(true);
        expect(claim?.memberKey).toBe(appeal.aboutMemberKey);
        // A denied claim of this plan year reports the accumulators, as every claim of it does: unchanged.
        if (claim !== undefined && claim.serviceStartDate.slice(0, 4) === today.slice(0, 4) && claim.claimType === 'medical') {
          expect(claim.accumulators.length, `${decision.reference} reports its accumulators`).toBeGreaterThan(0);
          for (const accumulator of claim.accumulators) expect(accumulator.metAfter).toBe(accumulator.metBefore);
        }
      } else {
        const request = authorizations.find((candidate) => candidate.authorizationId === decision.reference);
        expect(['denied', 'partly-approved'], `${appeal.appealId}: request ${decision.reference} was denied`).toContain(request?.status);
      }
      expect(decision.deniedLines.length).toBeGreaterThan(0);
      expect(appeal.receivedOn >= decision.noticeDate, `${appeal.appealId}: filed ${appeal.receivedOn}, notice ${decision.noticeDate}`).toBe(true);
      expect(filingWindow(decision.noticeDate, appeal.receivedOn).open, `${appeal.appealId}: filed within 180 days of ${decision.noticeDate}`).toBe(true);
    }
  });

  it.each(['subscriber', 'summit', 'providence'])('of the %s family show every status', (username) => {
    const plan = SANDBOX_PERSONAS[username]?.(today).plans[0];
    if (plan === undefined) throw new Error(`${username} has no plan`);
    const statuses = new Set(appealsOf(plan, today).appeals.filter((appeal) => appeal.memberKey === plan.account.members[0]?.memberKey).map((appeal) => appealStatusOn(appeal, today)));
    expect([...statuses].sort()).toEqual(['decided', 'external-review-requested', 'in-review', 'more-information-needed', 'received']);
  });
});
