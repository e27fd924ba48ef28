import * as t from 'io-ts';
import { left } from 'fp-ts/Either';
import { httpError, type GatewayError } from '../../application/shared/gateway-error';
import type { AnyEndpoint, ArgsOf, LooseArgs, ResultOf } from '../http/endpoint';
import { ENDPOINTS, type Endpoints } from '../http/endpoints';
import { describeDecodeErrors } from '../http/decode';
import { ACCREDITATION_SEAL_SVG } from './personas/content-catalogue';
import type { Answer, SandboxInsurer, Token } from './sandbox-insurer';
import { healthRecordAnswer } from './fhir/health-record-desk';
import type { Language } from '../../domain/copy/language';
import { attachmentTypeOf } from '../../domain/rules/secure-messages';
import type { SensitiveAction } from '../../domain/rules/second-factor';
import { CLAIMS_PAGE_SIZE } from '../../domain/rules/claims-paging';
import { AUTHORIZATIONS_PAGE_SIZE } from '../../domain/rules/authorizations-paging';
import { EOBS_PAGE_SIZE } from '../../domain/rules/eobs-paging';

/**
 * The sandbox's side of the gateway contract. The endpoint table (adapters/http/endpoints/) says what each
 * call is; here each endpoint gets its desk handler (DESK_HANDLERS: the compiler refuses an endpoint
 * without one), and the routes the HTTP handler serves are derived from the two. Handlers turn decoded
 * arguments into the desk's answer; decoding the request and encoding the reply happen once, with the
 * table's codecs, so client and sandbox cannot drift. Writing the reply to the socket happens in one place
 * (the HTTP handler), which is also where fault injection can step in per call name.
 *
 * The in-memory assembly (in-memory-gateways.ts) calls the same handlers without HTTP.
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
  /** The Idempotency-Key header, when the request carries one. */
  readonly idempotencyKey: string | null;
  /** The origin the browser reached the gateway at (scheme and Host): the passkeys' relying party. */
  readonly origin?: string;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface SandboxRoute {
  /** A stable name per call (e.g. 'benefits.medical'), for logs and fault injection. */
  readonly call: string;
  readonly method: HttpMethod;
  /** Path below the prefix; `:name` segments capture into params. */
  readonly pattern: string;
  /** For two answers at one path (the ID card as JSON or PDF): the media type this one is chosen for. */
  readonly accepts?: string;
  /** The largest body read for this route (bytes), when it is not the sandbox's usual limit. */
  readonly maxBodyBytes?: number;
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

function html(body: string, status = 200): SandboxReply {
  return { kind: 'text', status, body, contentType: 'text/html; charset=utf-8' };
}

function pdf(answer: Answer<Uint8Array>): SandboxReply {
  return answer._tag === 'Left' ? errorReply(answer.left) : { kind: 'bytes', status: 200, body: answer.right, contentType: 'application/pdf' };
}

// ------------------------------------------------------------------ the sandbox's own pages

function withBody<A>(codec: t.Decoder<unknown, A>, request: SandboxRequest, handle: (body: A) => SandboxReply): SandboxReply {
  const decoded = codec.decode(request.body);
  return decoded._tag === 'Left' ? badRequest('BAD_REQUEST', `${codec.name}: ${describeDecodeErrors(decoded.left)}`) : handle(decoded.right);
}

function optionalText(request: SandboxRequest, name: string): string | undefined {
  const raw = request.query.get(name);
  return raw === null || raw === '' ? undefined : raw;
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

// ------------------------------------------------------------------ the desks behind the endpoint table

/** What a desk handler knows of a call besides its arguments. */
export interface DeskCall {
  readonly insurer: SandboxInsurer;
  /** The bearer token, or null when the call carries none. */
  readonly token: Token;
  readonly today: string;
  /** The language the member reads (Accept-Language). */
  readonly language: Language;
  /** The call's idempotency key (for an idempotent endpoint), or null when it carries none. */
  readonly idempotencyKey: string | null;
  /**
   * The origin the member's browser reached the gateway at, which the sandbox, served on the app's own
   * origin, takes as its passkeys' relying party (desks/passkey-desk.ts); SANDBOX_ORIGIN when not known.
   */
  readonly origin?: string;
}

/** The relying party's origin of a call that does not say where it came from (the in-memory assembly). */
export const SANDBOX_ORIGIN = 'http://localhost';

/** A desk's answer: what the endpoint answers, with a PDF as its bytes. */
type DeskValue<R> = R extends Blob ? Uint8Array : R;
export type DeskHandler<E> = (args: ArgsOf<E>, call: DeskCall) => Answer<DeskValue<ResultOf<E>>> | Promise<Answer<DeskValue<ResultOf<E>>>>;

/** One desk handler per endpoint of the table: an endpoint without its handler does not compile. */
export type DeskHandlers = { readonly [A in keyof Endpoints]: { readonly [K in keyof Endpoints[A]]: DeskHandler<Endpoints[A][K]> } };

/**
 * A sensitive change reaches its desk only with a fresh proof: otherwise 403 FRESH_CHECK_REQUIRED, which the
 * app turns into its prompt to confirm it is the member (desks/security-desk.ts, domain/rules/second-factor.ts).
 */
function sensitive<T>(action: SensitiveAction, c: DeskCall, handle: () => Answer<T> | Promise<Answer<T>>): Answer<T> | Promise<Answer<T>> {
  return c.insurer.security.refusalWithoutFreshCheck(c.token, action, c.today) ?? handle();
}

/** Whether a preferences update changes the e-mail address on file. */
function changesEmail(update: { readonly emailAddress?: string | null }, c: DeskCall): boolean {
  if (update.emailAddress === undefined) return false;
  const now = c.insurer.account.preferences(c.token, c.today);
  return now._tag === 'Right' && (now.right.emailAddress ?? '').trim().toLowerCase() !== (update.emailAddress ?? '').trim().toLowerCase();
}

const invalidParameter = (message: string): Answer<never> => left(httpError(400, { code: 'INVALID_PARAMETER', message }));
const WHOLE_NUMBER = /^-?\d+$/;

export const DESK_HANDLERS: DeskHandlers = {
  auth: {
    login: ({ body }, c) => c.insurer.auth.login(body, c.today),
    logout: (_args, c) => c.insurer.auth.logout(c.token),
    userKey: (_args, c) => c.insurer.auth.userKey(c.token, c.today),
    newId: ({ body }, c) => c.insurer.auth.newId(c.token, body, c.today),
    selectGroup: ({ body }, c) => c.insurer.auth.selectGroup(c.token, body, c.today),
    groups: (_args, c) => c.insurer.auth.groups(c.token, c.today),
  },
  account: {
    account: (_args, c) => c.insurer.account.account(c.token, c.today),
    status: (_args, c) => c.insurer.account.status(c.token, c.today),
    employeeId: (_args, c) => c.insurer.account.employeeId(c.token, c.today),
    relevantPreferences: (_args, c) => c.insurer.account.relevantPreferences(c.token, c.today),
    preferences: (_args, c) => c.insurer.account.preferences(c.token, c.today),
    updatePreferences: ({ body }, c) =>
      changesEmail(body, c)
        ? sensitive('change-email', c, () => c.insurer.account.updatePreferences(c.token, body, c.today))
        : c.insurer.account.updatePreferences(c.token, body, c.today),
    changePassword: ({ body }, c) => sensitive('change-password', c, () => c.insurer.account.changePassword(c.token, body, c.today)),
    securityQuestions: (_args, c) => c.insurer.account.securityQuestions(c.token, c.today, c.language),
    saveSecurityAnswers: ({ body }, c) => sensitive('change-security-questions', c, () => c.insurer.account.saveSecurityAnswers(c.token, body, c.today)),
    registrationPolicies: (_args, c) => c.insurer.account.registrationPolicies(c.token, c.today),
    updateRegistrationPolicies: ({ body }, c) => c.insurer.account.updateRegistrationPolicies(c.token, body, c.today),
  },
  registration: {
    register: ({ body }, c) => c.insurer.registration.register(body, c.today),
    registrationDetails: (_args, c) => c.insurer.registration.registrationDetails(c.today, c.language),
    validateUserDetails: ({ body }, c) => c.insurer.registration.validateUserDetails(body, c.today),
    validateUsername: ({ body }, c) => c.insurer.registration.validateUsername(body, c.today),
    forgotUsername: ({ body }, c) => c.insurer.registration.forgotUsername(body, c.today),
    forgotPassword: ({ body }, c) => c.insurer.registration.forgotPassword(body, c.today, c.language),
    resetPassword: ({ body }, c) => c.insurer.registration.resetPassword(body, c.today),
  },
  benefits: {
    medical: ({ query }, c) => c.insurer.benefits.medical(c.token, { asOfDate: query.asOfDate }, c.today),
    medicalService: ({ params, query }, c) => c.insurer.benefits.medicalService(c.token, { serviceId: params.serviceId, asOfDate: query.asOfDate }, c.today),
    vision: ({ query }, c) => c.insurer.benefits.category(c.token, { category: 'vision', suffix: query.suffix ?? 0, asOfDate: query.asOfDate }, c.today),
    pharmacy: ({ query }, c) => c.insurer.benefits.category(c.token, { category: 'pharmacy', suffix: query.suffix ?? 0, asOfDate: query.asOfDate }, c.today),
    dental: ({ query }, c) => c.insurer.benefits.dental(c.token, { suffix: query.suffix ?? 0, asOfDate: query.asOfDate }, c.today),
    limits: ({ query }, c) => c.insurer.benefits.limits(c.token, { suffix: query.suffix, asOfDate: query.asOfDate }, c.today),
    history: (_args, c) => c.insurer.benefits.history(c.token, c.today),
    familyEligibility: (_args, c) => c.insurer.benefits.familyEligibility(c.token, c.today),
  },
  ebill: {
    hasEbill: (_args, c) => c.insurer.ebill.hasEbill(c.token, c.today),
    ebillRegistered: (_args, c) => c.insurer.ebill.ebillRegistered(c.token, c.today),
    showEbillAlert: (_args, c) => c.insurer.ebill.showEbillAlert(c.token, c.today),
    registerEbillUser: (_args, c) => c.insurer.ebill.registerEbillUser(c.token, c.today),
  },
  idCard: {
    eligible: (_args, c) => c.insurer.idCard.idCardEligible(c.token, c.today),
    view: ({ query }, c) => c.insurer.idCard.idCardView(c.token, { memberKey: query.memberKey }, c.today),
    pdf: ({ query }, c) => c.insurer.idCard.idCardPdf(c.token, { memberKey: query.memberKey }, c.today),
    email: ({ body }, c) => c.insurer.idCard.emailIdCard(c.token, body, c.today),
    request: ({ query }, c) => c.insurer.idCard.requestIdCard(c.token, { category: query.category ?? '' }, c.today),
  },
  primaryCare: {
    members: (_args, c) => c.insurer.primaryCare.pcpMembers(c.token, c.today),
    eligibility: (_args, c) => c.insurer.primaryCare.pcpEligibility(c.token, c.today),
    provider: ({ query }, c) => c.insurer.primaryCare.provider(c.token, { providerId: query.providerId }, c.today),
    cityOfPortland: (_args, c) => c.insurer.primaryCare.cityOfPortland(c.token, c.today),
    select: ({ body }, c) => c.insurer.primaryCare.selectPcp(c.token, body, c.today),
    search: ({ query, body }, c) => c.insurer.primaryCare.searchProviders(c.token, { search: body, page: query.page ?? 0, size: query.size ?? 10 }, c.today),
  },
  programs: {
    programs: (_args, c) => c.insurer.programs.programs(c.token, c.today, c.language),
    siteContent: (_args, c) => c.insurer.programs.siteContentPrograms(c.token, c.today, c.language),
    details: ({ params }, c) =>
      WHOLE_NUMBER.test(params.programId)
        ? c.insurer.programs.programDetails(c.token, { programId: Number(params.programId) }, c.today)
        : invalidParameter('programId must be a number.'),
  },
  referrals: {
    referrals: ({ query }, c) => c.insurer.referrals.referrals(c.token, { ...query, page: query.page ?? 0, size: query.size ?? 10 }, c.today),
    metadata: ({ query }, c) => c.insurer.referrals.referralMetadata(c.token, { memberKey: query.memberKey }, c.today),
    hasReferrals: (_args, c) => c.insurer.referrals.hasReferrals(c.token, c.today),
  },
  documents: {
    medicareMaterials: (_args, c) => c.insurer.documents.medicareMaterials(c.token, c.today),
    medicareEligibility: (_args, c) => c.insurer.documents.medicareEligibility(c.token, c.today),
    outlineOfCoverage: (_args, c) => c.insurer.documents.outlineOfCoverage(c.token, c.today),
  },
  planManagement: {
    details: (_args, c) => c.insurer.planManagement.planManagementDetails(c.token, c.today),
    cancel: ({ body }, c) => sensitive('cancel-plan', c, () => c.insurer.planManagement.cancelPlan(c.token, body, c.today)),
  },
  content: {
    calendar: (_args, c) => c.insurer.content.calendar(c.today),
    holidayCalendar: ({ params }, c) =>
      /^\d+$/.test(params.domainId)
        ? c.insurer.content.holidayCalendar({ domainId: Number(params.domainId) }, c.today, c.language)
        : invalidParameter('domainId must be a number.'),
    accreditation: (_args, c) => c.insurer.content.accreditation(c.today),
    chatConfig: (_args, c) => c.insurer.content.chatConfig(c.token, c.today),
  },
  claims: {
    claims: ({ query }, c) => c.insurer.claims.claims(c.token, query, c.today, c.language),
    metadata: (_args, c) => c.insurer.claims.claimsMetadata(c.token, c.today),
    page: ({ query: { page, pageSize, ...filters } }, c) =>
      c.insurer.claims.claimsPage(c.token, filters, { page: page ?? 1, pageSize: pageSize ?? CLAIMS_PAGE_SIZE }, c.today, c.language),
    claim: ({ params }, c) => c.insurer.claims.claim(c.token, { claimId: params.claimId }, c.today, c.language),
    eobs: (_args, c) => c.insurer.claims.eobs(c.token, c.today),
    eobsPage: ({ query: { page, pageSize } }, c) => c.insurer.claims.eobsPage(c.token, { page: page ?? 1, pageSize: pageSize ?? EOBS_PAGE_SIZE }, c.today),
    eobPdf: ({ params }, c) => c.insurer.claims.eobPdf(c.token, { eobId: params.eobId }, c.today),
    navitus: (_args, c) => c.insurer.claims.navitus(c.token, c.today),
  },
  authorizations: {
    authorizations: (_args, c) => c.insurer.authorizations.authorizations(c.token, c.today, c.language),
    page: ({ query: { page, pageSize, ...filters } }, c) =>
      c.insurer.authorizations.authorizationsPage(c.token, filters, { page: page ?? 1, pageSize: pageSize ?? AUTHORIZATIONS_PAGE_SIZE }, c.today, c.language),
    requirements: (_args, c) => c.insurer.authorizations.priorAuthorizationRules(c.token, c.today),
    authorization: ({ params }, c) => c.insurer.authorizations.authorization(c.token, { authorizationId: params.authorizationId }, c.today, c.language),
  },
  costEstimator: {
    prices: ({ query }, c) => c.insurer.costEstimator.costEstimatorPrices(c.token, query, c.today, c.language),
    costSharing: ({ query }, c) => c.insurer.costEstimator.costSharing(c.token, { memberKey: query.memberKey }, c.today),
  },
  dataSharing: {
    choices: ({ query }, c) => c.insurer.dataSharing.choices(c.token, { memberKey: query.memberKey }, c.today),
    revokeApp: ({ params, body }, c) =>
      sensitive('change-data-sharing', c, () => c.insurer.dataSharing.revokeApp(c.token, { memberKey: body.memberKey, appId: params.appId }, c.today)),
    providerAccess: ({ body }, c) => sensitive('change-data-sharing', c, () => c.insurer.dataSharing.setProviderAccess(c.token, body, c.today)),
    payerToPayer: ({ body }, c) => sensitive('change-data-sharing', c, () => c.insurer.dataSharing.setPayerToPayer(c.token, body, c.today)),
  },
  healthRecord: {
    bundle: ({ query }, c) =>
      query.since !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(query.since) ? invalidParameter('since must be a date (yyyy-mm-dd).') : healthRecordAnswer(c.insurer, c.token, query, c.today, c.language),
  },
  messages: {
    threads: ({ query }, c) => c.insurer.messages.threads(c.token, query, c.today),
    thread: ({ params, query }, c) => c.insurer.messages.thread(c.token, { threadId: params.threadId, ...query }, c.today),
    markRead: ({ params }, c) => c.insurer.messages.markRead(c.token, { threadId: params.threadId }, c.today),
    send: ({ body }, c) => c.insurer.messages.send(c.token, body, c.today, c.language, c.idempotencyKey),
    reply: ({ params, body }, c) => c.insurer.messages.reply(c.token, { threadId: params.threadId, ...body }, c.today, c.language, c.idempotencyKey),
    upload: ({ body }, c) => c.insurer.messages.upload(c.token, body, c.today),
    download: ({ params }, c) => c.insurer.messages.download(c.token, { attachmentId: params.attachmentId }, c.today),
  },
  unreadMessages: {
    count: (_args, c) => c.insurer.messages.unread(c.token, c.today),
  },
  appeals: {
    list: (_args, c) => c.insurer.appeals.list(c.token, c.today, c.language),
    detail: ({ params }, c) => c.insurer.appeals.detail(c.token, params.appealId, c.today, c.language),
    file: ({ body }, c) => c.insurer.appeals.file(c.token, body, c.today, c.language, c.idempotencyKey),
    answer: ({ params, body }, c) => c.insurer.appeals.answer(c.token, { appealId: params.appealId, ...body }, c.today, c.language, c.idempotencyKey),
    externalReview: ({ params }, c) => c.insurer.appeals.externalReview(c.token, params.appealId, c.today, c.language),
    letter: ({ params }, c) => c.insurer.appeals.letter(c.token, params.appealId, c.today),
    complaints: (_args, c) => c.insurer.appeals.complaints(c.token, c.today),
    complain: ({ body }, c) => c.insurer.appeals.complain(c.token, body, c.today, c.language, c.idempotencyKey),
  },
  security: {
    settings: (_args, c) => c.insurer.security.settings(c.token, c.today),
    startTotp: (_args, c) => c.insurer.security.startTotp(c.token, c.today),
    confirmTotp: ({ body }, c) => c.insurer.security.confirmTotp(c.token, body, c.today),
    disableTotp: (_args, c) => c.insurer.security.disableTotp(c.token, c.today),
    newRecoveryCodes: (_args, c) => c.insurer.security.newRecoveryCodes(c.token, c.today),
    secondStep: ({ body }, c) => c.insurer.security.secondStep(body, c.today),
    freshCheck: ({ body }, c) => c.insurer.security.freshCheck(c.token, body, c.today),
    invitation: (_args, c) => c.insurer.security.invitation(c.token, c.today),
    setAsideInvitation: (_args, c) => c.insurer.security.setAsideInvitation(c.token, c.today),
  },
  passkeys: {
    registrationOptions: (_args, c) => c.insurer.passkeys.registrationOptions(c.token, c.today, c.origin ?? SANDBOX_ORIGIN),
    register: ({ body }, c) => c.insurer.passkeys.register(c.token, body, c.today, c.origin ?? SANDBOX_ORIGIN),
    rename: ({ params, body }, c) => c.insurer.passkeys.rename(c.token, params.passkeyId, body.name, c.today),
    remove: ({ params }, c) => sensitive('remove-passkey', c, () => c.insurer.passkeys.remove(c.token, params.passkeyId, c.today)),
    signInOptions: (_args, c) => c.insurer.passkeys.signInOptions(c.origin ?? SANDBOX_ORIGIN),
    signIn: ({ body }, c) => c.insurer.passkeys.signIn(body, c.today, c.origin ?? SANDBOX_ORIGIN),
    freshCheckOptions: (_args, c) => c.insurer.passkeys.freshCheckOptions(c.token, c.today, c.origin ?? SANDBOX_ORIGIN),
    freshCheck: ({ body }, c) => c.insurer.passkeys.freshCheck(c.token, body, c.today, c.origin ?? SANDBOX_ORIGIN),
  },
};

type LooseHandler = (args: LooseArgs, call: DeskCall) => Answer<unknown> | Promise<Answer<unknown>>;

/** Every endpoint of the table beside its desk handler. */
export const DESK_ENDPOINTS: readonly { readonly endpoint: AnyEndpoint; readonly handle: LooseHandler }[] = Object.entries(ENDPOINTS).flatMap(([area, endpoints]) =>
  Object.entries(endpoints as Readonly<Record<string, AnyEndpoint>>).map(([key, endpoint]) => ({
    endpoint,
    handle: (DESK_HANDLERS as unknown as Readonly<Record<string, Readonly<Record<string, LooseHandler>>>>)[area]?.[key] as LooseHandler,
  })),
);

/** The request's query as the endpoint's query codec reads it: each parameter's (first) text. */
function queryRecord(query: URLSearchParams): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [name, value] of query) if (!(name in record)) record[name] = value;
  return record;
}

