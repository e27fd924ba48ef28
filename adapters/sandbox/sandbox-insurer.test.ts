import type { Either } from 'fp-ts/Either';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GatewayError } from '../../application/shared/gateway-error';
import type { UserDetails } from '../../application/ports/registration-gateway';
import type { DomainId } from '../../domain/model';
import { SandboxInsurer } from './sandbox-insurer';
import { decodeSandboxToken } from './sandbox-token';
import { pdfTextRuns } from './pdf-lines';

/** What members change, and how the insurer answers the edges of the wire contract. */

const TODAY = '2026-11-22';

function ok<T>(answer: Either<GatewayError, T>): T {
  if (answer._tag === 'Left') throw new Error(`expected an answer, got ${JSON.stringify(answer.left)}`);
  return answer.right;
}

function failure<T>(answer: Either<GatewayError, T>): GatewayError {
  if (answer._tag === 'Right') throw new Error(`expected a failure, got ${JSON.stringify(answer.right)}`);
  return answer.left;
}

describe('SandboxInsurer', () => {
  let insurer: SandboxInsurer;
  beforeEach(() => {
    insurer = new SandboxInsurer();
  });

  const signIn = (username: string, domainId: DomainId = 1, password = 'Sandbox1'): string =>
    ok(insurer.auth.login({ username, password, domainId }, TODAY)).token;

  describe('tokens', () => {
    it('answers 401 to protected calls without a token, with a malformed one or with a forged signature', () => {
      const genuine = signIn('subscriber');
      const forged = genuine.replace(/\.[\w-]+$/, '.forged');
      for (const token of [null, 'not-a-token', forged]) {
        expect(failure(insurer.account.account(token, TODAY))).toMatchObject({ kind: 'http', status: 401 });
      }
    });

    it('carries memberKey, role, issuedByNewId, username, domain and group, and how and when the member proved who they are, in JWT-shaped claims', () => {
      const before = Date.now();
      const token = signIn('subscriber');
      expect(token.split('.')).toHaveLength(3);
      const account = ok(insurer.account.account(token, TODAY));
      const claims = decodeSandboxToken(token);
      expect(claims).toEqual({
        sub: 'subscriber',
        memberKey: account.members.find((member) => member.memberSuffix === 0)?.memberKey,
        role: 'member',
        issuedByNewId: false,
        domainId: 1,
        groupId: account.groupId,
        amr: ['password'],
        authTime: claims?.authTime,
      });
      expect(claims?.authTime).toBeGreaterThanOrEqual(before);
    });

    it('refuses a token whose member is not in the named group', () => {
      const claims = decodeSandboxToken(signIn('subscriber'));
      if (claims === null) throw new Error('no claims');
      const stranger = insurer.tokenIssuer.issue({ ...claims, memberKey: '000000000' }, TODAY);
      expect(failure(insurer.account.account(stranger, TODAY))).toMatchObject({ status: 401 });
    });

    it('gives new-id staff tokens no member data', () => {
      expect(failure(insurer.account.account(signIn('summitnewid', 2), TODAY))).toMatchObject({ status: 403 });
    });
  });

  describe('group selection', () => {
    it('returns a token for the chosen group and remembers the choice', () => {
      const token = signIn('multigroup');
      const other = ok(insurer.auth.groups(token, TODAY)).find((group) => group.groupId !== decodeSandboxToken(token)?.groupId);
      if (other === undefined) throw new Error('multigroup has one group');
      const switched = ok(insurer.auth.selectGroup(token, { groupId: other.groupId, domain: 1 }, TODAY)).token;
      expect(decodeSandboxToken(switched)).toMatchObject({ groupId: other.groupId, memberKey: other.memberKey });
      expect(ok(insurer.account.account(switched, TODAY)).groupId).toBe(other.groupId);
      expect(insurer.groupSelected('multigroup')).toBe(true);
    });

    it('answers 404 with the spec message for a group the member is not in', () => {
      expect(failure(insurer.auth.selectGroup(signIn('multigroup'), { groupId: '99999999', domain: 1 }, TODAY))).toMatchObject({
        status: 404,
        message: 'Failed to find group for current member',
      });
    });
  });

  describe('new ID', () => {
    const staff = () => signIn('provnewid', 5);
    const subscriberId = () => ok(insurer.account.account(signIn('provdep', 5), TODAY)).subscriberId;

    it('answers 400 with a message for a malformed subscriber ID', () => {
      const error = failure(insurer.auth.newId(staff(), { subscriberId: '12-34', domainId: 5 }, TODAY));
      expect(error).toMatchObject({ status: 400 });
      expect(error.kind === 'http' && error.message !== undefined && error.message.length > 0).toBe(true);
    });

    it('answers 404 with a message when no member matches', () => {
      expect(failure(insurer.auth.newId(staff(), { subscriberId: 'P99999999', domainId: 5 }, TODAY))).toMatchObject({ status: 404 });
      const wrongPerson = { subscriberId: subscriberId(), domainId: 5 as const, firstName: 'Nobody', lastName: 'Here', dateOfBirth: '1970-01-01' };
      expect(failure(insurer.auth.newId(staff(), wrongPerson, TODAY))).toMatchObject({ status: 404 });
    });

    it('continues as the subscriber, or as a named member, with a member token issued by new-id', () => {
      const asSubscriber = ok(insurer.auth.newId(staff(), { subscriberId: subscriberId().toLowerCase(), domainId: 5 }, TODAY)).token;
      expect(decodeSandboxToken(asSubscriber)).toMatchObject({ role: 'member', issuedByNewId: true });
      const account = ok(insurer.account.account(asSubscriber, TODAY));
      expect(account.members.find((member) => member.memberKey === decodeSandboxToken(asSubscriber)?.memberKey)?.memberSuffix).toBe(0);

      const child = account.members.find((member) => member.memberSuffix === 2);
      if (child === undefined) throw new Error('no child');
      const request = { subscriberId: account.subscriberId, domainId: 5 as const, firstName: child.firstName.toUpperCase(), lastName: child.lastName, dateOfBirth: child.dateOfBirth };
      const asChild = ok(insurer.auth.newId(staff(), request, TODAY)).token;
      expect(decodeSandboxToken(asChild)?.memberKey).toBe(child.memberKey);
    });

    it('is refused to an ordinary member token', () => {
      expect(failure(insurer.auth.newId(signIn('providence', 5), { subscriberId: 'P50127743', domainId: 5 }, TODAY))).toMatchObject({ status: 403 });
    });
  });

  describe('account changes', () => {
    it('newuser becomes ACT after changing the password, and the new password works', () => {
      const token = signIn('newuser');
      expect(failure(insurer.account.changePassword(token, { currentPassword: 'Wrong123', newPassword: 'Fresh2go' }, TODAY))).toMatchObject({ status: 400 });
      expect(failure(insurer.account.changePassword(token, { currentPassword: 'Sandbox1', newPassword: 'short' }, TODAY))).toMatchObject({ status: 400 });
      ok(insurer.account.changePassword(token, { currentPassword: 'Sandbox1', newPassword: 'Fresh2go' }, TODAY));
      expect(ok(insurer.account.status(token, TODAY))).toBe('ACT');
      expect(failure(insurer.auth.login({ username: 'newuser', password: 'Sandbox1', domainId: 1 }, TODAY))).toMatchObject({ status: 401 });
      expect(signIn('newuser', 1, 'Fresh2go')).not.toBe('');
    });

    it('noemail gets the email it saves, in preferences and in the account', () => {
      const token = signIn('noemail');
      expect(failure(insurer.account.updatePreferences(token, { emailAddress: 'not-an-email' }, TODAY))).toMatchObject({ status: 400 });
      expect(ok(insurer.account.updatePreferences(token, { emailAddress: 'tom.whitfield@example.com' }, TODAY)).emailAddress).toBe('tom.whitfield@example.com');
      expect(ok(insurer.account.account(token, TODAY)).preferences.emailAddress).toBe('tom.whitfield@example.com');
    });

    it('provunsigned signs the policy; dependants never store an EOB choice', () => {
      const token = signIn('provunsigned', 5);
      expect(failure(insurer.account.updateRegistrationPolicies(token, { isCommunicationPolicySigned: false, isEeobPreferenceConsented: true }, TODAY))).toMatchObject({ status: 400 });
      ok(insurer.account.updateRegistrationPolicies(token, { isCommunicationPolicySigned: true, isEeobPreferenceConsented: false }, TODAY));
      expect(ok(insurer.account.registrationPolicies(token, TODAY))).toEqual({ isCommunicationPolicySigned: true, isEeobPreferenceConsented: false });

      const dependant = signIn('provdep', 5);
      ok(insurer.account.updateRegistrationPolicies(dependant, { isCommunicationPolicySigned: true, isEeobPreferenceConsented: true }, TODAY));
      expect(ok(insurer.account.registrationPolicies(dependant, TODAY)).isEeobPreferenceConsented).toBeNull();
    });

    it('eBill registration clears the alert', () => {
      const token = signIn('cancelm');
      expect(ok(insurer.ebill.showEbillAlert(token, TODAY))).toBe(true);
      ok(insurer.ebill.registerEbillUser(token, TODAY));
      expect(ok(insurer.ebill.ebillRegistered(token, TODAY))).toBe(true);
      expect(ok(insurer.ebill.showEbillAlert(token, TODAY))).toBe(false);
    });

    it('plan cancellation shows in the plan management details', () => {
      const token = signIn('subscriber');
      expect(failure(insurer.planManagement.cancelPlan(token, { cancellationStatusId: 'X' }, TODAY))).toMatchObject({ status: 400 });
      expect(ok(insurer.planManagement.cancelPlan(token, { cancellationStatusId: 'D' }, TODAY)).directPlanCancellationStatus).toEqual({ id: 'D' });
      expect(ok(insurer.planManagement.planManagementDetails(token, TODAY)).directPlanCancellationStatus).toEqual({ id: 'D' });
      expect(failure(insurer.planManagement.cancelPlan(signIn('pci'), { cancellationStatusId: 'M' }, TODAY))).toMatchObject({ status: 403 });
    });

    it('reset() forgets every change', () => {
      const token = signIn('noemail');
      ok(insurer.account.updatePreferences(token, { emailAddress: 'tom.whitfield@example.com' }, TODAY));
      insurer.reset();
      expect(ok(insurer.account.preferences(token, TODAY)).emailAddress).toBeNull();
    });
  });

  describe('primary care', () => {
    it('a selection shows in the members history from its effective date, ending the previous provider', () => {
      const token = signIn('subscriber');
      const account = ok(insurer.account.account(token, TODAY));
      const child = account.members.find((member) => member.memberSuffix === 2);
      const parent = account.members.find((member) => member.memberSuffix === 0);
      if (child === undefined || parent === undefined) throw new Error('family incomplete');
      const result = ok(
        insurer.primaryCare.selectPcp(token, { pcpSelectList: [{ memberKey: child.memberKey, effectiveDate: '2026-12-01' }, { memberKey: parent.memberKey, effectiveDate: '2026-12-01' }], providerId: 'P104419', email: null }, TODAY),
      );
      expect(result).toContain('Hannah Lindgren');
      const members = ok(insurer.primaryCare.pcpMembers(token, TODAY));
      const childHistory = members.find((member) => member.memberKey === child.memberKey)?.pcp360History ?? [];
      expect(childHistory.map((entry) => [entry.providerId, entry.beginDate])).toEqual([['P104419', '2026-12-01']]);
      const parentHistory = members.find((member) => member.memberKey === parent.memberKey)?.pcp360History ?? [];
      const previous = parentHistory.find((entry) => entry.providerId === 'P104211');
      expect(previous?.endDate).toBe('2026-12-01');
      expect(parentHistory.at(-1)).toMatchObject({ providerId: 'P104419', beginDate: '2026-12-01', pcpSelected: true });
    });

    it('rejects unknown providers and members who are not eligible', () => {
      const token = signIn('nopcp');
      const memberKey = ok(insurer.primaryCare.pcpEligibility(token, TODAY)).members[0] ?? '';
      expect(failure(insurer.primaryCare.selectPcp(token, { pcpSelectList: [{ memberKey, effectiveDate: TODAY }], providerId: 'P000000', email: null }, TODAY))).toMatchObject({ status: 404 });
      expect(failure(insurer.primaryCare.selectPcp(token, { pcpSelectList: [{ memberKey: '123', effectiveDate: TODAY }], providerId: 'P104211', email: null }, TODAY))).toMatchObject({ status: 400 });
    });

    it('searches the directory by ZIP, radius and words, nearest first, in pages', () => {
      const token = signIn('subscriber');
      const search = (zip: string, radius: number, searchString: string, page = 0, size = 5) =>
        ok(insurer.primaryCare.searchProviders(token, { search: { members: [], zip, radius, searchString }, page, size }, TODAY));
      const portland = search('97214', 15, '');
      expect(portland.page.totalElements).toBeGreaterThan(5);
      expect(portland.data).toHaveLength(5);
      const distances = portland.data.map((provider) => provider.distance ?? -1);
      expect([...distances].sort((a, b) => a - b)).toEqual(distances);
      expect(distances.every((distance) => distance >= 0 && distance <= 15)).toBe(true);
      expect(search('97214', 15, '', 1).data[0]?.providerId).not.toBe(portland.data[0]?.providerId);
      expect(search('83702', 30, '').data.every((provider) => provider.locations[0]?.state === 'ID')).toBe(true);
      expect(search('78701', 10, 'pediatrics').page.totalElements).toBe(0);
      expect(search('97214', 25, 'pediatrics').data.every((provider) => provider.specialty === 'Pediatrics')).toBe(true);
      expect(failure(insurer.primaryCare.searchProviders(token, { search: { members: [], zip: '9721', radius: 10, searchString: '' }, page: 0, size: 5 }, TODAY))).toMatchObject({ status: 400 });
    });

    it('lists only the clinicians who see every member searched for, at their age', () => {
      const token = signIn('subscriber');
      const members = ok(insurer.account.account(token, TODAY)).members;
      const adult = members.find((member) => member.memberSuffix === 0);
      const child = members.find((member) => member.relationship === 'C' && Number(member.dateOfBirth.slice(0, 4)) > Number(TODAY.slice(0, 4)) - 15);
      if (adult === undefined || child === undefined) throw new Error('the subscriber has no adult and young child');
      const specialties = (searched: readonly (typeof members)[number][]) =>
        new Set(
          ok(insurer.primaryCare.searchProviders(token, { search: { members: searched.map((member) => ({ memberKey: member.memberKey, effectiveDate: TODAY })), zip: '97214', radius: 25, searchString: '' }, page: 0, size: 50 }, TODAY)).data.map(
            (provider) => provider.specialty,
          ),
        );
      const forChild = specialties([child]);
      expect(forChild.has('Pediatrics')).toBe(true);
      expect(forChild.has('Geriatrics') || forChild.has('Internal Medicine')).toBe(false);
      const forAdult = specialties([adult]);
      expect(forAdult.has('Geriatrics') && forAdult.has('Internal Medicine')).toBe(true);
      expect(forAdult.has('Pediatrics')).toBe(false);
      expect([...specialties([adult, child])]).toEqual(expect.not.arrayContaining(['Pediatrics', 'Geriatrics', 'Internal Medicine']));
      expect(specialties([adult, child]).has('Family Medicine')).toBe(true);
    });

    it('answers 404 for a provider no longer in the directory', () => {
      const token = signIn('subscriber');
      const retired = ok(insurer.primaryCare.pcpMembers(token, TODAY))
        .flatMap((member) => member.pcp360History)
        .find((entry) => !entry.pcpSelected);
      expect(retired).toBeDefined();
      expect(failure(insurer.primaryCare.provider(token, { providerId: retired?.providerId ?? '' }, TODAY))).toMatchObject({ status: 404 });
    });
  });

  describe('referrals', () => {
    it('filters by member, status, provider and expiry', () => {
      const token = signIn('subscriber');
      const all = ok(insurer.referrals.referrals(token, { page: 0, size: 100 }, TODAY)).content;
      const someone = all[0]?.memberKey ?? '';
      expect(ok(insurer.referrals.referrals(token, { page: 0, size: 100, memberKey: someone }, TODAY)).content.every((referral) => referral.memberKey === someone)).toBe(true);
      expect(ok(insurer.referrals.referrals(token, { page: 0, size: 100, statusCode: 'DENIED' }, TODAY)).content.every((referral) => referral.statusCode === 'DENIED')).toBe(true);
      const current = ok(insurer.referrals.referrals(token, { page: 0, size: 100, excludeExpired: true }, TODAY)).content;
      expect(current.length).toBeLessThan(all.length);
      expect(current.every((referral) => referral.endDate >= TODAY)).toBe(true);
      const metadata = ok(insurer.referrals.referralMetadata(token, { memberKey: someone }, TODAY));
      expect(metadata.members.length).toBeGreaterThan(1);
      expect(metadata.providers.every((provider) => all.some((referral) => referral.providerId === provider.providerId && referral.memberKey === someone))).toBe(true);
    });

    it('pages like Spring: 0-based number, first and last flags', () => {
      const token = signIn('subscriber');
      const first = ok(insurer.referrals.referrals(token, { page: 0, size: 10 }, TODAY));
      const last = ok(insurer.referrals.referrals(token, { page: first.totalPages - 1, size: 10 }, TODAY));
      expect([first.first, first.last, last.first, last.last]).toEqual([true, false, false, true]);
      expect(last.numberOfElements).toBe(first.totalElements - 10 * (first.totalPages - 1));
      expect(ok(insurer.referrals.hasReferrals(signIn('pci'), TODAY))).toBe(false);
    });
  });

  describe('registration and recovery', () => {
    /** Owen, the Hollis family's 20-year-old, has no login yet. */
    const owen = (): UserDetails => {
      const account = ok(insurer.account.account(signIn('subscriber'), TODAY));
      const member = account.members.find((candidate) => candidate.memberSuffix === 3);
      if (member === undefined) throw new Error('no Owen');
      return { firstName: member.firstName, lastName: member.lastName, dateOfBirth: member.dateOfBirth, subscriberId: account.subscriberId, zipCode: account.address.zipCode, domainId: 1 };
    };

    it('validates details: unknown members 404, members who already have a login 409', () => {
      ok(insurer.registration.validateUserDetails(owen(), TODAY));
      expect(failure(insurer.registration.validateUserDetails({ ...owen(), dateOfBirth: '1999-01-01' }, TODAY))).toMatchObject({ status: 404 });
      expect(failure(insurer.registration.validateUserDetails({ ...owen(), firstName: 'Daniel', dateOfBirth: ok(insurer.account.account(signIn('subscriber'), TODAY)).members[0]?.dateOfBirth ?? '' }, TODAY))).toMatchObject({
        status: 409,
      });
    });

    it('checks usernames for format and availability', () => {
      ok(insurer.registration.validateUsername({ username: 'owenh20', domainId: 1 }, TODAY));
      expect(failure(insurer.registration.validateUsername({ username: 'ab', domainId: 1 }, TODAY))).toMatchObject({ status: 400 });
      expect(failure(insurer.registration.validateUsername({ username: 'Subscriber', domainId: 1 }, TODAY))).toMatchObject({ status: 409 });
    });

    it('registers a new account that can log in as that member', () => {
      const details = owen();
      ok(
        insurer.registration.register(
          {
            userDetails: details,
            credentials: { username: 'owenh20', password: 'Owen2024', emailAddress: 'owen.hollis@example.com' },
            securityAnswers: [{ questionId: 'BIRTH_CITY', answer: 'Portland' }],
            isCommunicationPolicySigned: true,
          },
          TODAY,
        ),
      );
      const token = signIn('owenh20', 1, 'Owen2024');
      const account = ok(insurer.account.account(token, TODAY));
      expect(account.members.find((member) => member.memberKey === decodeSandboxToken(token)?.memberKey)?.firstName).toBe(details.firstName);
      expect(ok(insurer.account.preferences(token, TODAY)).emailAddress).toBe('owen.hollis@example.com');
      expect(failure(insurer.registration.validateUserDetails(details, TODAY))).toMatchObject({ status: 409 });
      ok(insurer.registration.forgotUsername(details, TODAY));
      expect(ok(insurer.registration.forgotPassword({ username: 'owenh20', domainId: 1 }, TODAY, 'en'))).toEqual({ questionId: 'BIRTH_CITY', question: 'In what city were you born?' });
    });

    it('resets a password with the right security answer, unlocking the retry persona', () => {
      for (let attempt = 0; attempt < 4; attempt += 1) insurer.auth.login({ username: 'retry', password: 'Wrong123', domainId: 1 }, TODAY);
      const { questionId } = ok(insurer.registration.forgotPassword({ username: 'retry', domainId: 1 }, TODAY, 'en'));
      expect(failure(insurer.registration.resetPassword({ username: 'retry', domainId: 1, questionId, answer: 'Rex', newPassword: 'Again2go' }, TODAY))).toMatchObject({ status: 400 });
      ok(insurer.registration.resetPassword({ username: 'retry', domainId: 1, questionId, answer: ' biscuit ', newPassword: 'Again2go' }, TODAY));
      expect(signIn('retry', 1, 'Again2go')).not.toBe('');
    });

    it('does not know usernames on another domain', () => {
      expect(failure(insurer.registration.forgotPassword({ username: 'subscriber', domainId: 5 }, TODAY, 'en'))).toMatchObject({ status: 404 });
    });
  });

  describe('benefits', () => {
    it('reads a past plan year with its deductibles met in full', () => {
      const token = signIn('subscriber');
      const current = ok(insurer.benefits.medical(token, {}, TODAY));
      const past = ok(insurer.benefits.medical(token, { asOfDate: '2025-06-30' }, TODAY));
      expect(past.asOfDate).toBe('2025-06-30');
      expect(past.byTier['In Network']?.oopDeductibles.individualDeductibleRemaining).toBe(0);
      expect(current.byTier['In Network']?.oopDeductibles.individualDeductibleRemaining).toBeGreaterThan(0);
      expect(failure(insurer.benefits.medical(token, { asOfDate: '30/06/2025' }, TODAY))).toMatchObject({ status: 400 });
    });

    it('has dental services the UI must skip (-1 and 0) beside covered ones', () => {
      const amounts = Object.values(ok(insurer.benefits.dental(signIn('subscriber'), { suffix: 0 }, TODAY)).tiers[0]?.servicesByCategory ?? {})
        .flat()
        .map((service) => service.amount);
      expect(amounts).toContain(-1);
      expect(amounts).toContain(0);
      expect(amounts.some((amount) => amount > 0)).toBe(true);
    });

    it('has limits over several tiers and types, with one invalid row', () => {
      const limits = ok(insurer.benefits.limits(signIn('subscriber'), {}, TODAY));
      expect(new Set(limits.map((limit) => limit.networkTier)).size).toBeGreaterThanOrEqual(3);
      expect(limits.map((limit) => limit.limitType)).toEqual(expect.arrayContaining(['Annual Limit', 'Deductible - In Network']));
      expect(limits.filter((limit) => limit.totalMet === 0 && limit.totalRemaining === 0)).toHaveLength(1);
    });

    it('answers 404 for categories a member does not hold', () => {
      const token = signIn('subscriber');
      const owen = ok(insurer.account.account(token, TODAY)).members.find((member) => member.memberSuffix === 3);
      expect(owen?.visionEligibility?.eligible).toBe(false);
      expect(failure(insurer.benefits.category(token, { category: 'vision', suffix: 3 }, TODAY))).toMatchObject({ status: 404 });
      expect(failure(insurer.benefits.medical(signIn('providence', 5), {}, TODAY))).toMatchObject({ status: 404 });
    });

    it('keeps benefit history with past plan years', () => {
      const history = ok(insurer.benefits.history(signIn('subscriber'), TODAY));
      const medical = history['M']?.[0]?.eligibilities ?? [];
      expect(medical.length).toBeGreaterThan(1);
      expect(medical.filter((year) => year.termedDate !== null && year.termedDate < TODAY).length).toBeGreaterThan(0);
    });
  });

  describe('ID cards', () => {
    it('renders a real PDF', async () => {
      const pdf = await insurer.idCard.idCardPdf(signIn('subscriber'), {}, TODAY);
      const bytes = ok(pdf);
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    });

    it('prints on the medical card each network’s deductible and out-of-pocket maximum, and the consumer assistance phone and website', async () => {
      const [, back = []] = await pdfTextRuns(ok(await insurer.idCard.idCardPdf(signIn('subscriber'), {}, TODAY)));
      expect(back).toEqual(
        expect.arrayContaining([
          'In network',
          'Out-of-network',
          'Deductible',
          'Out-of-pocket max',
          '$1,500.00 individual',
          '$4,500.00 family',
          '$6,000.00 individual',
          '$12,000.00 family',
          '$3,000.00 individual',
          '$24,000.00 family',
          'Customer Service: 1-800-555-0101 (TTY 711)',
          'Consumer assistance: www.cascadehealth.example.com/help',
        ]),
      );
    });

    it('prints on the dental card the deductible and the annual maximum, and no out-of-pocket maximum', async () => {
      const pages = await pdfTextRuns(ok(await insurer.idCard.idCardPdf(signIn('providence', 5), {}, TODAY)));
      const back = pages[1] ?? [];
      expect(back).toEqual(expect.arrayContaining(['All networks', 'Deductible', '$50.00 individual', '$150.00 family', 'Annual maximum', '$2,000.00 individual']));
      expect(back).toContain('Consumer assistance: www.providencehealthplan.example.com/help');
      expect(back.some((text) => /out-of-pocket/i.test(text))).toBe(false);
    });

    it('e-mails the same card as the download, figures included', async () => {
      const token = signIn('subscriber');
      const spouse = ok(insurer.account.account(token, TODAY)).members.find((member) => member.memberSuffix === 1);
      ok(await insurer.idCard.emailIdCard(token, { memberKey: spouse?.memberKey ?? '', emailAddress: ' daniel.hollis@example.com ' }, TODAY));
      const sent = insurer.idCard.sent.at(-1);
      expect(sent).toMatchObject({ emailAddress: 'daniel.hollis@example.com', memberKey: spouse?.memberKey });
      const downloaded = ok(await insurer.idCard.idCardPdf(token, { memberKey: spouse?.memberKey ?? '' }, TODAY));
      const mailed = await pdfTextRuns(sent?.pdf ?? new Uint8Array());
      expect(mailed).toEqual(await pdfTextRuns(downloaded));
      expect(mailed[1]).toEqual(expect.arrayContaining(['$1,500.00 individual', 'Consumer assistance: www.cascadehealth.example.com/help']));
      insurer.reset();
      expect(insurer.idCard.sent).toEqual([]);
    });

    it('shows cards for a family member and 404 for strangers', () => {
      const token = signIn('subscriber');
      const spouse = ok(insurer.account.account(token, TODAY)).members.find((member) => member.memberSuffix === 1);
      expect(ok(insurer.idCard.idCardView(token, { memberKey: spouse?.memberKey ?? '' }, TODAY)).map((card) => card.category)).toEqual(['medical', 'dental']);
      expect(failure(insurer.idCard.idCardView(token, { memberKey: '42' }, TODAY))).toMatchObject({ status: 404 });
      expect(ok(insurer.idCard.requestIdCard(token, { category: 'dental' }, TODAY))).toContain('2417 SE Salmon St');
    });

    it('refuses a dependant another member’s card, by view, PDF and e-mail (403), as the claims rule does', async () => {
      const subscriber = ok(insurer.account.account(signIn('subscriber'), TODAY)).members.find((member) => member.memberSuffix === 0);
      const token = signIn('spouse');
      const request = { memberKey: subscriber?.memberKey ?? '' };
      expect(failure(insurer.idCard.idCardView(token, request, TODAY))).toMatchObject({ status: 403 });
      expect(failure(await insurer.idCard.idCardPdf(token, request, TODAY))).toMatchObject({ status: 403 });
      expect(failure(await insurer.idCard.emailIdCard(token, { ...request, emailAddress: 'anjali@example.com' }, TODAY))).toMatchObject({ status: 403 });
      expect(ok(insurer.idCard.idCardView(token, {}, TODAY)).length).toBeGreaterThan(0);
    });
  });

  describe('content', () => {
    it('lists the holidays of the coming year for each domain, in its own calendar', () => {
      const main = ok(insurer.content.holidayCalendar({ domainId: 1 }, TODAY));
      expect(main).toContain('Thanksgiving Day</strong>: Thursday, November 26, 2026');
      expect(main).toContain('Christmas Day');
      expect(ok(insurer.content.holidayCalendar({ domainId: 2 }, TODAY))).not.toContain('Juneteenth');
      expect(failure(insurer.content.holidayCalendar({ domainId: 3 }, TODAY))).toMatchObject({ status: 404 });
    });

    it('gives the chat configuration only to members', () => {
      expect(ok(insurer.content.chatConfig(null, TODAY))).toBeNull();
      expect(ok(insurer.content.chatConfig(signIn('subscriber'), TODAY))?.displayChat).toBe(true);
    });
  });
});
