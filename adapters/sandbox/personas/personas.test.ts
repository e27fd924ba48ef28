import type { Either } from 'fp-ts/Either';
import { DateTime } from 'luxon';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GatewayError } from '../../../application/shared/gateway-error';
import type { DomainId, Member } from '../../../domain/model';
import { SandboxInsurer } from '../sandbox-insurer';
import { decodeSandboxToken } from '../sandbox-token';
import { SANDBOX_PERSONAS } from './personas';

/**
 * Each row of /work/shared/sandbox-personas.md, checked through the insurer's API on two different days:
 * persona dates are computed from the sandbox's today, so every situation must hold on both.
 */

const PASSWORD = 'Sandbox1';
const DAYS = ['2026-11-22', '2025-02-10'] as const;

const PERSONAS: readonly (readonly [string, DomainId])[] = [
  ['subscriber', 1],
  ['spouse', 1],
  ['minor', 1],
  ['termed', 1],
  ['future', 1],
  ['multigroup', 1],
  ['moda360', 1],
  ['noemail', 1],
  ['newuser', 1],
  ['retry', 1],
  ['nopcp', 1],
  ['pci', 1],
  ['medicare', 1],
  ['local598', 1],
  ['navitus', 1],
  ['portland', 1],
  ['noportland', 1],
  ['cancelm', 1],
  ['canceld', 1],
  ['group4760', 1],
  ['summit', 2],
  ['summitnewid', 2],
  ['providence', 5],
  ['provunsigned', 5],
  ['provdep', 5],
  ['provnewid', 5],
];

function ok<T>(answer: Either<GatewayError, T>): T {
  if (answer._tag === 'Left') throw new Error(`expected an answer, got ${JSON.stringify(answer.left)}`);
  return answer.right;
}

function failure<T>(answer: Either<GatewayError, T>): GatewayError & { readonly kind: 'http' } {
  if (answer._tag === 'Right') throw new Error(`expected a failure, got ${JSON.stringify(answer.right)}`);
  if (answer.left.kind !== 'http') throw new Error(`expected an http failure, got ${answer.left.kind}`);
  return answer.left;
}

