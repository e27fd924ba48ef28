import type { AnyEndpoint, LooseArgs } from '../../adapters/http/endpoint';
import { pathOf } from '../../adapters/http/endpoint';
import { ALL_ENDPOINTS } from '../../adapters/http/endpoints';
import { gatewayUrl } from '../../adapters/http/gateway-request';
import { ContractDocument, type WireAnswer } from './contract-document';

/*
 * The gateway contract's conformance checks: calls of the endpoint table sent over HTTP to any gateway, each
 * answer judged against docs/openapi.json (contract-document.ts). The same checks run in the contract tests
 * against the sandbox served on loopback (gateway-checks.contract.test.ts) and from `npm run gateway:check`
 * against an insurer's gateway (tests/tooling/gateway-check.ts): there is one set, here.
 *
 * They need one member who can sign in, and assume nothing else of the insurer's data: ids (a claim, an EOB,
 * a program) come from the lists the gateway answers. They never change anything at the insurer unless
 * writes are allowed; then the member's own preferences are saved back unchanged.
 */

export interface CheckTarget {
  /** The gateway's base URL, the one a build's VITE_GATEWAY_BASE_URL names (e.g. https://gateway.example/). */
  readonly baseUrl: string;
  readonly username: string;
  readonly password: string;
  /** The brand the member signs in on (1 unless told). */
  readonly domainId?: number;
  /** Sends the calls that change something at the insurer too. */
  readonly allowWrites?: boolean;
  /** Sent as Accept-Language with every call. */
  readonly language?: string;
  /** Extra headers for every call (the sandbox's X-Sandbox-Today, say). */
  readonly headers?: Readonly<Record<string, string>>;
  readonly timeoutMs?: number;
}

/** One endpoint checked: ok, or each way its answer differs from the document or the check. */
export interface CheckLine {
  /** The endpoint's name (its operationId), with what the check was about when one endpoint is checked twice. */
  readonly name: string;
  readonly request: string;
  readonly differences: readonly string[];
}

export const isOk = (line: CheckLine): boolean => line.differences.length === 0;

/** `ok    claims.list  GET /api/claims`, or `FAIL  claims.list  GET /api/claims: status 500, ...`. */
export function formatLine(line: CheckLine): string {
  const head = `${isOk(line) ? 'ok  ' : 'FAIL'}  ${line.name.padEnd(34)} ${line.request}`;
  return isOk(line) ? head : `${head}: ${line.differences.join('; ')}`;
}

type EndpointName = string;
const BY_NAME: ReadonlyMap<EndpointName, AnyEndpoint> = new Map(ALL_ENDPOINTS.map((endpoint) => [endpoint.name, endpoint]));

const WRITES = 'changes something at the insurer';
const AN_ID = (what: string): string => `needs ${what} of the member's, which the check does not assume`;
const REGISTERING = 'for someone registering or recovering an account, not a signed-in member';

/**
 * The endpoints of the table the checks do not call, each with the reason: every other endpoint is called
 * (gateway-checks.contract.test.ts holds the table to it), so an endpoint added to the table comes with its
 * check here or a reason why not.
 */
export const NOT_CHECKED: Readonly<Record<EndpointName, string>> = {
  'account.changePassword': WRITES,
  'account.saveSecurityAnswers': WRITES,
  'account.updateRegistrationPolicies': WRITES,
  'appeals.detail': AN_ID('an appeal'),
  'appeals.letter': AN_ID('a decided appeal'),
  'appeals.file': WRITES,
  'appeals.answer': WRITES,
  'appeals.externalReview': WRITES,
  'appeals.complain': WRITES,
  'auth.newId': 'for a member signing in with a new member id, which the check does not assume',
  'auth.selectGroup': 'for a member of more than one group, which the check does not assume',
  'benefits.medicalService': AN_ID('a medical service id'),
  'dataSharing.revokeApp': WRITES,
  'dataSharing.providerAccess': WRITES,
  'dataSharing.payerToPayer': WRITES,
  'ebill.register': WRITES,
  'idCard.email': WRITES,
  'idCard.request': WRITES,
  'messages.thread': AN_ID('a message thread'),
  'messages.download': AN_ID('an attachment'),
  'messages.markRead': WRITES,
  'messages.send': WRITES,
  'messages.reply': WRITES,
  'messages.upload': WRITES,
  'passkeys.registrationOptions': WRITES,
  'passkeys.register': WRITES,
  'passkeys.rename': WRITES,
  'passkeys.remove': WRITES,
  'passkeys.signInOptions': WRITES,
  'passkeys.signIn': "needs a passkey of the member's, which the check does not have",
  'passkeys.freshCheckOptions': WRITES,
  'passkeys.freshCheck': "needs a passkey of the member's, which the check does not have",
  'planManagement.cancel': WRITES,
  'pcp.provider': AN_ID('a provider id'),
  'pcp.select': WRITES,
  'pcp.search': "needs a search the insurer's providers answer, which the check does not assume",
  'registration.register': WRITES,
  'registration.details': REGISTERING,
  'registration.validateUserDetails': REGISTERING,
  'registration.validateUsername': REGISTERING,
  'registration.forgotUsername': WRITES,
  'registration.forgotPassword': REGISTERING,
  'registration.resetPassword': WRITES,
  'security.setAsideInvitation': WRITES,
  'security.startTotp': WRITES,
  'security.confirmTotp': WRITES,
  'security.disableTotp': WRITES,
  'security.newRecoveryCodes': WRITES,
  'security.secondStep': 'for a member with a second factor, which the check does not assume',
  'security.freshCheck': 'asks for the second factor of a member who has one, which the check does not assume',
};

