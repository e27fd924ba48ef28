// @vitest-environment node
import * as t from 'io-ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AccountDetailsCodec,
  AccountStatusCodec,
  AccreditationDetailsCodec,
  BenefitHistoryCodec,
  CalendarWireCodec,
  CategoryBenefitsCodec,
  ChatConfigCodec,
  DentalBenefitsCodec,
  EmployeeIdShortcutCodec,
  ErrorBodyCodec,
  FamilyEligibilityCodec,
  ForgotPasswordQuestionCodec,
  GroupsCodec,
  IdCardViewsCodec,
  LimitsCodec,
  MedicalBenefitsWireCodec,
  MedicalServiceDetailCodec,
  MedicareMaterialsCodec,
  nullable,
  PcpSearchResponseCodec,
  PlanManagementDetailsCodec,
  PreferencesCodec,
  PrimaryCareEligibilityCodec,
  PrimaryCareMembersCodec,
  ProgramDetailsCodec,
  ProgramsCodec,
  ProviderCodec,
  ReferralMetadataCodec,
  ReferralPageCodec,
  RegistrationDetailsCodec,
  RegistrationPoliciesCodec,
  RelevantPreferencesCodec,
  SecurityQuestionsCodec,
  SiteContentProgramsCodec,
  TokenResponseCodec,
} from '../http/codecs';
import { resolve, startSandboxServer, type SandboxInterceptor, type SandboxServer } from './sandbox-http-handler';
import { SANDBOX_ROUTES } from './sandbox-routes';
import { SandboxInsurer } from './sandbox-insurer';
import { SandboxTokenIssuer } from './sandbox-token';

/**
 * The wire contract over real HTTP: every route answers with the status and content type the contract
 * names, and every JSON body decodes with the HTTP adapter's own codecs (so the app can read it).
 */

const TODAY = '2026-11-22';
const BooleanCodec = t.boolean;

let server: SandboxServer;

beforeAll(async () => {
  server = await startSandboxServer(0);
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.insurer.reset();
});

interface Call {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly token?: string | null;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
  readonly today?: string | null;
}

function call(path: string, options: Call = {}): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.today !== null) headers['X-Sandbox-Today'] = options.today ?? TODAY;
  if (options.token !== undefined && options.token !== null) headers['Authorization'] = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(`${server.gatewayUrl}${path}`, {
    method: options.method ?? 'GET',
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}

async function login(username: string, domainId: 1 | 2 | 5 = 1): Promise<string> {
  const response = await call('/api/token', { method: 'POST', body: { username, password: 'Sandbox1', domainId } });
  expect(response.status).toBe(200);
  const body: unknown = await response.json();
  const decoded = TokenResponseCodec.decode(body);
  if (decoded._tag === 'Left') throw new Error('token response does not decode');
  return decoded.right.token;
}

async function expectJson(response: Response, codec: t.Decoder<unknown, unknown>, status = 200): Promise<unknown> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body: unknown = await response.json();
  const decoded = codec.decode(body);
  expect(decoded._tag, `${codec.name} should decode ${JSON.stringify(body).slice(0, 200)}`).toBe('Right');
  return body;
}

async function expectText(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  return response.text();
}

