import type { AnyEndpoint, LooseArgs } from '../../../adapters/http/endpoint';
import { errorReply, DESK_ENDPOINTS, type DeskCall } from '../../../adapters/sandbox/sandbox-routes';
import { SandboxInsurer } from '../../../adapters/sandbox/sandbox-insurer';
import { SandboxTokenIssuer } from '../../../adapters/sandbox/sandbox-token';
import { readTokenClaims } from '../../../domain/rules/token-claims';
import { Secret, TOTP } from 'otpauth';
import { SoftwarePasskey } from '../../../adapters/sandbox/software-passkey';
import { SANDBOX_ORIGIN } from '../../../adapters/sandbox/sandbox-routes';

/*
 * The OpenAPI document's examples, taken from the sandbox personas (/work/shared/sandbox-personas.md) by
 * calling the sandbox's desks, never written by hand: each answer's example is what the first persona who
 * gets one (the subscriber, else the persona whose situation has it: Medicare materials, Navitus...)
 * receives, encoded with the endpoint's codec as it goes on the wire. The day and the token secret are
 * pinned so that the document is the same at every run.
 */

/** The day the examples are taken on (the contract tests' day). */
export const EXAMPLE_TODAY = '2025-11-20';
const PASSWORD = 'Sandbox1';
/** Midday of the example day, for the tokens' iat and exp. */
const EXAMPLE_NOW = Date.parse(`${EXAMPLE_TODAY}T12:00:00Z`);

export interface Example {
  readonly summary: string;
  readonly value: unknown;
}

type Handle = (typeof DESK_ENDPOINTS)[number]['handle'];
const DESKS: ReadonlyMap<string, { readonly endpoint: AnyEndpoint; readonly handle: Handle }> = new Map(
  DESK_ENDPOINTS.map((desk) => [desk.endpoint.name, desk]),
);

/** A sandbox insurer whose tokens, keys and codes are the same at every run (fixed secret, clock and random bytes). */
function pinnedInsurer(): SandboxInsurer {
  let issued = 0;
  const tokenId = (): string => `example-${(issued += 1)}`;
  let byte = 0;
  const random = (count: number): Uint8Array => Uint8Array.from({ length: count }, () => (byte = (byte * 73 + 41) % 256));
  return new SandboxInsurer({ tokens: new SandboxTokenIssuer(new Uint8Array(32).fill(7), () => EXAMPLE_NOW, tokenId), random });
}

/** The member's authenticator app enrolled (its first code computed from its key); answers its recovery codes. */
async function enrolApp(m: Member): Promise<readonly string[]> {
  const enrolment = (await m.read('security.startTotp')) as { secret?: string } | undefined;
  const code = new TOTP({ secret: Secret.fromBase32(enrolment?.secret ?? '') }).generate({ timestamp: EXAMPLE_NOW });
  const confirmed = (await m.read('security.confirmTotp', { body: { code } })) as { codes?: readonly string[] } | undefined;
  return confirmed?.codes ?? [];
}

/** The ticket a member with an authenticator app gets for the second step. */
async function secondStepTicket(m: Member): Promise<string> {
  const login = await m.call('auth.login', { body: { username: m.persona.username, password: PASSWORD, domainId: m.persona.domainId } });
  const errorData = login._tag === 'Left' && login.left.kind === 'http' ? login.left.errorData : undefined;
  return typeof errorData?.['ticket'] === 'string' ? errorData['ticket'] : '';
}

interface Persona {
  readonly username: string;
  readonly domainId: number;
}

/** One persona signed in at one insurer: calls desks as that member. */
class Member {
  private constructor(
    readonly persona: Persona,
    private readonly insurer: SandboxInsurer,
    readonly token: string | null,
  ) {}

  static async signIn(persona: Persona, insurer: SandboxInsurer): Promise<Member> {
    const anonymous = new Member(persona, insurer, null);
    const login = await anonymous.call('auth.login', { body: { username: persona.username, password: PASSWORD, domainId: persona.domainId } });
    const token = login._tag === 'Right' ? ((login.right as { token?: string }).token ?? null) : null;
    return new Member(persona, insurer, token);
  }

  async call(name: string, args: LooseArgs): Promise<Awaited<ReturnType<Handle>>> {
    const desk = DESKS.get(name);
    if (desk === undefined) throw new TypeError(`No desk for ${name}`);
    const call: DeskCall = { insurer: this.insurer, token: this.token, today: EXAMPLE_TODAY, language: 'en', idempotencyKey: null };
    return desk.handle(args, call);
  }

  /** A read's answer as the desk gives it, or undefined when it fails. */
  async read(name: string, args: LooseArgs = {}): Promise<unknown> {
    const answer = await this.call(name, args);
    return answer._tag === 'Right' ? answer.right : undefined;
  }

