import type * as E from 'fp-ts/Either';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { putInForce } from '../../domain/copy/localized';
import type { GatewayError } from '../../application/shared/gateway-error';
import type { Referral } from '../../domain/model';
import { dentalCardFigures, medicalCardFigures } from '../../domain/rules/id-card-figures';
import { readTokenClaims } from '../../domain/rules/token-claims';
import { CONTRACT_ASSEMBLIES, useContractAssembly, CONTRACT_TODAY, type ContractAssembly } from './assemblies';
import { left, right, signIn } from './answers';

/**
 * One suite of port-level checks, run against every assembly: the in-memory sandbox gateways and the
 * HTTP gateways talking to the sandbox server through real fetch. Passing both proves the HTTP adapter,
 * its codecs and the sandbox server agree on the wire contract, and that the application cannot tell
 * the two apart.
 *
 * Each suite runs its checks in a new random order every time (`describe.shuffle`), so a check that leaned on
 * what an earlier one left behind would fail: every check starts from its own sign-in.
 */

/** The success value, or a failure naming the gateway error (so a broken contract reads plainly). */
describe.shuffle.each(CONTRACT_ASSEMBLIES)('gateway ports over $name', ({ assemble }) => {
  const assembly = useContractAssembly(assemble);
  /** The subscriber's member key: every check starts signed in as the subscriber, whatever ran before. */
  let memberKey: string;

  beforeEach(async () => {
    memberKey = await signIn(assembly(), 'subscriber');
  });

  it('refuses a wrong password as unrecognised', async () => {
    const failure = left(await assembly().auth.login({ username: 'subscriber', password: 'Wrong1pass', domainId: 1 }));
    expect(failure).toMatchObject({ kind: 'http', status: 401, code: 'UNRECOGNIZED' });
  });

  it('refuses a persona on another brand as unrecognised', async () => {
    const failure = left(await assembly().auth.login({ username: 'subscriber', password: 'Sandbox1', domainId: 2 }));
    expect(failure).toMatchObject({ kind: 'http', status: 401 });
  });

  it('answers ACCOUNT_LOCKED for the locked persona', async () => {
    const failure = left(await assembly().auth.login({ username: 'locked', password: 'Sandbox1', domainId: 1 }));
    expect(failure).toMatchObject({ kind: 'http', status: 423, code: 'ACCOUNT_LOCKED' });
  });

  it('refuses a protected call without a token', async () => {
    assembly().tokens.clear();
    expect(left(await assembly().account.account())).toMatchObject({ kind: 'http', status: 401 });
  });

  it('logs the subscriber in with a JWT-shaped member token', async () => {
    const response = right(await assembly().auth.login({ username: 'subscriber', password: 'Sandbox1', domainId: 1 }));
    const claims = readTokenClaims(response.token);
    expect(claims).toMatchObject({ role: 'member', issuedByNewId: false });
    expect(claims?.memberKey).not.toBe('');
  });

  it('answers the account of the member the token names, with the family', async () => {
    const account = right(await assembly().account.account());
    const subscriber = account.members.find((member) => member.memberSuffix === 0);
    expect(subscriber?.memberKey).toBe(memberKey);
    expect(account.members.length).toBeGreaterThanOrEqual(4);
    expect(account.preferences.emailAddress).not.toBeNull();
    expect(right(await assembly().account.status())).toBe('ACT');
  });

  it('answers one group, the account’s own', async () => {
    const account = right(await assembly().account.account());
    const groups = right(await assembly().auth.groups());
    expect(groups.map((group) => group.groupId)).toEqual([account.groupId]);
  });

  it('answers medical benefits with an entry for every tier it lists', async () => {
    const medical = right(await assembly().benefits.medical(CONTRACT_TODAY));
    expect(medical.asOfDate).toBe(CONTRACT_TODAY);
    expect(medical.tiers.length).toBeGreaterThan(0);
    expect(Object.keys(medical.byTier).sort()).toEqual(medical.tiers.map((tier) => tier.name).sort());
  });

  it('answers dental benefits, vision benefits and partly met limits', async () => {
    expect(right(await assembly().benefits.dental(0, CONTRACT_TODAY)).tiers.length).toBeGreaterThan(0);
    expect(right(await assembly().benefits.category('vision', 0, CONTRACT_TODAY)).category).toBe('vision');
    const limits = right(await assembly().benefits.limits(0, CONTRACT_TODAY));
    expect(limits.some((limit) => (limit.totalMet ?? 0) > 0 && (limit.totalRemaining ?? 0) > 0)).toBe(true);
  });

  it('answers at least 7 programs, 6 of them high priority', async () => {
    const programs = right(await assembly().programs.programs());
    expect(programs.length).toBeGreaterThanOrEqual(7);
    expect(programs.filter((program) => program.highPriority).length).toBeGreaterThanOrEqual(6);
  });

  it('answers primary care: eligible, a provider for the subscriber, none for the 12-year-old', async () => {
    expect(right(await assembly().primaryCare.eligibility()).eligible).toBe(true);
    const account = right(await assembly().account.account());
    const members = right(await assembly().primaryCare.members());
    const historyOf = (suffix: number) => {
      const key = account.members.find((member) => member.memberSuffix === suffix)?.memberKey;
      return members.find((member) => member.memberKey === key)?.pcp360History ?? [];
    };
    expect(historyOf(0).some((entry) => entry.pcpSelected)).toBe(true);
    const twelveYearOld = account.members.find((member) => member.memberSuffix === 2);
    expect(twelveYearOld).toBeDefined();
    expect(historyOf(2).some((entry) => entry.pcpSelected)).toBe(false);
  });

  it('pages referrals: every referral exactly once across the pages', async () => {
    expect(right(await assembly().referrals.hasReferrals())).toBe(true);
    const size = 10;
    const first = right(await assembly().referrals.referrals({ page: 0, size }));
    expect(first.totalPages).toBeGreaterThan(1);
    expect(first).toMatchObject({ first: true, last: false, number: 0, size, numberOfElements: size });
    const seen: Referral[] = [...first.content];
    for (let page = 1; page < first.totalPages; page += 1) {
      const next = right(await assembly().referrals.referrals({ page, size }));
      expect(next.number).toBe(page);
      expect(next.last).toBe(page === first.totalPages - 1);
      seen.push(...next.content);
    }
    expect(seen).toHaveLength(first.totalElements);
    expect(new Set(seen.map((referral) => referral.referralId)).size).toBe(first.totalElements);
  });

  it('answers 403 for Medicare materials to a member who has none', async () => {
    expect(left(await assembly().documents.medicareEligibility())).toMatchObject({ kind: 'http', status: 403 });
    expect(left(await assembly().documents.medicareMaterials())).toMatchObject({ kind: 'http', status: 403 });
  });

  it('answers the subscriber has eBill and is registered', async () => {
    expect(right(await assembly().ebill.hasEbill())).toBe(true);
    expect(right(await assembly().ebill.ebillRegistered())).toBe(true);
  });

  it('answers plan management eligible and active, not cancelled, inside open enrollment', async () => {
    const details = right(await assembly().planManagement.details());
    expect(details.eligibleAndActive).toBe(true);
    expect(details.directPlanCancellationStatus).toBeNull();
    expect(details.openEnrollmentStart !== null && details.openEnrollmentStart <= CONTRACT_TODAY).toBe(true);
    expect(details.openEnrollmentEnd !== null && details.openEnrollmentEnd >= CONTRACT_TODAY).toBe(true);
  });

  it('answers the holiday calendar as HTML', async () => {
    const html = right(await assembly().content.holidayCalendar(1));
    expect(html).toMatch(/<[a-z][^>]*>/i);
  });

  it('answers the family’s claims, filtered by member, type and dates of service, with EOBs and their PDFs', async () => {
    const all = right(await assembly().claims.claims({}));
    expect(new Set(all.map((claim) => claim.memberKey)).size).toBeGreaterThan(1);
    const metadata = right(await assembly().claims.metadata());
    expect(metadata.members.map((member) => member.memberKey)).toContain(memberKey);
    const fromDate = '2025-01-01';
    const toDate = '2025-06-30';
    const mine = right(await assembly().claims.claims({ memberKey, claimType: 'medical', fromDate, toDate }));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((claim) => claim.memberKey === memberKey && claim.claimType === 'medical')).toBe(true);
    expect(mine.every((claim) => claim.serviceEndDate >= fromDate && claim.serviceStartDate <= toDate)).toBe(true);
    const first = mine[0];
    expect(first === undefined ? null : right(await assembly().claims.claim(first.claimId))).toEqual(first);
    expect(left(await assembly().claims.claim('NO-SUCH-CLAIM'))).toMatchObject({ kind: 'http', status: 404 });
    const eob = right(await assembly().claims.eobs())[0];
    expect(eob).toBeDefined();
    const pdf = right(await assembly().claims.eobPdf(eob?.eobId ?? ''));
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect(left(await assembly().claims.navitus())).toMatchObject({ kind: 'http', status: 404 });
  });

  it('answers authorizations, claims and the price list in the member’s language, and says which', async () => {
    putInForce('es', {});
    try {
      const authorizations = right(await assembly().authorizations.authorizations());
      expect(authorizations.length).toBeGreaterThan(0);
      expect(authorizations.every((item) => item.language === 'es')).toBe(true);
      expect(authorizations.find((item) => item.service.code === '73721')?.service.description).toBe('Resonancia magnética de la rodilla');
      const claims = right(await assembly().claims.claims({}));
      expect(claims.every((claim) => claim.language === 'es')).toBe(true);
      expect(claims.some((claim) => claim.serviceLines.some((line) => line.remark === 'Se aplicó a su deducible.'))).toBe(true);
      const [price] = right(await assembly().costEstimator.prices({ search: 'limpieza dental', zip: '97214' }));
      expect(price?.service).toMatchObject({ language: 'es', name: expect.stringMatching(/^Limpieza dental/) as unknown });
    } finally {
      putInForce('en', {});
    }
    expect(right(await assembly().authorizations.authorizations()).every((item) => item.language === 'en')).toBe(true);
  });

  it('states on the ID cards the deductibles and maximums the benefits answer, and where to get consumer assistance', async () => {
    const cards = right(await assembly().idCard.view());
    const medicalCard = cards.find((card) => card.category === 'medical');
    const dentalCard = cards.find((card) => card.category === 'dental');
    const medical = right(await assembly().benefits.medical(CONTRACT_TODAY));
    const dental = right(await assembly().benefits.dental(0, CONTRACT_TODAY));
    expect(medicalCard?.figures).toEqual(medicalCardFigures(medical.tiers, medical.byTier));
    expect(medicalCard?.figures.map((figure) => `${figure.networkTier} ${figure.measure} ${figure.coverage}`)).toEqual([
      'tab1 deductible individual',
      'tab1 deductible family',
      'tab1 outOfPocketMaximum individual',
      'tab1 outOfPocketMaximum family',
      'tab2 deductible individual',
      'tab2 deductible family',
      'tab2 outOfPocketMaximum individual',
      'tab2 outOfPocketMaximum family',
    ]);
    expect(dentalCard?.figures).toEqual(dentalCardFigures(dental.tiers));
    expect(dentalCard?.figures.map((figure) => figure.measure)).toEqual(['deductible', 'deductible', 'annualMaximum']);
    expect(medicalCard).toMatchObject({ customerServicePhone: '1-800-555-0101', customerServiceWebsite: 'www.cascadehealth.example.com/help' });
  });

  it('keeps data-sharing choices per member: the subscriber revokes an app and opts out, and the change is answered and kept', async () => {
    const before = right(await assembly().dataSharing.choices(memberKey));
    expect(before.apps.map((app) => app.name)).toEqual(['HealthLink Records', 'MedMinder Pharmacy Tracker']);
    expect(before.providerAccess).toEqual({ optedOut: false, changedOn: null });
    const revoked = right(await assembly().dataSharing.revokeApp(memberKey, 'healthlink-records'));
    expect(revoked.apps.find((app) => app.appId === 'healthlink-records')?.revokedOn).toBe(CONTRACT_TODAY);
    const optedOut = right(await assembly().dataSharing.setProviderAccess(memberKey, true));
    expect(optedOut.providerAccess).toEqual({ optedOut: true, changedOn: CONTRACT_TODAY });
    const consented = right(await assembly().dataSharing.setPayerToPayer(memberKey, true));
    expect(consented.history.map((event) => event.action)).toEqual(['payer-to-payer-consented', 'provider-access-opted-out', 'app-revoked']);
    expect(right(await assembly().dataSharing.choices(memberKey))).toEqual(consented);
    expect(left(await assembly().dataSharing.revokeApp(memberKey, 'no-such-app'))).toMatchObject({ kind: 'http', status: 404 });
  });

  it("refuses a change to another adult member's data-sharing choices, and lets the subscriber make a minor's", async () => {
    const account = right(await assembly().account.account());
    const spouse = account.members.find((member) => member.memberSuffix === 1);
    const child = account.members.find((member) => member.memberSuffix === 2);
    expect(left(await assembly().dataSharing.setProviderAccess(spouse?.memberKey ?? '', true))).toMatchObject({ kind: 'http', status: 403 });
    expect(left(await assembly().dataSharing.revokeApp(spouse?.memberKey ?? '', 'healthlink-records'))).toMatchObject({ kind: 'http', status: 403 });
    expect(left(await assembly().dataSharing.choices(spouse?.memberKey ?? ''))).toMatchObject({ kind: 'http', status: 403 });
    expect(right(await assembly().dataSharing.setPayerToPayer(child?.memberKey ?? '', true)).payerToPayer).toEqual({ consented: true, changedOn: CONTRACT_TODAY });
    // The spouse signs in: her choices are still her own defaults, and the child's are not hers to change.
    await signIn(assembly(), 'spouse');
    expect(right(await assembly().dataSharing.choices(spouse?.memberKey ?? '')).providerAccess.optedOut).toBe(false);
    expect(left(await assembly().dataSharing.setPayerToPayer(child?.memberKey ?? '', false))).toMatchObject({ kind: 'http', status: 403 });
    expect(left(await assembly().dataSharing.choices('42'))).toMatchObject({ kind: 'http', status: 404 });
  });

  it('answers the ID card as PDF bytes', async () => {
    const pdf = right(await assembly().idCard.pdf());
    const head = new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5));
    expect(head).toBe('%PDF-');
  });
});