/** A member's file is sent as the type its content shows (never as the type its name or its sender claimed). */
export function fileType(bytes: Uint8Array): string {
  return attachmentTypeOf(bytes) ?? 'application/octet-stream';
}

function answerReply(answer: AnyEndpoint['answer'], value: unknown): SandboxReply {
  switch (answer.kind) {
    case 'json':
      return { kind: 'json', status: 200, body: answer.codec.encode(value) };
    case 'text':
      return { kind: 'text', status: 200, body: answer.codec.encode(value), contentType: 'text/plain; charset=utf-8' };
    case 'pdf':
      return { kind: 'bytes', status: 200, body: value as Uint8Array, contentType: 'application/pdf' };
    case 'file':
      return { kind: 'bytes', status: 200, body: value as Uint8Array, contentType: fileType(value as Uint8Array) };
    case 'none':
      return { kind: 'empty', status: 204 };
  }
}

/**
 * An endpoint served over HTTP: its query and body decoded with the table's codecs (a request that does
 * not decode is a 400 naming the field), its desk's answer encoded with the answer's codec.
 */
function endpointRoute({ endpoint, handle }: (typeof DESK_ENDPOINTS)[number]): SandboxRoute {
  return {
    call: endpoint.name,
    method: endpoint.method,
    pattern: endpoint.path,
    ...(endpoint.answer.kind === 'pdf' && { accepts: 'application/pdf' }),
    ...(endpoint.maxBodyBytes !== undefined && { maxBodyBytes: endpoint.maxBodyBytes }),
    handle: async (r, insurer) => {
      let query: unknown;
      if (endpoint.query !== undefined) {
        const decoded = endpoint.query.decode(queryRecord(r.query));
        if (decoded._tag === 'Left') return badRequest('INVALID_PARAMETER', `${endpoint.query.name}: ${describeDecodeErrors(decoded.left)}`);
        query = decoded.right;
      }
      let body: unknown;
      if (endpoint.body !== undefined) {
        const decoded = endpoint.body.decode(r.body);
        if (decoded._tag === 'Left') return badRequest('BAD_REQUEST', `${endpoint.body.name}: ${describeDecodeErrors(decoded.left)}`);
        body = decoded.right;
      }
      const answer = await handle({ params: r.params, query, body }, {
        insurer,
        token: r.token,
        today: r.today,
        language: r.language,
        idempotencyKey: endpoint.idempotent === true ? r.idempotencyKey : null,
        ...(r.origin !== undefined && { origin: r.origin }),
      });
      return answer._tag === 'Left' ? errorReply(answer.left) : answerReply(endpoint.answer, answer.right);
    },
  };
}

