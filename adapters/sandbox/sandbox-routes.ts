import * as t from 'io-ts';
import type { Either } from 'fp-ts/Either';
import type { GatewayError } from '../../application/shared/gateway-error';
import type { MedicalBenefits } from '../../domain/model';
import {
  CancellationRequestCodec,
  ClaimTypeCodec,
  GroupChangeRequestCodec,
  IdCardEmailRequestCodec,
  LoginRequestCodec,
  NewAccountCodec,
  NewIdRequestCodec,
  PasswordChangeCodec,
  PcpSearchRequestCodec,
  PcpSelectRequestCodec,
  PreferencesUpdateCodec,
  RegistrationPoliciesCodec,
  ResetPasswordRequestCodec,
  SecurityAnswersCodec,
  UserDetailsCodec,
  UsernameRequestCodec,
} from '../http/codecs';
import { describeDecodeErrors } from '../http/decode';
import { ACCREDITATION_SEAL_SVG } from './personas/content-catalogue';
import { isIsoDate } from './sandbox-dates';
import type { SandboxInsurer } from './sandbox-insurer';
import type { Language } from '../../domain/copy/language';

/**
 * The wire contract as data: one row per call (method, path pattern, handler). Handlers turn a parsed
 * request into a reply description; writing it to the socket happens in one place (the HTTP handler),
 * which is also where fault injection can step in per call name.
 *
 * Request bodies are decoded with the HTTP adapter's own codecs, so client and sandbox cannot drift.
 */

export type SandboxReply =
  | { readonly kind: 'json'; readonly status: number; readonly body: unknown }
  | { readonly kind: 'text'; readonly status: number; readonly body: string; readonly contentType: string }
  | { readonly kind: 'bytes'; readonly status: number; readonly body: Uint8Array; readonly contentType: string }
  | { readonly kind: 'empty'; readonly status: number };

export interface SandboxRequest {
  readonly method: string;
  /** The path below the gateway prefix, e.g. /api/benefits/medical. */
  readonly path: string;
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  /** Parsed JSON, a urlencoded form as a record, or undefined when there was no body. */
  readonly body: unknown;
  readonly token: string | null;
  readonly today: string;
  readonly accept: string;
  /** The language the member reads (Accept-Language): content the insurer has in it is answered in it. */
  readonly language: Language;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface SandboxRoute {
  /** A stable name per call (e.g. 'benefits.medical'), for logs and fault injection. */
  readonly call: string;
  readonly method: HttpMethod;
  /** Path below the prefix; `:name` segments capture into params. */
  readonly pattern: string;
  readonly handle: (request: SandboxRequest, insurer: SandboxInsurer) => SandboxReply | Promise<SandboxReply>;
}

// ------------------------------------------------------------------ replies

export function errorReply(error: GatewayError): SandboxReply {
  if (error.kind !== 'http') return { kind: 'json', status: 500, body: { code: 'SANDBOX_ERROR', message: `Unexpected ${error.kind} error.` } };
  const body: Record<string, unknown> = {};
  if (error.code !== undefined) body['code'] = error.code;
  if (error.message !== undefined) body['message'] = error.message;
  if (error.errorData !== undefined) body['errorData'] = error.errorData;
  return { kind: 'json', status: error.status, body };
}

export const badRequest = (code: string, message: string): SandboxReply => ({ kind: 'json', status: 400, body: { code, message } });

function json<T>(answer: Either<GatewayError, T>, toWire: (value: T) => unknown = (value) => value): SandboxReply {
  return answer._tag === 'Left' ? errorReply(answer.left) : { kind: 'json', status: 200, body: toWire(answer.right) };
}

function text(answer: Either<GatewayError, string>): SandboxReply {
  return answer._tag === 'Left' ? errorReply(answer.left) : { kind: 'text', status: 200, body: answer.right, contentType: 'text/plain; charset=utf-8' };
}

function html(body: string, status = 200): SandboxReply {
  return { kind: 'text', status, body, contentType: 'text/html; charset=utf-8' };
}

function empty(answer: Either<GatewayError, void>): SandboxReply {
  return answer._tag === 'Left' ? errorReply(answer.left) : { kind: 'empty', status: 204 };
}

function pdf(answer: Either<GatewayError, Uint8Array>): SandboxReply {
  return answer._tag === 'Left' ? errorReply(answer.left) : { kind: 'bytes', status: 200, body: answer.right, contentType: 'application/pdf' };
}

/** Medical benefits on the wire are keyed by tier name next to asOfDate and tiers (spec section 3). */
export function medicalWire(benefits: MedicalBenefits): Readonly<Record<string, unknown>> {
  return { ...benefits.byTier, asOfDate: benefits.asOfDate, tiers: benefits.tiers };
}

/** Calendars arrive wrapped the way the content service stores them. */
export function calendarWire(value: string): unknown {
  return { data: { item: { content: { value } } } };
}

// ------------------------------------------------------------------ request parsing

function withBody<A>(codec: t.Decoder<unknown, A>, request: SandboxRequest, handle: (body: A) => SandboxReply | Promise<SandboxReply>): SandboxReply | Promise<SandboxReply> {
  const decoded = codec.decode(request.body);
  return decoded._tag === 'Left' ? badRequest('BAD_REQUEST', `${codec.name}: ${describeDecodeErrors(decoded.left)}`) : handle(decoded.right);
}

type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reply: SandboxReply };