/**
 * The same reads through both assemblies answer the same data: the HTTP adapter's codecs lose or alter
 * nothing of what the sandbox holds (the medical tiers and calendars included, which change shape on the wire).
 */
describe.shuffle('the HTTP gateways answer what the in-memory gateways answer', () => {
  let assemblies: ContractAssembly[] = [];

  beforeAll(async () => {
    assemblies = await Promise.all(CONTRACT_ASSEMBLIES.map(({ assemble }) => assemble()));
    for (const assembly of assemblies) {
      const login = right(await assembly.auth.login({ username: 'subscriber', password: 'Sandbox1', domainId: 1 }));
      assembly.tokens.store(login.token);
    }
  });

  afterEach(() => {
    expect(assemblies.flatMap((assembly) => assembly.offContract()), 'answers that differ from docs/openapi.json').toEqual([]);
  });

  afterAll(async () => {
    await Promise.all(assemblies.map((assembly) => assembly.close()));
  });

  const reads: readonly [string, (assembly: ContractAssembly) => Promise<E.Either<GatewayError, unknown>>][] = [
    ['account', (a) => a.account.account()],
    ['groups', (a) => a.auth.groups()],
    ['preferences', (a) => a.account.preferences()],
    ['medical benefits', (a) => a.benefits.medical(CONTRACT_TODAY)],
    ['dental benefits', (a) => a.benefits.dental(0, CONTRACT_TODAY)],
    ['pharmacy benefits', (a) => a.benefits.category('pharmacy', 0, CONTRACT_TODAY)],
    ['limits', (a) => a.benefits.limits(0, CONTRACT_TODAY)],
    ['benefit history', (a) => a.benefits.history()],
    ['family eligibility', (a) => a.benefits.familyEligibility()],
    ['programs', (a) => a.programs.programs()],
    ['site content programs', (a) => a.programs.siteContent()],
    ['primary care members', (a) => a.primaryCare.members()],
    ['primary care eligibility', (a) => a.primaryCare.eligibility()],
    ['City of Portland due date', (a) => a.primaryCare.cityOfPortland()],
    ['referrals page 2', (a) => a.referrals.referrals({ page: 1, size: 5, excludeExpired: false })],
    ['referral metadata', (a) => a.referrals.metadata()],
    ['plan management', (a) => a.planManagement.details()],
    ['ID card views', (a) => a.idCard.view()],
    ['calendar', (a) => a.content.calendar()],
    ['holiday calendar', (a) => a.content.holidayCalendar(5)],
    ['chat config', (a) => a.content.chatConfig()],
    ['outline of coverage', (a) => a.documents.outlineOfCoverage()],
    ['Medicare eligibility (a 403)', (a) => a.documents.medicareEligibility()],
    ['claims', (a) => a.claims.claims({ claimType: 'dental', fromDate: '2024-12-01' })],
    ['claims metadata', (a) => a.claims.metadata()],
    ['EOB documents', (a) => a.claims.eobs()],
  ];

  it.each(reads)('%s', async (_name, read) => {
    const [inMemory, overHttp] = await Promise.all(assemblies.map(read));
    expect(overHttp).toEqual(inMemory);
  });
});