// ------------------------------------------------------------------ the routes

export const SANDBOX_ROUTES: readonly SandboxRoute[] = [
  ...DESK_ENDPOINTS.map(endpointRoute),

  // pages and files the gateway links to rather than answers as calls
  { call: 'content.accreditationSeal', method: 'GET', pattern: '/content/accreditation/seal.svg', handle: () => ({ kind: 'text', status: 200, body: ACCREDITATION_SEAL_SVG, contentType: 'image/svg+xml; charset=utf-8' }) },
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
  {
    // Sandbox only: { "minutes": 6 } moves this session's clock for proofs on, so a sign-in looks 6 minutes old.
    call: 'sandbox.clock',
    method: 'POST',
    pattern: '/sandbox/clock',
    handle: (r, ins) => {
      const minutes = (r.body as { minutes?: unknown } | undefined)?.minutes;
      if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes < 0) return badRequest('INVALID_MINUTES', 'minutes must be a number of minutes, 0 or more.');
      ins.moveClockOn(minutes * 60_000);
      return { kind: 'empty', status: 204 };
    },
  },
];

/** Routes for test harnesses only, served when the handler runs in test mode (`testTools`). */
export const SANDBOX_TEST_TOOLS: ReadonlySet<string> = new Set(['sandbox.reset', 'sandbox.holidayCalendar', 'sandbox.clock']);