  /** A field of the first item of a read's list answer, as text ('' when there is none). */
  async first(name: string, field: string, args: LooseArgs = {}): Promise<string> {
    const answer = await this.call(name, args);
    const list = answer._tag === 'Right' && Array.isArray(answer.right) ? (answer.right as readonly Record<string, unknown>[]) : [];
    const value = list[0]?.[field];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  }

  /** Another persona signed in at the same insurer, for a call that names someone else's ids. */
  async other(persona: Persona): Promise<Member> {
    return Member.signIn(persona, this.insurer);
  }

  get memberKey(): string {
    return readTokenClaims(this.token ?? '')?.memberKey ?? '';
  }
}

/** The subscriber persona of each brand (the sandbox personas' usernames). */
const BRAND_SUBSCRIBERS: Readonly<Record<number, string>> = { 1: 'subscriber', 2: 'summit', 5: 'providence' };

/** The arguments each call is made with, where it takes any beyond an empty query. */
const ARGS: Readonly<Record<string, (member: Member) => Promise<LooseArgs> | LooseArgs>> = {
  'auth.login': (m) => ({ body: { username: m.persona.username, password: PASSWORD, domainId: m.persona.domainId } }),
  'auth.selectGroup': async (m) => ({ body: { groupId: await m.first('auth.groups', 'groupId'), domain: m.persona.domainId } }),
  'account.updatePreferences': () => ({ body: {} }),
  'claims.claim': async (m) => ({ params: { claimId: await m.first('claims.list', 'claimId', { query: {} }) } }),
  'authorizations.authorization': async (m) => ({ params: { authorizationId: await m.first('authorizations.list', 'authorizationId') } }),
  'programs.details': async (m) => ({ params: { programId: await m.first('programs.list', 'id') } }),
  'content.holidayCalendar': (m) => ({ params: { domainId: String(m.persona.domainId) } }),
  'benefits.medicalService': async (m) => {
    const medical = (await m.read('benefits.medical', { query: {} })) as { byTier?: Record<string, { services?: { pageId?: string }[] }> } | undefined;
    const pageId = Object.values(medical?.byTier ?? {})[0]?.services?.[0]?.pageId ?? '';
    return { params: { serviceId: pageId }, query: {} };
  },
  'pcp.provider': async (m) => {
    const members = (await m.read('pcp.members')) as { pcp360History?: { providerId?: string }[] }[] | undefined;
    return { query: { providerId: members?.flatMap((member) => member.pcp360History ?? [])[0]?.providerId ?? '' } };
  },
  'costEstimator.prices': () => ({ query: { search: 'crown', zip: '97214' } }),
  // The whole file is megabytes: the example keeps to what changed on the day (the members and their coverage, and few claims).
  'healthRecord.bundle': () => ({ query: { since: EXAMPLE_TODAY } }),
  'registration.forgotPassword': (m) => ({ body: { username: m.persona.username, domainId: m.persona.domainId } }),
  'planManagement.cancel': () => ({ body: { cancellationStatusId: 'M' } }),
  'pcp.search': (m) => ({
    query: { page: 0, size: 2 },
    body: { members: [{ memberKey: m.memberKey, effectiveDate: EXAMPLE_TODAY }], radius: 10, zip: '97214', searchString: '' },
  }),
  'costEstimator.costSharing': (m) => ({ query: { memberKey: m.memberKey } }),
  // Customer service opening the account of its brand's subscriber.
  'auth.newId': async (m) => {
    const subscriber = await m.other({ username: BRAND_SUBSCRIBERS[m.persona.domainId] ?? 'subscriber', domainId: m.persona.domainId });
    const account = (await subscriber.read('account.account')) as { subscriberId?: string } | undefined;
    return { body: { subscriberId: account?.subscriberId ?? '', domainId: m.persona.domainId } };
  },
  'idCard.request': async (m) => ({ query: { category: await m.first('idCard.view', 'category', { query: {} }) } }),
  'pcp.select': async (m) => {
    const found = (await m.read('pcp.search', await ARGS['pcp.search']!(m))) as { data?: { providerId?: string }[] } | undefined;
    return { body: { pcpSelectList: [{ memberKey: m.memberKey, effectiveDate: EXAMPLE_TODAY }], providerId: found?.data?.[0]?.providerId ?? '', email: null } };
  },
  'dataSharing.revokeApp': (m) => ({ params: { appId: 'healthlink-records' }, body: { memberKey: m.memberKey } }),
  'dataSharing.providerAccess': (m) => ({ body: { memberKey: m.memberKey, optedOut: true } }),
  'dataSharing.payerToPayer': (m) => ({ body: { memberKey: m.memberKey, consented: true } }),
  'security.confirmTotp': async (m) => {
    const enrolment = (await m.read('security.startTotp')) as { secret?: string } | undefined;
    return { body: { code: new TOTP({ secret: Secret.fromBase32(enrolment?.secret ?? '') }).generate({ timestamp: EXAMPLE_NOW }) } };
  },
  'security.disableTotp': async (m) => {
    await enrolApp(m);
    return {};
  },
  'security.newRecoveryCodes': async (m) => {
    await enrolApp(m);
    return {};
  },
  'security.secondStep': async (m) => {
    const codes = await enrolApp(m);
    return { body: { ticket: await secondStepTicket(m), recoveryCode: codes[0] ?? '' } };
  },
  'security.freshCheck': () => ({ body: { password: PASSWORD } }),
  'passkeys.register': async (m) => {
    const { options } = (await m.read('passkeys.registrationOptions')) as { options: Record<string, unknown> };
    return { body: { name: 'Work laptop', response: new SoftwarePasskey(EXAMPLE_PASSKEY_ID).create(options, SANDBOX_ORIGIN) } };
  },
  'passkeys.rename': async (m) => {
    const passkey = await addExamplePasskey(m);
    return { params: { passkeyId: passkey.id.toString('base64url') }, body: { name: 'Desk laptop' } };
  },
  'passkeys.signIn': async (m) => {
    const passkey = await addExamplePasskey(m);
    const { challengeId, options } = (await m.read('passkeys.signInOptions')) as { challengeId: string; options: Record<string, unknown> };
    return { body: { challengeId, response: passkey.get(options, SANDBOX_ORIGIN) } };
  },
  'passkeys.freshCheckOptions': async (m) => {
    await addExamplePasskey(m);
    return {};
  },
  'passkeys.freshCheck': async (m) => {
    const passkey = await addExamplePasskey(m);
    const { challengeId, options } = (await m.read('passkeys.freshCheckOptions')) as { challengeId: string; options: Record<string, unknown> };
    return { body: { challengeId, response: passkey.get(options, SANDBOX_ORIGIN) } };
  },
  'messages.send': (m) => ({ body: exampleMessage(m) }),
  'messages.thread': async (m) => ({ params: { threadId: await sentThread(m) }, query: {} }),
  'messages.reply': async (m) => ({ params: { threadId: await sentThread(m) }, body: { body: 'Here is the statement you asked for.', attachmentIds: [] } }),
  'messages.upload': () => ({ body: { fileName: 'statement.pdf', contentBase64: btoa('%PDF-1.7\n%%EOF\n') } }),
  'appeals.file': () => ({
    body: {
      decisionKind: 'authorization',
      reference: 'HL1004',
      appellant: 'member',
      representativeName: null,
      representativeFormId: null,
      reason: 'My rheumatologist’s letter explains why methotrexate is not safe for me.',
      expedited: false,
      urgentAttestation: false,
      attachmentIds: [],
    },
  }),
  'appeals.detail': async (m) => ({ params: { appealId: await ownAppeal(m, () => true) } }),
  'appeals.answer': async (m) => ({ params: { appealId: await ownAppeal(m, (status) => status === 'more-information-needed') }, body: { note: 'Here are my doctor’s notes.', attachmentIds: [] } }),
  'appeals.externalReview': async (m) => ({ params: { appealId: await ownAppeal(m, (status, outcome) => status === 'decided' && outcome !== 'overturned') } }),
  'appeals.complain': () => ({ body: { category: 'quality-of-care', description: 'The clinic kept me waiting three hours.' } }),
};