/** The token with one claim changed and its signature kept: what a member editing their own token sends. */
function withEditedClaim(token: string, claim: string, value: string): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  return `${header}.${Buffer.from(JSON.stringify({ ...claims, [claim]: value })).toString('base64url')}.${signature}`;
}

describe.shuffle.each(CONTRACT_ASSEMBLIES)('what the gateway enforces, over $name', ({ assemble }) => {
  const assembly = useContractAssembly(assemble);

  it("refuses a dependant's token edited to name the subscriber, so she cannot read the family's EOBs", async () => {
    await signIn(assembly(), 'spouse');
    const token = assembly().tokens.current() ?? '';
    const family = right(await assembly().account.account()).members;
    const subscriberKey = family.find((member) => member.memberSuffix === 0)?.memberKey ?? '';
    assembly().tokens.store(withEditedClaim(token, 'memberKey', subscriberKey));
    expect(left(await assembly().account.account())).toMatchObject({ kind: 'http', status: 401 });
    expect(left(await assembly().claims.eobs())).toMatchObject({ kind: 'http', status: 401 });
  });

  it('refuses a token once its session has logged out, and not before', async () => {
    await signIn(assembly(), 'subscriber');
    const token = assembly().tokens.current() ?? '';
    right(await assembly().account.account());
    right(await assembly().auth.logout(token));
    expect(left(await assembly().account.status())).toMatchObject({ kind: 'http', status: 401 });
  });

  it.each(['spouse', 'minor'])("answers %s only their own primary care history and referrals", async (username) => {
    await signIn(assembly(), username);
    const viewerKey = readTokenClaims(assembly().tokens.current() ?? '')?.memberKey;
    const members = right(await assembly().primaryCare.members());
    expect(members.map((member) => member.memberKey)).toEqual([viewerKey]);
    const referrals = right(await assembly().referrals.referrals({ page: 0, size: 100 }));
    expect(referrals.content.every((referral) => referral.memberKey === viewerKey)).toBe(true);
    const metadata = right(await assembly().referrals.metadata(undefined));
    expect(metadata.members.every((member) => member.memberKey === viewerKey)).toBe(true);
  });

  it('refuses to cancel the plan for a dependant: only the subscriber may', async () => {
    await signIn(assembly(), 'spouse');
    expect(left(await assembly().planManagement.cancel('M'))).toMatchObject({ kind: 'http', status: 403 });
  });

  it("answers the subscriber the family's primary care history and referrals", async () => {
    await signIn(assembly(), 'subscriber');
    expect(right(await assembly().primaryCare.members()).length).toBeGreaterThan(1);
    const referrals = right(await assembly().referrals.referrals({ page: 0, size: 100 }));
    expect(new Set(referrals.content.map((referral) => referral.memberKey)).size).toBeGreaterThan(1);
  });
});