function optionalDate(request: SandboxRequest, name: string): Parsed<string | undefined> {
  const raw = request.query.get(name);
  if (raw === null || raw === '') return { ok: true, value: undefined };
  return isIsoDate(raw) ? { ok: true, value: raw } : { ok: false, reply: badRequest('INVALID_DATE', `${name} must be yyyy-mm-dd.`) };
}

function optionalInteger(request: SandboxRequest, name: string): Parsed<number | undefined> {
  const raw = request.query.get(name);
  if (raw === null || raw === '') return { ok: true, value: undefined };
  return /^-?\d+$/.test(raw) ? { ok: true, value: Number(raw) } : { ok: false, reply: badRequest('INVALID_PARAMETER', `${name} must be a whole number.`) };
}

function requiredInteger(request: SandboxRequest, name: string, fallback?: number): Parsed<number> {
  const parsed = optionalInteger(request, name);
  if (!parsed.ok) return parsed;
  const value = parsed.value ?? fallback;
  return value === undefined ? { ok: false, reply: badRequest('MISSING_PARAMETER', `${name} is required.`) } : { ok: true, value };
}

function optionalText(request: SandboxRequest, name: string): string | undefined {
  const raw = request.query.get(name);
  return raw === null || raw === '' ? undefined : raw;
}

function optionalBoolean(request: SandboxRequest, name: string): Parsed<boolean | undefined> {
  const raw = request.query.get(name);
  if (raw === null || raw === '') return { ok: true, value: undefined };
  if (raw === 'true' || raw === 'false') return { ok: true, value: raw === 'true' };
  return { ok: false, reply: badRequest('INVALID_PARAMETER', `${name} must be true or false.`) };
}

/** Runs `handle` with every parsed parameter, or answers the first parse failure. */
function withParams<P extends readonly Parsed<unknown>[]>(
  parsed: P,
  handle: (...values: { [K in keyof P]: P[K] extends Parsed<infer V> ? V : never }) => SandboxReply | Promise<SandboxReply>,
): SandboxReply | Promise<SandboxReply> {
  for (const entry of parsed) if (!entry.ok) return entry.reply;
  const values = parsed.map((entry) => (entry.ok ? entry.value : undefined)) as { [K in keyof P]: P[K] extends Parsed<infer V> ? V : never };
  return handle(...values);
}