describe('sandbox HTTP handler', () => {
  describe('authentication', () => {
    it('answers a login with a token, and login failures with the contract codes', async () => {
      expect(await login('subscriber')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      const wrong = await call('/api/token', { method: 'POST', body: { username: 'subscriber', password: 'nope', domainId: 1 } });
      expect(await expectJson(wrong, ErrorBodyCodec, 401)).toEqual({ code: 'UNRECOGNIZED', message: 'Username and/or password unrecognized. Please try again.' });
      const countdown = await call('/api/token', { method: 'POST', body: { username: 'retry', password: 'nope', domainId: 1 } });
      expect(await expectJson(countdown, ErrorBodyCodec, 401)).toMatchObject({ code: 'LOGIN_ATTEMPTS_REMAINING', errorData: { attemptsRemaining: 2 } });
      const locked = await call('/api/token', { method: 'POST', body: { username: 'locked', password: 'Sandbox1', domainId: 1 } });
      expect(await expectJson(locked, ErrorBodyCodec, 423)).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    });

    it('answers 401 to protected calls without a token or with an invalid one', async () => {
      expect((await call('/api/account')).status).toBe(401);
      expect((await call('/api/account', { token: 'abc.def.ghi' })).status).toBe(401);
      expect((await call('/api/benefits/medical', { token: 'garbage' })).status).toBe(401);
    });

    it('rejects a malformed body and a malformed X-Sandbox-Today', async () => {
      const malformed = await fetch(`${server.gatewayUrl}/api/token`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"username":' });
      expect(await expectJson(malformed, ErrorBodyCodec, 400)).toMatchObject({ code: 'MALFORMED_JSON' });
      const missingField = await call('/api/token', { method: 'POST', body: { username: 'subscriber' } });
      expect(missingField.status).toBe(400);
      expect((await call('/api/account/registration/details', { today: '22/11/2026' })).status).toBe(400);
    });

    it('serves with the real date when nothing pins today', async () => {
      expect((await call('/api/account/status', { token: await login('subscriber'), today: null })).status).toBe(200);
    });
  });

  describe('every route of the wire contract', () => {
    it('serves the account and auth calls', async () => {
      const token = await login('subscriber');
      await expectJson(await call('/api/groups', { token }), GroupsCodec);
      await expectJson(await call('/api/account', { token }), AccountDetailsCodec);
      expect(AccountStatusCodec.is(await expectText(await call('/api/account/status', { token })))).toBe(true);
      expect(await expectText(await call('/api/token/userkey', { token }))).toMatch(/^\d+$/);
      await expectJson(await call('/api/account/getEmployeeId', { token }), EmployeeIdShortcutCodec);
      await expectJson(await call('/api/account/relevant-preferences', { token }), RelevantPreferencesCodec);
      await expectJson(await call('/api/account/preferences', { token }), PreferencesCodec);
      await expectJson(await call('/api/account/preferences', { token, method: 'PUT', body: { emailBreakingNews: 'N' } }), PreferencesCodec);
      await expectJson(await call('/api/account/security-questions'), SecurityQuestionsCodec);
      expect((await call('/api/account/security-answers', { token, method: 'PUT', body: [{ questionId: 'FIRST_CAR', answer: 'Subaru' }] })).status).toBe(204);
      await expectJson(await call('/api/account/registration/policies', { token }), RegistrationPoliciesCodec);
      const policies = { isCommunicationPolicySigned: true, isEeobPreferenceConsented: true };
      expect((await call('/api/account/registration/policies', { token, method: 'PUT', body: policies })).status).toBe(204);
      expect((await call('/api/account/password', { token, method: 'PUT', body: { currentPassword: 'Sandbox1', newPassword: 'Sandbox2' } })).status).toBe(204);
    });

    it('serves group selection and new ID', async () => {
      const multigroup = await login('multigroup');
      const groups = (await (await call('/api/groups', { token: multigroup })).json()) as { groupId: string }[];
      const selected = await call('/api/group-selection', { token: multigroup, method: 'POST', body: { groupId: groups[1]?.groupId, domain: 1 } });
      await expectJson(selected, TokenResponseCodec);

      const staff = await login('summitnewid', 2);
      const malformed = await call('/api/new-id', { token: staff, method: 'POST', body: { subscriberId: '#1', domainId: 2 } });
      expect(((await expectJson(malformed, ErrorBodyCodec, 400)) as { message?: string }).message).toBeTruthy();
      const unknown = await call('/api/new-id', { token: staff, method: 'POST', body: { subscriberId: 'S99999999', domainId: 2 } });
      expect(((await expectJson(unknown, ErrorBodyCodec, 404)) as { message?: string }).message).toBeTruthy();
      const summitId = ((await (await call('/api/account', { token: await login('summit', 2) })).json()) as { subscriberId: string }).subscriberId;
      await expectJson(await call('/api/new-id', { token: staff, method: 'POST', body: { subscriberId: summitId, domainId: 2 } }), TokenResponseCodec);
    });

    it('serves registration and recovery without a token', async () => {
      await expectJson(await call('/api/account/registration/details'), RegistrationDetailsCodec);
      expect((await call('/api/account/validation/username', { method: 'POST', body: { username: 'brandnew1', domainId: 1 } })).status).toBe(204);
      expect((await call('/api/account/validation/username', { method: 'POST', body: { username: 'subscriber', domainId: 1 } })).status).toBe(409);
      const unknownMember = { firstName: 'Ann', lastName: 'Nobody', dateOfBirth: '1980-01-01', subscriberId: 'M00000000', zipCode: '97214', domainId: 1 };
      expect((await call('/api/account/validation/user-details', { method: 'POST', body: unknownMember })).status).toBe(404);
      expect((await call('/api/account/forgot-username', { method: 'POST', body: unknownMember })).status).toBe(404);
      const question = await call('/api/account/forgot-password', { method: 'POST', body: { username: 'noemail', domainId: 1 } });
      const { questionId } = (await expectJson(question, ForgotPasswordQuestionCodec)) as { questionId: string };
      const reset = { username: 'noemail', domainId: 1, questionId, answer: 'Biscuit', newPassword: 'Newpass9' };
      expect((await call('/api/account/forgot-password/reset', { method: 'POST', body: reset })).status).toBe(204);
      const registration = await call('/api/account/registration', {
        method: 'POST',
        body: { userDetails: unknownMember, credentials: { username: 'annn', password: 'Annpass1', emailAddress: 'ann@example.com' }, securityAnswers: [], isCommunicationPolicySigned: true },
      });
      expect(registration.status).toBe(404);
    });

    it('serves benefits with the medical wire shape keyed by tier name', async () => {
      const token = await login('subscriber');
      const medical = (await expectJson(await call('/api/benefits/medical?asOfDate=2026-11-01', { token }), MedicalBenefitsWireCodec)) as Record<string, unknown>;
      expect(medical['asOfDate']).toBe('2026-11-01');
      expect(Object.keys(medical)).toEqual(expect.arrayContaining(['In Network', 'Out of Network', 'tiers']));
      await expectJson(await call('/api/benefits/medical/services/urgent-care', { token }), MedicalServiceDetailCodec);
      expect((await call('/api/benefits/medical/services/astrology', { token })).status).toBe(404);
      await expectJson(await call('/api/benefits/vision?suffix=0&asOfDate=2026-11-22', { token }), CategoryBenefitsCodec);
      await expectJson(await call('/api/benefits/pharmacy?suffix=1', { token }), CategoryBenefitsCodec);
      await expectJson(await call('/api/benefits/dental?suffix=2', { token }), DentalBenefitsCodec);
      await expectJson(await call('/api/benefits/limits?suffix=0&asOfDate=2026-11-22', { token }), LimitsCodec);
      await expectJson(await call('/api/benefits/limits', { token }), LimitsCodec);
      await expectJson(await call('/api/benefits/history', { token }), BenefitHistoryCodec);
      await expectJson(await call('/api/eligibility/family', { token }), FamilyEligibilityCodec);
      expect((await call('/api/benefits/dental?suffix=two', { token })).status).toBe(400);
    });

    it('serves eBill flags and registration', async () => {
      const token = await login('canceld');
      for (const path of ['/api/ebill/hasEbill', '/api/ebill/ebillRegistered', '/api/ebill/showEbillAlert']) {
        await expectJson(await call(path, { token }), BooleanCodec);
      }
      expect((await call('/api/ebill/registerEbillUser', { token, method: 'PUT' })).status).toBe(204);
      expect(await (await call('/api/ebill/ebillRegistered', { token })).json()).toBe(true);
    });

    it('serves ID cards as JSON, as PDF bytes, by email and by mail', async () => {
      const token = await login('subscriber');
      await expectJson(await call('/api/idCard/eligible', { token }), BooleanCodec);
      await expectJson(await call('/api/idCard/view', { token }), IdCardViewsCodec);
      const pdf = await call('/api/idCard/view', { token, headers: { Accept: 'application/pdf' } });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(new TextDecoder().decode(new Uint8Array(await pdf.arrayBuffer()).slice(0, 4))).toBe('%PDF');
      const memberKey = await expectText(await call('/api/token/userkey', { token }));
      expect((await call('/api/idCard/email', { token, method: 'POST', body: { memberKey, emailAddress: 'daniel.hollis@example.com' } })).status).toBe(204);
      expect(await expectText(await call('/api/idCard/request?category=medical', { token }))).toContain('medical ID card');
    });

    it('serves primary care calls, the Portland due date as text and the paged search', async () => {
      const token = await login('portland');
      await expectJson(await call('/api/pcp/members', { token }), PrimaryCareMembersCodec);
      await expectJson(await call('/api/pcp/eligibility', { token }), PrimaryCareEligibilityCodec);
      await expectJson(await call('/api/pcp/provider?providerId=P104211', { token }), ProviderCodec);
      expect((await call('/api/pcp/provider?providerId=P100017', { token })).status).toBe(404);
      expect(await expectText(await call('/api/pcp/city-of-portland', { token }))).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(await expectText(await call('/api/pcp/city-of-portland', { token: await login('noportland') }))).toBe('');
      const search = { members: [], radius: 20, zip: '97211', searchString: 'family' };
      const page = (await expectJson(await call('/api/pcp/search?page=1&size=3', { token, method: 'POST', body: search }), PcpSearchResponseCodec)) as { page: { number: number; size: number } };
      expect(page.page).toMatchObject({ number: 1, size: 3 });
      const memberKey = await expectText(await call('/api/token/userkey', { token }));
      const selection = { pcpSelectList: [{ memberKey, effectiveDate: '2026-12-01' }], providerId: 'P104419', email: null };
      expect(await expectText(await call('/api/pcp/select', { token, method: 'POST', body: selection }))).toContain('Confirmation number');
    });

    it('serves programs, referrals, documents and plan management', async () => {
      const token = await login('subscriber');
      await expectJson(await call('/api/programs', { token }), ProgramsCodec);
      await expectJson(await call('/api/programs/sitecore', { token }), SiteContentProgramsCodec);
      await expectJson(await call('/api/programs/details/13', { token }), ProgramDetailsCodec);
      expect((await call('/api/programs/details/27', { token })).status).toBe(404);
      await expectJson(await call('/api/referrals?page=0&size=10&excludeExpired=true', { token }), ReferralPageCodec);
      await expectJson(await call('/api/referrals/metadata', { token }), ReferralMetadataCodec);
      await expectJson(await call('/api/referrals/hasReferrals', { token }), BooleanCodec);
      expect((await call('/api/medicare-materials', { token })).status).toBe(403);
      expect((await call('/api/medicare-materials/eligibility', { token })).status).toBe(403);
      const outline = await expectText(await call('/api/handbook/ooc', { token }));
      expect(outline).toMatch(/^\/gateway\/documents\/.+\.pdf$/);
      const document = await call(outline.slice('/gateway'.length));
      expect(document.headers.get('content-type')).toBe('application/pdf');
      await expectJson(await call('/api/plan-management/details', { token }), PlanManagementDetailsCodec);
      await expectJson(await call('/api/plan-management/cancellation', { token, method: 'POST', body: { cancellationStatusId: 'M' } }), PlanManagementDetailsCodec);

      const medicare = await login('medicare');
      await expectJson(await call('/api/medicare-materials', { token: medicare }), MedicareMaterialsCodec);
      await expectJson(await call('/api/medicare-materials/eligibility', { token: medicare }), BooleanCodec);
    });

    it('serves content: calendars in their envelope, accreditation, chat configuration', async () => {
      await expectJson(await call('/message/calendar'), CalendarWireCodec);
      const holidays = (await expectJson(await call('/message/calendar/domain/5'), CalendarWireCodec)) as { data: { item: { content: { value: string } } } };
      expect(holidays.data.item.content.value).toContain('Holiday schedule');
      expect((await call('/message/calendar/domain/7')).status).toBe(404);
      const accreditation = (await expectJson(await call('/content/accreditation'), AccreditationDetailsCodec)) as { logo: string };
      const seal = await call(accreditation.logo.slice('/gateway'.length));
      expect(seal.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      await expectJson(await call('/content/chat-config'), nullable(ChatConfigCodec));
      await expectJson(await call('/content/chat-config', { token: await login('subscriber') }), ChatConfigCodec);
    });

    it('answers the single sign-on form post with a page naming the member', async () => {
      const token = await login('moda360');
      const response = await fetch(`${server.gatewayUrl}/sso`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token, testenv: 'uat2' }).toString(),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const page = await response.text();
      expect(page).toContain('Grace Okafor');
      expect(page).toContain('uat2');
    });

    it('takes a path a route names literally to that route, whatever the order of the routes', () => {
      const forward = SANDBOX_ROUTES.filter((route) => route.pattern === '/api/claims/page' || route.pattern === '/api/claims/:claimId');
      expect(forward).toHaveLength(2);
      for (const routes of [forward, [...forward].reverse()]) {
        expect(resolve(routes, 'GET', '/api/claims/page', 'application/json')).toMatchObject({ route: { call: 'claims.page' } });
        expect(resolve(routes, 'GET', '/api/claims/C-1', 'application/json')).toMatchObject({ route: { call: 'claims.claim' }, params: { claimId: 'C-1' } });
      }
    });

    it('answers 404 for unknown paths and 405 for a wrong method', async () => {
      expect((await call('/api/nothing-here')).status).toBe(404);
      const wrongMethod = await call('/api/groups', { method: 'POST', body: {} });
      expect(wrongMethod.status).toBe(405);
      expect(wrongMethod.headers.get('allow')).toBe('GET');
    });

    it('pins the persona dates with X-Sandbox-Today', async () => {
      const token = await login('future');
      const on = async (today: string) => ((await (await call('/api/account', { token, today })).json()) as { effectiveDate: string }).effectiveDate;
      expect(await on('2026-11-22')).toBe('2026-12-01');
      expect(await on('2025-02-10')).toBe('2025-03-01');
    });
  });
});

describe('fault injection hook', () => {
  let faulty: SandboxServer;
  const interceptor: SandboxInterceptor = async (route, next) => {
    if (route.call === 'content.calendar') return { kind: 'drop' };
    if (route.call === 'content.accreditation') return { kind: 'bytes', status: 200, contentType: 'application/json', body: new TextEncoder().encode('{"logo":') };
    if (route.call === 'registration.details') return { kind: 'json', status: 503, body: { message: 'Maintenance' } };
    return next();
  };
  beforeAll(async () => {
    faulty = await startSandboxServer(0, { interceptor });
  });
  afterAll(async () => {
    await faulty.close();
  });

  it('can drop the connection, send malformed JSON or another status for one call, leaving the others alone', async () => {
    await expect(fetch(`${faulty.gatewayUrl}/message/calendar`)).rejects.toThrow();
    await expect((await fetch(`${faulty.gatewayUrl}/content/accreditation`)).json()).rejects.toThrow();
    expect((await fetch(`${faulty.gatewayUrl}/api/account/registration/details`)).status).toBe(503);
    expect((await fetch(`${faulty.gatewayUrl}/api/account/security-questions`)).status).toBe(200);
  });
});

describe('what the sandbox server enforces as a production gateway would', () => {
  it('answers a body over the limit with 413, not a reset connection', async () => {
    const response = await fetch(`${server.gatewayUrl}/api/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'x'.repeat(1_100_000), password: 'Sandbox1', domainId: 1 }),
    });
    expect(response.status).toBe(413);
    expect(await expectJson(response, ErrorBodyCodec, 413)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('grants no other origin: no CORS header answers a foreign page', async () => {
    const response = await call('/api/token', {
      method: 'POST',
      headers: { Origin: 'https://attacker.example' },
      body: { username: 'subscriber', password: 'Sandbox1', domainId: 1 },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves its test tools only in test mode', async () => {
    expect((await fetch(`${server.gatewayUrl}/sandbox/reset`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${server.gatewayUrl}/sandbox/personas`)).status).toBe(200);
    const testing = await startSandboxServer(0, { testTools: true });
    try {
      expect((await fetch(`${testing.gatewayUrl}/sandbox/reset`, { method: 'POST' })).status).toBe(204);
    } finally {
      await testing.close();
    }
  });

  it('refuses a token past its 2 hours', async () => {
    const clock = { now: Date.UTC(2026, 10, 22, 9) };
    const timed = await startSandboxServer(0, { insurer: new SandboxInsurer({ tokens: new SandboxTokenIssuer(undefined, () => clock.now) }) });
    try {
      const answer = await fetch(`${timed.gatewayUrl}/api/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Sandbox-Today': TODAY },
        body: JSON.stringify({ username: 'subscriber', password: 'Sandbox1', domainId: 1 }),
      });
      const { token } = (await answer.json()) as { token: string };
      const account = () => fetch(`${timed.gatewayUrl}/api/account`, { headers: { Authorization: `Bearer ${token}`, 'X-Sandbox-Today': TODAY } });
      clock.now += 2 * 60 * 60_000 - 1000;
      expect((await account()).status).toBe(200);
      clock.now += 1000;
      expect((await account()).status).toBe(401);
    } finally {
      await timed.close();
    }
  });

  it('refuses a token after logout (DELETE /api/token) and keeps refusing it', async () => {
    const token = await login('subscriber');
    expect((await call('/api/account', { token })).status).toBe(200);
    expect((await call('/api/token', { method: 'DELETE', token })).status).toBe(204);
    expect((await call('/api/account', { token })).status).toBe(401);
  });
});