interface Call {
  /** The args the endpoint takes (params, query, body), as the app's gateways pass them. */
  readonly args?: LooseArgs;
  /** The statuses this check accepts (200, or 204 for no content, unless told). */
  readonly expect?: readonly number[];
  /** The bearer token to send: the signed-in member's unless told (null: none). */
  readonly token?: string | null;
  /** Added to the line's name when one endpoint is checked more than once. */
  readonly about?: string;
}

interface Answered {
  readonly answer: WireAnswer | null;
  /** The JSON body when the answer conforms and is JSON, else undefined. */
  readonly json: unknown;
}

/** Runs the checks against one gateway, one line per endpoint checked, in order. */
export async function runGatewayChecks(target: CheckTarget, document: ContractDocument = ContractDocument.load()): Promise<CheckLine[]> {
  const lines: CheckLine[] = [];
  let token: string | null = null;

  async function call(name: EndpointName, options: Call = {}): Promise<Answered> {
    const endpoint = BY_NAME.get(name);
    if (endpoint === undefined) throw new TypeError(`No endpoint named ${name}`);
    if (endpoint.writes && target.allowWrites !== true) throw new TypeError(`${name} writes: only with allowWrites`);
    const { params, query, body } = options.args ?? {};
    const search = endpoint.query !== undefined && query !== undefined ? new URLSearchParams(endpoint.query.encode(query) as Record<string, string>) : undefined;
    const path = `${pathOf(endpoint.path, params)}${search === undefined || search.size === 0 ? '' : `?${search.toString()}`}`;
    const request = `${endpoint.method} ${path}`;
    const lineName = options.about === undefined ? endpoint.name : `${endpoint.name} (${options.about})`;
    const bearer = options.token === undefined ? token : options.token;
    const headers: Record<string, string> = {
      Accept: endpoint.answer.kind === 'pdf' ? 'application/pdf' : endpoint.answer.kind === 'file' ? 'application/pdf, image/jpeg, image/png' : endpoint.answer.kind === 'text' ? 'text/plain' : 'application/json',
      'Accept-Language': target.language ?? 'en-US',
      ...target.headers,
      ...(bearer !== null && { Authorization: `Bearer ${bearer}` }),
      ...(endpoint.body !== undefined && body !== undefined && { 'Content-Type': 'application/json' }),
    };
    let answer: WireAnswer;
    try {
      const response = await fetch(gatewayUrl(target.baseUrl, path), {
        method: endpoint.method,
        headers,
        ...(endpoint.body !== undefined && body !== undefined && { body: JSON.stringify(endpoint.body.encode(body)) }),
        signal: AbortSignal.timeout(target.timeoutMs ?? 10_000),
      });
      answer = { status: response.status, contentType: response.headers.get('content-type'), body: new Uint8Array(await response.arrayBuffer()) };
    } catch (error) {
      lines.push({ name: lineName, request, differences: [`no answer: ${error instanceof Error ? error.message : String(error)}`] });
      return { answer: null, json: undefined };
    }
    const expected = options.expect ?? [endpoint.answer.kind === 'none' ? 204 : 200];
    const differences = [
      ...(expected.includes(answer.status) ? [] : [`status ${answer.status}, expected ${expected.join(' or ')}`]),
      ...document.differences(endpoint, answer),
    ];
    lines.push({ name: lineName, request, differences });
    const isJson = (answer.contentType ?? '').includes('json');
    return { answer, json: differences.length === 0 && isJson ? (JSON.parse(new TextDecoder().decode(answer.body)) as unknown) : undefined };
  }

  /** A line for a check that could not run, because what it needed did not come. */
  const skipped = (name: string, why: string): void => {
    lines.push({ name, request: '-', differences: [`not checked: ${why}`] });
  };

  /** The first item's field of a list answer, or why there is none (the answer failed, or the list is empty). */
  const firstOf = (list: Answered, field: string): { readonly value: unknown } | { readonly why: string } => {
    if (!Array.isArray(list.json)) return { why: 'the list it opens from did not conform' };
    const value = (list.json[0] as Record<string, unknown> | undefined)?.[field];
    return value === undefined ? { why: 'the list it opens from is empty' } : { value };
  };

  // Sign-in: the token every other check sends.
  const login = await call('auth.login', { args: { body: { username: target.username, password: target.password, domainId: target.domainId ?? 1 } }, token: null });
  token = (login.json as { token?: string } | undefined)?.token ?? null;
  if (token === null) {
    skipped('(every member call)', 'the sign-in gave no token');
    return lines;
  }

  // The account state every page resolves first, and what the menus are built from.
  const account = await call('account.account');
  await call('auth.groups');
  await call('account.status');
  await call('ebill.hasEbill');
  await call('referrals.hasReferrals');
  // A member with no Medicare materials is refused (403): either answer is in the contract.
  await call('documents.medicareEligibility', { expect: [200, 403] });
  await call('pcp.members');
  await call('pcp.eligibility');
  await call('account.relevantPreferences');
  await call('idCard.eligible');
  await call('ebill.showAlert');
  await call('ebill.registered');
  await call('planManagement.details');
  await call('auth.userKey');
  const preferences = await call('account.preferences');
  await call('account.registrationPolicies');
  await call('account.employeeId');
  await call('account.securityQuestions');
  await call('security.settings');
  await call('security.invitation');
  await call('messages.unread');
  await call('content.chatConfig');

  // The site's public content.
  await call('content.calendar', { token: null });
  await call('content.holidayCalendar', { args: { params: { domainId: String(target.domainId ?? 1) } }, token: null });
  await call('content.accreditation', { token: null });

  // Benefits and limits.
  await call('benefits.medical');
  await call('benefits.dental', { args: { query: { suffix: 0 } } });
  await call('benefits.vision', { args: { query: { suffix: 0 } } });
  await call('benefits.pharmacy', { args: { query: { suffix: 0 } } });
  await call('benefits.limits', { args: { query: { suffix: 0 } } });
  await call('benefits.history');
  await call('benefits.familyEligibility');

  // Claims, their first page, one claim, the EOBs, their first page and one EOB's PDF.
  const claims = await call('claims.list');
  await call('claims.page');
  await call('claims.metadata');
  const claim = firstOf(claims, 'claimId');
  if ('why' in claim) skipped('claims.claim', claim.why);
  else await call('claims.claim', { args: { params: { claimId: String(claim.value) } } });
  const eob = firstOf(await call('eobs.list'), 'eobId');
  await call('eobs.page');
  if ('why' in eob) skipped('eobs.pdf', eob.why);
  else await call('eobs.pdf', { args: { params: { eobId: String(eob.value) } } });

  // Authorizations (the list, its first page, one request), cost estimate, programs, primary care.
  const request = firstOf(await call('authorizations.list'), 'authorizationId');
  await call('authorizations.page');
  if ('why' in request) skipped('authorizations.authorization', request.why);
  else await call('authorizations.authorization', { args: { params: { authorizationId: String(request.value) } } });
  await call('authorizations.requirements');
  const member = firstOf({ answer: account.answer, json: (account.json as { members?: unknown } | undefined)?.members }, 'memberKey');
  if ('why' in member) skipped('costEstimator.costSharing', `a member key: ${member.why}`);
  else await call('costEstimator.costSharing', { args: { query: { memberKey: String(member.value) } } });
  await call('costEstimator.prices', { args: { query: { search: 'office visit', zip: '97204' } } });
  const program = firstOf(await call('programs.list'), 'id');
  if ('why' in program) skipped('programs.details', program.why);
  else await call('programs.details', { args: { params: { programId: String(program.value) } } });
  await call('pcp.cityOfPortland');
  await call('programs.siteContent');
  await call('referrals.page');
  await call('referrals.metadata');
  // Only a Navitus member has pharmacy claims there (the others: 404): either answer is in the contract.
  await call('navitus.pharmacy', { expect: [200, 404] });

  // The ID card, the member's documents and data, their messages, appeals and complaints.
  await call('idCard.view');
  await call('idCard.pdf');
  await call('documents.outlineOfCoverage');
  await call('healthRecord.bundle');
  await call('dataSharing.choices');
  await call('messages.threads');
  await call('appeals.list');
  await call('appeals.complaints');

  // The error bodies: no token, a call the member may not make, and nothing by that id.
  await call('account.account', { token: null, expect: [401], about: 'no token: 401' });
  await call('documents.medicareMaterials', { expect: [403], about: 'a member without Medicare materials: 403' });
  await call('claims.claim', { args: { params: { claimId: 'NO-SUCH-CLAIM' } }, expect: [404], about: 'no such claim: 404' });

  if (target.allowWrites === true) {
    // The member's own preferences, saved back as they are.
    if (preferences.json === undefined) skipped('account.updatePreferences', 'the preferences did not come');
    else await call('account.updatePreferences', { args: { body: preferences.json } });
  }

  // Signing out, last: the token every check sent ends here.
  await call('auth.logout');
  return lines;
}