const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** An http(s) address from a query parameter, else null (never a javascript: or data: link). */
const httpUrl = (value: string | null): string | null => {
  if (value === null) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};

const SsoFormCodec = t.intersection([t.type({ token: t.string }), t.partial({ testenv: t.string })], 'SingleSignOnForm');

// ------------------------------------------------------------------ the table

export const SANDBOX_ROUTES: readonly SandboxRoute[] = [
  // auth
  { call: 'auth.login', method: 'POST', pattern: '/api/token', handle: (r, ins) => withBody(LoginRequestCodec, r, (body) => json(ins.auth.login(body, r.today))) },
  { call: 'auth.logout', method: 'DELETE', pattern: '/api/token', handle: (r, ins) => empty(ins.auth.logout(r.token)) },
  { call: 'auth.userKey', method: 'GET', pattern: '/api/token/userkey', handle: (r, ins) => text(ins.auth.userKey(r.token, r.today)) },
  { call: 'auth.newId', method: 'POST', pattern: '/api/new-id', handle: (r, ins) => withBody(NewIdRequestCodec, r, (body) => json(ins.auth.newId(r.token, body, r.today))) },
  {
    call: 'auth.selectGroup',
    method: 'POST',
    pattern: '/api/group-selection',
    handle: (r, ins) => withBody(GroupChangeRequestCodec, r, (body) => json(ins.auth.selectGroup(r.token, body, r.today))),
  },
  { call: 'auth.groups', method: 'GET', pattern: '/api/groups', handle: (r, ins) => json(ins.auth.groups(r.token, r.today)) },

  // account
  { call: 'account.account', method: 'GET', pattern: '/api/account', handle: (r, ins) => json(ins.account.account(r.token, r.today)) },
  { call: 'account.status', method: 'GET', pattern: '/api/account/status', handle: (r, ins) => text(ins.account.status(r.token, r.today)) },
  { call: 'account.employeeId', method: 'GET', pattern: '/api/account/getEmployeeId', handle: (r, ins) => json(ins.account.employeeId(r.token, r.today)) },
  {
    call: 'account.relevantPreferences',
    method: 'GET',
    pattern: '/api/account/relevant-preferences',
    handle: (r, ins) => json(ins.account.relevantPreferences(r.token, r.today)),
  },
  { call: 'account.preferences', method: 'GET', pattern: '/api/account/preferences', handle: (r, ins) => json(ins.account.preferences(r.token, r.today)) },
  {
    call: 'account.updatePreferences',
    method: 'PUT',
    pattern: '/api/account/preferences',
    handle: (r, ins) => withBody(PreferencesUpdateCodec, r, (body) => json(ins.account.updatePreferences(r.token, body, r.today))),
  },
  {
    call: 'account.changePassword',
    method: 'PUT',
    pattern: '/api/account/password',
    handle: (r, ins) => withBody(PasswordChangeCodec, r, (body) => empty(ins.account.changePassword(r.token, body, r.today))),
  },
  {
    call: 'account.securityQuestions',
    method: 'GET',
    pattern: '/api/account/security-questions',
    handle: (r, ins) => json(ins.account.securityQuestions(r.token, r.today, r.language)),
  },
  {
    call: 'account.saveSecurityAnswers',
    method: 'PUT',
    pattern: '/api/account/security-answers',
    handle: (r, ins) => withBody(SecurityAnswersCodec, r, (body) => empty(ins.account.saveSecurityAnswers(r.token, body, r.today))),
  },
  {
    call: 'account.registrationPolicies',
    method: 'GET',
    pattern: '/api/account/registration/policies',
    handle: (r, ins) => json(ins.account.registrationPolicies(r.token, r.today)),
  },
  {
    call: 'account.updateRegistrationPolicies',
    method: 'PUT',
    pattern: '/api/account/registration/policies',
    handle: (r, ins) => withBody(RegistrationPoliciesCodec, r, (body) => empty(ins.account.updateRegistrationPolicies(r.token, body, r.today))),
  },

  // registration and recovery
  {
    call: 'registration.register',
    method: 'POST',
    pattern: '/api/account/registration',
    handle: (r, ins) => withBody(NewAccountCodec, r, (body) => empty(ins.registration.register(body, r.today))),
  },
  {
    call: 'registration.details',
    method: 'GET',
    pattern: '/api/account/registration/details',
    handle: (r, ins) => json(ins.registration.registrationDetails(r.today, r.language)),
  },
  {
    call: 'registration.validateUserDetails',
    method: 'POST',
    pattern: '/api/account/validation/user-details',
    handle: (r, ins) => withBody(UserDetailsCodec, r, (body) => empty(ins.registration.validateUserDetails(body, r.today))),
  },
  {
    call: 'registration.validateUsername',
    method: 'POST',
    pattern: '/api/account/validation/username',
    handle: (r, ins) => withBody(UsernameRequestCodec, r, (body) => empty(ins.registration.validateUsername(body, r.today))),
  },
  {
    call: 'registration.forgotUsername',
    method: 'POST',
    pattern: '/api/account/forgot-username',
    handle: (r, ins) => withBody(UserDetailsCodec, r, (body) => empty(ins.registration.forgotUsername(body, r.today))),
  },
  {
    call: 'registration.forgotPassword',
    method: 'POST',
    pattern: '/api/account/forgot-password',
    handle: (r, ins) => withBody(UsernameRequestCodec, r, (body) => json(ins.registration.forgotPassword(body, r.today, r.language))),
  },
  {
    call: 'registration.resetPassword',
    method: 'POST',
    pattern: '/api/account/forgot-password/reset',
    handle: (r, ins) => withBody(ResetPasswordRequestCodec, r, (body) => empty(ins.registration.resetPassword(body, r.today))),
  },

  // benefits
  {
    call: 'benefits.medical',
    method: 'GET',
    pattern: '/api/benefits/medical',
    handle: (r, ins) => withParams([optionalDate(r, 'asOfDate')] as const, (asOfDate) => json(ins.benefits.medical(r.token, { asOfDate }, r.today), medicalWire)),
  },
  {
    call: 'benefits.medicalService',
    method: 'GET',
    pattern: '/api/benefits/medical/services/:serviceId',
    handle: (r, ins) =>
      withParams([optionalDate(r, 'asOfDate')] as const, (asOfDate) =>
        json(ins.benefits.medicalService(r.token, { serviceId: r.params['serviceId'] ?? '', asOfDate }, r.today)),
      ),
  },
  ...(['vision', 'pharmacy'] as const).map(
    (category): SandboxRoute => ({
      call: `benefits.${category}`,
      method: 'GET',
      pattern: `/api/benefits/${category}`,
      handle: (r, ins) =>
        withParams([requiredInteger(r, 'suffix', 0), optionalDate(r, 'asOfDate')] as const, (suffix, asOfDate) =>
          json(ins.benefits.category(r.token, { category, suffix, asOfDate }, r.today)),
        ),
    }),
  ),
  {
    call: 'benefits.dental',
    method: 'GET',
    pattern: '/api/benefits/dental',
    handle: (r, ins) =>
      withParams([requiredInteger(r, 'suffix', 0), optionalDate(r, 'asOfDate')] as const, (suffix, asOfDate) =>
        json(ins.benefits.dental(r.token, { suffix, asOfDate }, r.today)),
      ),
  },
  {
    call: 'benefits.limits',
    method: 'GET',
    pattern: '/api/benefits/limits',
    handle: (r, ins) =>
      withParams([optionalInteger(r, 'suffix'), optionalDate(r, 'asOfDate')] as const, (suffix, asOfDate) =>
        json(ins.benefits.limits(r.token, { suffix, asOfDate }, r.today)),
      ),
  },
  { call: 'benefits.history', method: 'GET', pattern: '/api/benefits/history', handle: (r, ins) => json(ins.benefits.history(r.token, r.today)) },
  {
    call: 'benefits.familyEligibility',
    method: 'GET',
    pattern: '/api/eligibility/family',
    handle: (r, ins) => json(ins.benefits.familyEligibility(r.token, r.today)),
  },

  // eBill
  { call: 'ebill.hasEbill', method: 'GET', pattern: '/api/ebill/hasEbill', handle: (r, ins) => json(ins.ebill.hasEbill(r.token, r.today)) },
  { call: 'ebill.registered', method: 'GET', pattern: '/api/ebill/ebillRegistered', handle: (r, ins) => json(ins.ebill.ebillRegistered(r.token, r.today)) },
  { call: 'ebill.showAlert', method: 'GET', pattern: '/api/ebill/showEbillAlert', handle: (r, ins) => json(ins.ebill.showEbillAlert(r.token, r.today)) },
  { call: 'ebill.register', method: 'PUT', pattern: '/api/ebill/registerEbillUser', handle: (r, ins) => empty(ins.ebill.registerEbillUser(r.token, r.today)) },

  // ID cards
  { call: 'idCard.eligible', method: 'GET', pattern: '/api/idCard/eligible', handle: (r, ins) => json(ins.idCard.idCardEligible(r.token, r.today)) },
  {
    call: 'idCard.view',
    method: 'GET',
    pattern: '/api/idCard/view',
    handle: async (r, ins) => {
      const request = { memberKey: optionalText(r, 'memberKey') };
      return r.accept.includes('application/pdf') ? pdf(await ins.idCard.idCardPdf(r.token, request, r.today)) : json(ins.idCard.idCardView(r.token, request, r.today));
    },
  },
  {
    call: 'idCard.email',
    method: 'POST',
    pattern: '/api/idCard/email',
    handle: (r, ins) => withBody(IdCardEmailRequestCodec, r, (body) => empty(ins.idCard.emailIdCard(r.token, body, r.today))),
  },
  {
    call: 'idCard.request',
    method: 'GET',
    pattern: '/api/idCard/request',
    handle: (r, ins) => text(ins.idCard.requestIdCard(r.token, { category: optionalText(r, 'category') ?? '' }, r.today)),
  },

  // primary care
  { call: 'pcp.members', method: 'GET', pattern: '/api/pcp/members', handle: (r, ins) => json(ins.primaryCare.pcpMembers(r.token, r.today)) },
  { call: 'pcp.eligibility', method: 'GET', pattern: '/api/pcp/eligibility', handle: (r, ins) => json(ins.primaryCare.pcpEligibility(r.token, r.today)) },
  {
    call: 'pcp.provider',
    method: 'GET',
    pattern: '/api/pcp/provider',
    handle: (r, ins) => json(ins.primaryCare.provider(r.token, { providerId: optionalText(r, 'providerId') ?? '' }, r.today)),
  },
  {
    call: 'pcp.cityOfPortland',
    method: 'GET',
    pattern: '/api/pcp/city-of-portland',
    // An empty body means there is no due date.
    handle: (r, ins) => {
      const due = ins.primaryCare.cityOfPortland(r.token, r.today);
      return due._tag === 'Left' ? errorReply(due.left) : { kind: 'text', status: 200, body: due.right ?? '', contentType: 'text/plain; charset=utf-8' };
    },
  },
  {
    call: 'pcp.select',
    method: 'POST',
    pattern: '/api/pcp/select',
    handle: (r, ins) => withBody(PcpSelectRequestCodec, r, (body) => text(ins.primaryCare.selectPcp(r.token, body, r.today))),
  },
  {
    call: 'pcp.search',
    method: 'POST',
    pattern: '/api/pcp/search',
    handle: (r, ins) =>
      withParams([requiredInteger(r, 'page', 0), requiredInteger(r, 'size', 10)] as const, (page, size) =>
        withBody(PcpSearchRequestCodec, r, (search) => json(ins.primaryCare.searchProviders(r.token, { search, page, size }, r.today))),
      ),
  },

  // claims, EOBs and Navitus (payloads designed by us: spec section 7 names the calls only)
  { call: 'claims.metadata', method: 'GET', pattern: '/api/claims/metadata', handle: (r, ins) => json(ins.claims.claimsMetadata(r.token, r.today)) },
  {
    call: 'claims.list',
    method: 'GET',
    pattern: '/api/claims',
    handle: (r, ins) => {
      const claimType = optionalText(r, 'claimType');
      if (claimType !== undefined && !ClaimTypeCodec.is(claimType)) return badRequest('INVALID_PARAMETER', 'claimType must be medical, dental, vision or pharmacy.');
      return withParams([optionalDate(r, 'fromDate'), optionalDate(r, 'toDate')] as const, (fromDate, toDate) =>
        json(ins.claims.claims(r.token, { memberKey: optionalText(r, 'memberKey'), claimType, fromDate, toDate }, r.today)),
      );
    },
  },
  { call: 'claims.claim', method: 'GET', pattern: '/api/claims/:claimId', handle: (r, ins) => json(ins.claims.claim(r.token, { claimId: r.params['claimId'] ?? '' }, r.today)) },
  { call: 'eobs.list', method: 'GET', pattern: '/api/eobs', handle: (r, ins) => json(ins.claims.eobs(r.token, r.today)) },
  { call: 'eobs.pdf', method: 'GET', pattern: '/api/eobs/:eobId/pdf', handle: async (r, ins) => pdf(await ins.claims.eobPdf(r.token, { eobId: r.params['eobId'] ?? '' }, r.today)) },
  { call: 'navitus.pharmacy', method: 'GET', pattern: '/api/navitus', handle: (r, ins) => json(ins.claims.navitus(r.token, r.today)) },

  // prior authorizations and referrals (payloads designed by us: spec section 7 names the call only)
  {
    call: 'authorizations.requirements',
    method: 'GET',
    pattern: '/api/prior-authorizations/requirements',
    handle: (r, ins) => json(ins.authorizations.priorAuthorizationRules(r.token, r.today)),
  },
  { call: 'authorizations.list', method: 'GET', pattern: '/api/prior-authorizations', handle: (r, ins) => json(ins.authorizations.authorizations(r.token, r.today)) },
  // cost estimator (payloads designed by us: the price list and the member's cost sharing)
  {
    call: 'costEstimator.prices',
    method: 'GET',
    pattern: '/api/cost-estimator/prices',
    handle: (r, ins) => json(ins.costEstimator.costEstimatorPrices(r.token, { search: optionalText(r, 'search') ?? '', zip: optionalText(r, 'zip') ?? '' }, r.today)),
  },
  {
    call: 'costEstimator.costSharing',
    method: 'GET',
    pattern: '/api/cost-estimator/cost-sharing',
    handle: (r, ins) => {
      const memberKey = optionalText(r, 'memberKey');
      return memberKey === undefined ? badRequest('MISSING_PARAMETER', 'memberKey is required.') : json(ins.costEstimator.costSharing(r.token, { memberKey }, r.today));
    },
  },

  // programs
  { call: 'programs.list', method: 'GET', pattern: '/api/programs', handle: (r, ins) => json(ins.programs.programs(r.token, r.today, r.language)) },
  { call: 'programs.siteContent', method: 'GET', pattern: '/api/programs/sitecore', handle: (r, ins) => json(ins.programs.siteContentPrograms(r.token, r.today, r.language)) },
  {
    call: 'programs.details',
    method: 'GET',
    pattern: '/api/programs/details/:programId',
    handle: (r, ins) => {
      const id = r.params['programId'] ?? '';
      return /^-?\d+$/.test(id) ? json(ins.programs.programDetails(r.token, { programId: Number(id) }, r.today)) : badRequest('INVALID_PARAMETER', 'programId must be a number.');
    },
  },

  // referrals
  {
    call: 'referrals.page',
    method: 'GET',
    pattern: '/api/referrals',
    handle: (r, ins) =>
      withParams([requiredInteger(r, 'page', 0), requiredInteger(r, 'size', 10), optionalBoolean(r, 'excludeExpired')] as const, (page, size, excludeExpired) =>
        json(
          ins.referrals.referrals(
            r.token,
            { page, size, memberKey: optionalText(r, 'memberKey'), statusCode: optionalText(r, 'statusCode'), providerId: optionalText(r, 'providerId'), excludeExpired },
            r.today,
          ),
        ),
      ),
  },
  {
    call: 'referrals.metadata',
    method: 'GET',
    pattern: '/api/referrals/metadata',
    handle: (r, ins) => json(ins.referrals.referralMetadata(r.token, { memberKey: optionalText(r, 'memberKey') }, r.today)),
  },
  { call: 'referrals.hasReferrals', method: 'GET', pattern: '/api/referrals/hasReferrals', handle: (r, ins) => json(ins.referrals.hasReferrals(r.token, r.today)) },

  // documents
  { call: 'documents.medicareMaterials', method: 'GET', pattern: '/api/medicare-materials', handle: (r, ins) => json(ins.documents.medicareMaterials(r.token, r.today)) },
  {
    call: 'documents.medicareEligibility',
    method: 'GET',
    pattern: '/api/medicare-materials/eligibility',
    handle: (r, ins) => json(ins.documents.medicareEligibility(r.token, r.today)),
  },
  { call: 'documents.outlineOfCoverage', method: 'GET', pattern: '/api/handbook/ooc', handle: (r, ins) => text(ins.documents.outlineOfCoverage(r.token, r.today)) },

  // plan management
  {
    call: 'planManagement.details',
    method: 'GET',
    pattern: '/api/plan-management/details',
    handle: (r, ins) => json(ins.planManagement.planManagementDetails(r.token, r.today)),
  },
  {
    call: 'planManagement.cancel',
    method: 'POST',
    pattern: '/api/plan-management/cancellation',
    handle: (r, ins) => withBody(CancellationRequestCodec, r, (body) => json(ins.planManagement.cancelPlan(r.token, body, r.today))),
  },

  // content
  { call: 'content.calendar', method: 'GET', pattern: '/message/calendar', handle: (r, ins) => json(ins.content.calendar(r.today), calendarWire) },
  {
    call: 'content.holidayCalendar',
    method: 'GET',
    pattern: '/message/calendar/domain/:domainId',
    handle: (r, ins) => {
      const id = r.params['domainId'] ?? '';
      return /^\d+$/.test(id) ? json(ins.content.holidayCalendar({ domainId: Number(id) }, r.today, r.language), calendarWire) : badRequest('INVALID_PARAMETER', 'domainId must be a number.');
    },
  },
  { call: 'content.accreditation', method: 'GET', pattern: '/content/accreditation', handle: (r, ins) => json(ins.content.accreditation(r.today)) },
  {
    call: 'content.accreditationSeal',
    method: 'GET',
    pattern: '/content/accreditation/seal.svg',
    handle: () => ({ kind: 'text', status: 200, body: ACCREDITATION_SEAL_SVG, contentType: 'image/svg+xml; charset=utf-8' }),
  },
  { call: 'content.chatConfig', method: 'GET', pattern: '/content/chat-config', handle: (r, ins) => json(ins.content.chatConfig(r.token, r.today)) },
  {
    call: 'content.document',
    method: 'GET',
    pattern: '/documents/:file',
    handle: async (r, ins) => {
      const file = r.params['file'] ?? '';
      return file.endsWith('.pdf') ? pdf(await ins.documents.documentPdf(file.slice(0, -'.pdf'.length), r.today)) : errorReply({ kind: 'http', status: 404, code: 'NOT_FOUND', message: 'No such document.' });
    },
  },

  // single sign-on landing (the form post of the moda360 journey)
  {
    call: 'sso.landing',
    method: 'POST',
    pattern: '/sso',
    handle: (r, ins) =>
      withBody(SsoFormCodec, r, (form) => {
        const landing = ins.content.singleSignOn(form.token, { testEnvironment: form.testenv ?? null }, r.today);
        if (landing._tag === 'Left') return errorReply(landing.left);
        const l = landing.right;
        const environment = l.testEnvironment === null ? '' : `<p>Test environment: <code>${escapeHtml(l.testEnvironment)}</code></p>`;
        return html(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Member portal (sandbox)</title></head><body>` +
            `<main><h1>Welcome to the member portal, ${escapeHtml(l.memberName)}</h1>` +
            `<p>Signed in by single sign-on as <strong>${escapeHtml(l.memberName)}</strong>, subscriber ID ${escapeHtml(l.subscriberId)}, ` +
            `group ${escapeHtml(l.groupId)} ${escapeHtml(l.groupName)}.</p>${environment}` +
            `<p>This page stands in for the sales-force portal in the sandbox.</p></main></body></html>`,
        );
      }),
  },

  // eBill page stand-in: the dashboard's eBill link lands here with theme, dashboardlink, idptoken, firsttime
  {
    call: 'ebill.page',
    method: 'GET',
    pattern: '/ebill',
    handle: (r, ins) => {
      const landing = ins.content.singleSignOn(optionalText(r, 'idptoken') ?? null, { testEnvironment: null }, r.today);
      if (landing._tag === 'Left') return errorReply(landing.left);
      const firstTime = r.query.get('firsttime') === 'Y';
      const back = httpUrl(r.query.get('dashboardlink'));
      return html(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>eBill (sandbox)</title></head><body>` +
          `<main><h1>eBill for ${escapeHtml(landing.right.memberName)}</h1>` +
          `<p>${firstTime ? 'Welcome to eBill: set up your first payment.' : 'Welcome back to eBill.'}</p>` +
          `<p>Theme: <code>${escapeHtml(r.query.get('theme') ?? '')}</code></p>` +
          (back === null ? '' : `<p><a href="${escapeHtml(back)}">Back to your Member Dashboard</a></p>`) +
          `<p>This page stands in for the insurer's eBill site in the sandbox.</p></main></body></html>`,
      );
    },
  },

  // sandbox tools (the test ones only in test mode: SANDBOX_TEST_TOOLS)
  { call: 'sandbox.personas', method: 'GET', pattern: '/sandbox/personas', handle: (_r, ins) => ({ kind: 'json', status: 200, body: ins.personaSummaries() }) },
  {
    call: 'sandbox.reset',
    method: 'POST',
    pattern: '/sandbox/reset',
    handle: (_r, ins) => {
      ins.reset();
      return { kind: 'empty', status: 204 };
    },
  },
  {
    // Sandbox only: { "variant": "hostile" } makes this session's holiday calendar carry attacks.
    call: 'sandbox.holidayCalendar',
    method: 'PUT',
    pattern: '/sandbox/holiday-calendar',
    handle: (r, ins) => {
      const variant = (r.body as { variant?: unknown } | undefined)?.variant;
      if (variant !== 'hostile' && variant !== 'standard') return badRequest('INVALID_VARIANT', "variant must be 'hostile' or 'standard'.");
      ins.useHolidayCalendar(variant);
      return { kind: 'empty', status: 204 };
    },
  },
];

/** Routes for test harnesses only, served when the handler runs in test mode (`testTools`). */
export const SANDBOX_TEST_TOOLS: ReadonlySet<string> = new Set(['sandbox.reset', 'sandbox.holidayCalendar']);