/** Whole years from a date of birth, computed independently of the sandbox's own helpers. */
function age(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  if (by === undefined || bm === undefined || bd === undefined || ty === undefined || tm === undefined || td === undefined) throw new Error('bad date');
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

const plusDays = (today: string, days: number): string => DateTime.fromISO(today, { zone: 'utc' }).plus({ days }).toISODate() ?? '';

describe.each(DAYS)('sandbox personas on %s', (today) => {
  let insurer: SandboxInsurer;
  beforeEach(() => {
    insurer = new SandboxInsurer();
  });

  const signIn = (username: string, domainId: DomainId = 1): string => ok(insurer.auth.login({ username, password: PASSWORD, domainId }, today)).token;
  const viewer = (token: string): Member => {
    const claims = decodeSandboxToken(token);
    const member = ok(insurer.account.account(token, today)).members.find((candidate) => candidate.memberKey === claims?.memberKey);
    if (member === undefined) throw new Error('the token names no member of the account');
    return member;
  };

  describe('logging in', () => {
    it.each(PERSONAS)('%s logs in on its own domain (%i) with Sandbox1', (username, domainId) => {
      expect(insurer.auth.login({ username, password: PASSWORD, domainId }, today)._tag).toBe('Right');
    });

    it.each(PERSONAS)('%s is unrecognised on every other domain', (username, domainId) => {
      for (const other of ([1, 2, 5] as const).filter((candidate) => candidate !== domainId)) {
        expect(failure(insurer.auth.login({ username, password: PASSWORD, domainId: other }, today))).toMatchObject({ status: 401, code: 'UNRECOGNIZED' });
      }
    });

    it.each(PERSONAS.filter(([username]) => username !== 'retry'))('%s answers a wrong password with the generic unrecognised error', (username, domainId) => {
      const error = failure(insurer.auth.login({ username, password: 'Wrong123', domainId }, today));
      expect(error).toMatchObject({ status: 401, code: 'UNRECOGNIZED', message: 'Username and/or password unrecognized. Please try again.' });
    });

    it('locked is ACCOUNT_LOCKED on every attempt, right password or not', () => {
      for (const password of [PASSWORD, 'Wrong123', PASSWORD]) {
        expect(failure(insurer.auth.login({ username: 'locked', password, domainId: 1 }, today))).toMatchObject({ status: 423, code: 'ACCOUNT_LOCKED' });
      }
    });

    it('retry counts attempts down from 2 on wrong passwords, then locks', () => {
      const wrong = () => failure(insurer.auth.login({ username: 'retry', password: 'Wrong123', domainId: 1 }, today));
      expect(wrong()).toMatchObject({ status: 401, code: 'LOGIN_ATTEMPTS_REMAINING', errorData: { attemptsRemaining: 2 } });
      expect(wrong()).toMatchObject({ status: 401, code: 'LOGIN_ATTEMPTS_REMAINING', errorData: { attemptsRemaining: 1 } });
      expect(wrong()).toMatchObject({ status: 401, code: 'LOGIN_ATTEMPTS_REMAINING', errorData: { attemptsRemaining: 0 } });
      expect(failure(insurer.auth.login({ username: 'retry', password: PASSWORD, domainId: 1 }, today))).toMatchObject({ status: 423, code: 'ACCOUNT_LOCKED' });
    });

    it('retry logs in with the right password, which restarts the countdown', () => {
      failure(insurer.auth.login({ username: 'retry', password: 'Wrong123', domainId: 1 }, today));
      expect(signIn('retry')).not.toBe('');
      expect(failure(insurer.auth.login({ username: 'retry', password: 'Wrong123', domainId: 1 }, today)).errorData).toEqual({ attemptsRemaining: 2 });
    });
  });

  it('subscriber: suffix 0 with a spouse (1), a child aged 12 (2) and a child aged 20 (3), all active in every category', () => {
    const token = signIn('subscriber');
    const account = ok(insurer.account.account(token, today));
    expect(viewer(token).memberSuffix).toBe(0);
    const bySuffix = (suffix: number) => account.members.find((member) => member.memberSuffix === suffix);
    expect(bySuffix(1)?.relationshipDescription).toBe('Spouse');
    expect(age(bySuffix(2)?.dateOfBirth ?? '', today)).toBe(12);
    expect(age(bySuffix(3)?.dateOfBirth ?? '', today)).toBe(20);
    const subscriber = viewer(token);
    for (const eligibility of [subscriber.medicalEligibility, subscriber.dentalEligibility, subscriber.visionEligibility, subscriber.pharmacyEligibility]) {
      expect(eligibility?.eligible).toBe(true);
      expect((eligibility?.effectiveDate ?? '9999') <= today).toBe(true);
      expect(eligibility?.terminationDate).toBeNull();
    }
  });

  it('subscriber: primary care eligible, a provider for the subscriber today and none for the 12-year-old', () => {
    const token = signIn('subscriber');
    const account = ok(insurer.account.account(token, today));
    expect(ok(insurer.primaryCare.pcpEligibility(token, today)).eligible).toBe(true);
    const members = ok(insurer.primaryCare.pcpMembers(token, today));
    const historyOf = (suffix: number) => members.find((member) => member.memberKey === account.members.find((m) => m.memberSuffix === suffix)?.memberKey)?.pcp360History;
    const current = historyOf(0)?.find((entry) => entry.beginDate <= today && (entry.endDate === null || today < entry.endDate));
    expect(current?.pcpSelected).toBe(true);
    expect(ok(insurer.primaryCare.provider(token, { providerId: current?.providerId ?? '' }, today)).providerName).toBe(current?.providerName);
    expect(historyOf(2)).toEqual([]);
  });

  it('subscriber: at least 7 programs, 6 of them high priority, internal and external ones', () => {
    const programs = ok(insurer.programs.programs(signIn('subscriber'), today));
    expect(programs.length).toBeGreaterThanOrEqual(7);
    expect(programs.filter((program) => program.eligible && program.highPriority)).toHaveLength(6);
    expect(programs.some((program) => program.resource !== null && program.url === null)).toBe(true);
    expect(programs.some((program) => program.url !== null && program.resource === null)).toBe(true);
  });

  it('subscriber: referrals on several pages, for several members and statuses, some expired', () => {
    const token = signIn('subscriber');
    const first = ok(insurer.referrals.referrals(token, { page: 0, size: 5 }, today));
    expect(first.totalPages).toBeGreaterThanOrEqual(3);
    const all = ok(insurer.referrals.referrals(token, { page: 0, size: 100 }, today)).content;
    expect(new Set(all.map((referral) => referral.memberKey)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(all.map((referral) => referral.statusCode)).size).toBeGreaterThanOrEqual(3);
    expect(all.some((referral) => referral.endDate < today)).toBe(true);
    expect(ok(insurer.referrals.hasReferrals(token, today))).toBe(true);
  });

  it('subscriber: eBill registered, no eBill alert', () => {
    const token = signIn('subscriber');
    expect(ok(insurer.ebill.hasEbill(token, today))).toBe(true);
    expect(ok(insurer.ebill.ebillRegistered(token, today))).toBe(true);
    expect(ok(insurer.ebill.showEbillAlert(token, today))).toBe(false);
  });

  it('subscriber: plan management eligibleAndActive, no cancellation status, open enrollment around today', () => {
    const details = ok(insurer.planManagement.planManagementDetails(signIn('subscriber'), today));
    expect(details.eligibleAndActive).toBe(true);
    expect(details.directPlanCancellationStatus).toBeNull();
    expect((details.openEnrollmentStart ?? '9999') <= today).toBe(true);
    expect((details.openEnrollmentEnd ?? '0000') >= today).toBe(true);
  });

  it('subscriber: dental maximums and medical deductibles partly met', () => {
    const token = signIn('subscriber');
    const inNetwork = ok(insurer.benefits.medical(token, {}, today)).byTier['In Network']?.oopDeductibles;
    expect(inNetwork?.individualDeductibleMet).toBeGreaterThan(0);
    expect(inNetwork?.individualDeductibleRemaining).toBeGreaterThan(0);
    const annual = ok(insurer.benefits.dental(token, { suffix: 0 }, today)).tiers[0]?.maximums.find((maximum) => maximum.description === 'Annual Maximum');
    expect(annual?.indivMet).toBeGreaterThan(0);
    expect(annual?.indivRemaining).toBeGreaterThan(0);
  });

  it('spouse: the same family, logged in as the adult dependant with suffix 1', () => {
    const subscriberAccount = ok(insurer.account.account(signIn('subscriber'), today));
    const token = signIn('spouse');
    expect(ok(insurer.account.account(token, today)).subscriberId).toBe(subscriberAccount.subscriberId);
    expect(viewer(token).memberSuffix).toBe(1);
    expect(age(viewer(token).dateOfBirth, today)).toBeGreaterThanOrEqual(18);
  });

  it('minor: the same family, logged in as a 17-year-old dependant', () => {
    const subscriberAccount = ok(insurer.account.account(signIn('subscriber'), today));
    const token = signIn('minor');
    expect(ok(insurer.account.account(token, today)).subscriberId).toBe(subscriberAccount.subscriberId);
    expect(viewer(token).memberSuffix).not.toBe(0);
    expect(age(viewer(token).dateOfBirth, today)).toBe(17);
  });

  it('termed: every eligibility ended within the last year', () => {
    const token = signIn('termed');
    const yearAgo = plusDays(today, -365);
    for (const member of ok(insurer.account.account(token, today)).members) {
      for (const eligibility of [member.medicalEligibility, member.dentalEligibility, member.visionEligibility, member.pharmacyEligibility]) {
        if (eligibility === null) continue;
        expect(eligibility.terminationDate).not.toBeNull();
        expect((eligibility.terminationDate ?? '') < today).toBe(true);
        expect((eligibility.terminationDate ?? '') > yearAgo).toBe(true);
      }
    }
    expect(ok(insurer.benefits.familyEligibility(token, today)).every((row) => row.termedDate !== null && row.termedDate < today)).toBe(true);
    expect(ok(insurer.idCard.idCardEligible(token, today))).toBe(false);
  });

  it('future: every eligibility starts on the first of next month', () => {
    const firstOfNextMonth = DateTime.fromISO(today, { zone: 'utc' }).startOf('month').plus({ months: 1 }).toISODate();
    for (const member of ok(insurer.account.account(signIn('future'), today)).members) {
      expect(member.medicalEligibility?.effectiveDate).toBe(firstOfNextMonth);
      expect(member.dentalEligibility?.effectiveDate).toBe(firstOfNextMonth);
    }
  });

  it('multigroup: two groups, one of them moda360, none selected yet', () => {
    const token = signIn('multigroup');
    const groups = ok(insurer.auth.groups(token, today));
    expect(groups).toHaveLength(2);
    expect(groups.filter((group) => group.moda360)).toHaveLength(1);
    expect(insurer.groupSelected('multigroup')).toBe(false);
    // The token names the member in exactly one of the groups.
    expect(groups.filter((group) => group.memberKey === decodeSandboxToken(token)?.memberKey)).toHaveLength(1);
  });

  it('moda360: one group, moda360; the single sign-on landing names the member', () => {
    const token = signIn('moda360');
    const groups = ok(insurer.auth.groups(token, today));
    expect(groups).toHaveLength(1);
    expect(groups[0]?.moda360).toBe(true);
    const member = viewer(token);
    expect(ok(insurer.content.singleSignOn(token, { testEnvironment: null }, today)).memberName).toBe(`${member.firstName} ${member.lastName}`);
  });

  it('noemail: preferences without an email address', () => {
    expect(ok(insurer.account.preferences(signIn('noemail'), today)).emailAddress).toBeNull();
  });

  it('newuser: account status INI', () => {
    expect(ok(insurer.account.status(signIn('newuser'), today))).toBe('INI');
  });

  it('nopcp: primary care eligible, no provider selected for anyone', () => {
    const token = signIn('nopcp');
    expect(ok(insurer.primaryCare.pcpEligibility(token, today)).eligible).toBe(true);
    const members = ok(insurer.primaryCare.pcpMembers(token, today));
    expect(members.length).toBeGreaterThan(0);
    expect(members.every((member) => member.pcp360History.length === 0)).toBe(true);
  });

  it('pci: group 10002805', () => {
    expect(ok(insurer.account.account(signIn('pci'), today)).groupId).toBe('10002805');
  });

  it('medicare: parent group 100000075, passport dental (27) with an international phone number, Medicare materials', () => {
    const token = signIn('medicare');
    expect(ok(insurer.account.account(token, today)).parentGroupId).toBe('100000075');
    expect(ok(insurer.programs.programs(token, today)).map((program) => program.id)).toContain(27);
    expect(ok(insurer.programs.programDetails(token, { programId: 27 }, today)).phoneNumber).toMatch(/^\+\d/);
    expect(ok(insurer.documents.medicareMaterials(token, today)).length).toBeGreaterThan(0);
    expect(ok(insurer.documents.medicareEligibility(token, today))).toBe(true);
  });

  it('non-Medicare members get 403 on Medicare materials and their eligibility', () => {
    const token = signIn('subscriber');
    expect(failure(insurer.documents.medicareMaterials(token, today)).status).toBe(403);
    expect(failure(insurer.documents.medicareEligibility(token, today)).status).toBe(403);
  });

  it('local598: the employee ID shortcut; others have none', () => {
    const shortcut = ok(insurer.account.employeeId(signIn('local598'), today));
    expect(shortcut.local598).toBe(true);
    expect(shortcut.employeeId).not.toBeNull();
    expect(ok(insurer.account.employeeId(signIn('subscriber'), today))).toEqual({ employeeId: null, local598: false });
  });

  it('navitus: program 37 present', () => {
    expect(ok(insurer.programs.programs(signIn('navitus'), today)).map((program) => program.id)).toContain(37);
  });

  it('portland has a City of Portland due date after today; noportland has none', () => {
    const due = ok(insurer.primaryCare.cityOfPortland(signIn('portland'), today));
    expect(due).not.toBeNull();
    expect((due ?? '') > today).toBe(true);
    expect(ok(insurer.primaryCare.cityOfPortland(signIn('noportland'), today))).toBeNull();
    expect(ok(insurer.account.account(signIn('noportland'), today)).groupName).toBe(ok(insurer.account.account(signIn('portland'), today)).groupName);
  });

  it.each([
    ['cancelm', 'M'],
    ['canceld', 'D'],
  ] as const)('%s: plan management cancellation status %s', (username, status) => {
    const details = ok(insurer.planManagement.planManagementDetails(signIn(username), today));
    expect(details.eligibleAndActive).toBe(true);
    expect(details.directPlanCancellationStatus).toEqual({ id: status });
  });

  it('group4760: group 10004760', () => {
    expect(ok(insurer.account.account(signIn('group4760'), today)).groupId).toBe('10004760');
  });

  it.each([
    ['summitnewid', 2],
    ['provnewid', 5],
  ] as const)('%s: token role new-id on domain %i', (username, domainId) => {
    const claims = decodeSandboxToken(signIn(username, domainId));
    expect(claims).toMatchObject({ role: 'new-id', issuedByNewId: false, domainId });
  });

  it('summit: a Summit subscriber with member tokens', () => {
    const token = signIn('summit', 2);
    expect(decodeSandboxToken(token)).toMatchObject({ role: 'member', domainId: 2 });
    expect(viewer(token).memberSuffix).toBe(0);
  });

  it('providence: policies signed; provunsigned: communication policy not signed', () => {
    expect(ok(insurer.account.registrationPolicies(signIn('providence', 5), today)).isCommunicationPolicySigned).toBe(true);
    expect(ok(insurer.account.registrationPolicies(signIn('provunsigned', 5), today)).isCommunicationPolicySigned).toBe(false);
  });

  it('provdep: an adult Providence dependant with suffix 1', () => {
    const member = viewer(signIn('provdep', 5));
    expect(member.memberSuffix).toBe(1);
    expect(age(member.dateOfBirth, today)).toBeGreaterThanOrEqual(18);
  });

  it('Providence never offers eBill', () => {
    expect(ok(insurer.ebill.hasEbill(signIn('providence', 5), today))).toBe(false);
  });
});

describe('SANDBOX_PERSONAS', () => {
  it('has exactly the usernames of the personas table (plus locked)', () => {
    expect(Object.keys(SANDBOX_PERSONAS).sort()).toEqual([...PERSONAS.map(([username]) => username), 'locked'].sort());
  });

  it('builds each persona as a pure function of today', () => {
    for (const [username, build] of Object.entries(SANDBOX_PERSONAS)) {
      expect(build('2026-11-22'), username).toEqual(build('2026-11-22'));
      expect(build('2026-11-22').domainId, username).toBe(build('2025-02-10').domainId);
    }
  });

  it('moves every date with today: a year later, the same member is a year older', () => {
    const dateOfBirth = (today: string) => SANDBOX_PERSONAS['subscriber']?.(today).plans[0]?.account.members[2]?.dateOfBirth ?? '';
    expect(age(dateOfBirth('2026-11-22'), '2026-11-22')).toBe(age(dateOfBirth('2027-11-22'), '2027-11-22'));
    expect(dateOfBirth('2027-11-22')).not.toBe(dateOfBirth('2026-11-22'));
  });
});