/** The examples' passkey's credential id, the same at every run. */
const EXAMPLE_PASSKEY_ID = new Uint8Array(16).fill(9);

/** A passkey added to the member's account, as the examples' register call adds it. */
async function addExamplePasskey(m: Member): Promise<SoftwarePasskey> {
  const passkey = new SoftwarePasskey(EXAMPLE_PASSKEY_ID);
  const { options } = (await m.read('passkeys.registrationOptions')) as { options: Record<string, unknown> };
  await m.read('passkeys.register', { body: { name: 'Work laptop', response: passkey.create(options, SANDBOX_ORIGIN) } });
  return passkey;
}

/** One of the member's own appeals in the state asked for, by id ('' when they have none). */
async function ownAppeal(m: Member, wanted: (status: string, outcome: string | null) => boolean): Promise<string> {
  const list = (await m.read('appeals.list', {})) as { appeals?: readonly { appealId: string; status: string; outcome: string | null }[] } | undefined;
  return list?.appeals?.find((appeal) => wanted(appeal.status, appeal.outcome))?.appealId ?? '';
}

/** A member's question about their bill, as the messages' examples send it. */
function exampleMessage(m: Member): Record<string, unknown> {
  return { aboutMemberKey: m.memberKey, topic: 'billing', reference: null, subject: 'A question about my bill', body: 'Why was I billed twice?', attachmentIds: [] };
}

/** The thread the member's example question started. */
async function sentThread(m: Member): Promise<string> {
  const sent = (await m.read('messages.send', { body: exampleMessage(m) })) as { thread?: { threadId?: string } } | undefined;
  return sent?.thread?.threadId ?? '';
}

/**
 * The default arguments: an empty query where the endpoint takes one, decoded as the sandbox would decode
 * it; undefined when the call needs more (a path parameter, a required query parameter, a body) that ARGS
 * does not give, so it has no example (its schema still documents it).
 */
function emptyArgs(endpoint: AnyEndpoint): LooseArgs | undefined {
  if (endpoint.body !== undefined || endpoint.path.includes(':')) return undefined;
  if (endpoint.query === undefined) return {};
  const decoded = endpoint.query.decode({});
  return decoded._tag === 'Right' ? { query: decoded.right } : undefined;
}

/** The wire form of a desk's answer, or undefined for bytes and no content (a PDF has no example). */
function onTheWire(endpoint: AnyEndpoint, value: unknown): unknown {
  switch (endpoint.answer.kind) {
    case 'json':
      return JSON.parse(JSON.stringify(endpoint.answer.codec.encode(value)) ?? 'null') as unknown;
    case 'text':
      return endpoint.answer.codec.encode(value);
    case 'pdf':
    case 'file':
    case 'none':
      return undefined;
  }
}

export interface PersonaExamples {
  /** Each endpoint's example answer, by endpoint name (none for PDFs, answers without content, and calls no persona can make). */
  readonly answers: ReadonlyMap<string, Example>;
  /** The error body's examples, by status ('default' for any other). */
  readonly errors: Readonly<Record<string, Example>>;
}

/** Calls every desk as the personas until one answers; each write at an insurer of its own. */
export async function personaExamples(): Promise<PersonaExamples> {
  const shared = pinnedInsurer();
  const personas: readonly Persona[] = shared.personaSummaries().map(({ username, domainId }) => ({ username, domainId }));
  const members = new Map<string, Member>();
  const memberAt = async (persona: Persona, insurer: SandboxInsurer): Promise<Member> => {
    if (insurer !== shared) return Member.signIn(persona, insurer);
    const known = members.get(persona.username);
    if (known !== undefined) return known;
    const member = await Member.signIn(persona, shared);
    members.set(persona.username, member);
    return member;
  };

  const answers = new Map<string, Example>();
  for (const { endpoint } of DESK_ENDPOINTS) {
    if (endpoint.answer.kind === 'pdf' || endpoint.answer.kind === 'file' || endpoint.answer.kind === 'none') continue;
    for (const persona of personas) {
      const member = await memberAt(persona, endpoint.writes ? pinnedInsurer() : shared);
      const args = (await ARGS[endpoint.name]?.(member)) ?? emptyArgs(endpoint);
      if (args === undefined) break;
      const answer = await member.call(endpoint.name, args);
      if (answer._tag === 'Right') {
        answers.set(endpoint.name, { summary: `The sandbox persona ${persona.username}`, value: onTheWire(endpoint, answer.right) });
        break;
      }
    }
  }

  const subscriber = await memberAt({ username: 'subscriber', domainId: 1 }, shared);
  const anonymous = await memberAt({ username: 'no-such-member', domainId: 1 }, shared);
  const errorOf = async (summary: string, member: Member, name: string, args: LooseArgs): Promise<Example> => {
    const answer = await member.call(name, args);
    if (answer._tag === 'Right') throw new Error(`${name} answered no error for the example "${summary}"`);
    const reply = errorReply(answer.left);
    return { summary, value: reply.kind === 'json' ? reply.body : null };
  };
  const errors: Record<string, Example> = {
    '400': await errorOf('A program id that is not a number', subscriber, 'programs.details', { params: { programId: 'abc' } }),
    '401': await errorOf('No token', anonymous, 'account.account', {}),
    '403': await errorOf('Medicare materials, to a member who has none', subscriber, 'documents.medicareMaterials', {}),
    '404': await errorOf('A claim id the member has no claim by', subscriber, 'claims.claim', { params: { claimId: 'NO-SUCH-CLAIM' } }),
    default: await errorOf('The locked persona signing in (423)', anonymous, 'auth.login', { body: { username: 'locked', password: PASSWORD, domainId: 1 } }),
  };
  return { answers, errors };
}
