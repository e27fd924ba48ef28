import { left, right, type Either } from 'fp-ts/Either';
import type { SecurityAnswer } from '../../application/ports/account-gateway';
import { httpError, type GatewayError } from '../../application/shared/gateway-error';
import type { AppealedDecision, AppealOutcome, Appellant, ComplaintCategory } from '../../domain/model';
import type { AccountStatus, DataSharingEvent, DomainId, Member, MessageAttachment, MessageThread, Page, Paging, Preferences, RegistrationPolicies, SecureMessage } from '../../domain/model';
import type { Language } from '../../domain/copy/language';
import { MAX_PAGE_SIZE, pagingError } from '../../domain/rules/paging';
import { type Rule, validate } from '../../domain/rules/validators';
import { SECURITY_QUESTIONS, type HolidayCalendarVariant } from './personas/content-catalogue';
import { memberKeyOf, type FamilyTemplate } from './personas/family-builder';
import { DEFAULT_SECURITY_ANSWER, SANDBOX_PASSWORD, buildPersona, personaDomain, type MemberPersonaSpec, type PersonaSpec } from './personas/persona-builder';
import type { PersonaData, PlanData } from './personas/persona-types';
import { PERSONA_SPECS, SCALE_PERSONA_SPECS } from './personas/personas';
import { SandboxTokenIssuer, type SandboxClaims } from './sandbox-token';
import type { CodeAttempts } from '../../domain/rules/second-factor';

export type Answer<T> = Either<GatewayError, T>;
/** A bearer token as the caller has it: null when there is none. */
export type Token = string | null;

export interface SandboxInsurerOptions {
  /** Where the sandbox is served; links to sandbox documents and images start with it. Default '/gateway'. */
  readonly gatewayBaseUrl?: string;
  /** Signs and checks tokens; a sandbox server shares one among its sessions. Default: a new one. */
  readonly tokens?: SandboxTokenIssuer;
  /** Random bytes for the keys and codes the insurer makes (authenticator keys, recovery codes, tickets). Default: the platform's. */
  readonly random?: (count: number) => Uint8Array;
}

/** The insurer checks what it is sent with the same field rules as the forms (spec section 5). */
export const satisfies = (value: string, rules: readonly Rule[]): boolean => validate(value, rules) === null;

export const MESSAGES = {
  unrecognized: 'Username and/or password unrecognized. Please try again.',
  attemptsRemaining: (n: number) => `Username and/or password unrecognized. You have ${n} attempt(s) remaining.`,
  locked: 'Your account is locked due to too many login attempts. To unlock, please Contact Customer Service.',
  unauthorized: 'We aren’t able to authenticate you. Please log in again.',
  staffOnly: 'Choose a member on the New ID screen first.',
  invalidPassword: 'Password must be 6 to 15 letters or digits and include at least one digit.',
} as const;

/** The member's plan as a desk answers from it: what the signed-in member (the viewer) may see of it, on the plan's day. */
export interface MemberPlan {
  readonly plan: PlanData;
  readonly viewer: Member;
  readonly domainId: DomainId;
  readonly today: string;
}

export const fail = <T = never>(status: number, code: string, message: string, errorData?: Readonly<Record<string, unknown>>): Answer<T> =>
  left(httpError(status, errorData === undefined ? { code, message } : { code, message, errorData }));

/** The gateway's 400 for a page or page size the paging rule refuses (claims, EOBs, requests); null when it is taken. */
export function pagingRefusal(paging: Paging): Answer<never> | null {
  const wrong = pagingError(paging);
  if (wrong === 'page') return fail(400, 'INVALID_PAGE', 'page must be 1 or more.');
  if (wrong === 'pageSize') return fail(400, 'INVALID_SIZE', `pageSize must be between 1 and ${MAX_PAGE_SIZE}.`);
  return null;
}

export const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** What the insurer remembers about a login. */
export interface LoginState {
  password?: string;
  status?: AccountStatus;
  failedAttempts: number;
  locked: boolean;
  groupSelected: boolean;
  preferences?: Partial<Preferences>;
  policies?: RegistrationPolicies;
  securityAnswers?: readonly SecurityAnswer[];
  /** The member's second factors (desks/security-desk.ts). */
  security?: SecurityState;
  /** The member's passkeys (desks/passkey-desk.ts). */
  passkeys?: PasskeyState;
  /** When the member last set the home page's invitation to add a second factor aside (desks/security-desk.ts). */
  invitationSetAsideAt?: number;
}

/** What the insurer, a WebAuthn relying party, keeps of a login's passkeys (desks/passkey-desk.ts). */
export interface PasskeyState {
  /** The login's WebAuthn user handle (base64url), made with its first passkey's options. */
  readonly userId: string;
  credentials: readonly PasskeyCredential[];
  /** The challenge of a passkey being added, the origin it was asked from, and until when it holds. */
  pending: { readonly challenge: string; readonly origin: string; readonly expiresAt: number } | null;
}

/** One passkey: its credential id and public key (COSE), its signature counter, its name and dates. */
export interface PasskeyCredential {
  readonly id: string;
  readonly publicKey: Uint8Array;
  readonly counter: number;
  readonly transports: readonly string[];
  readonly name: string;
  readonly createdAt: string;
  readonly lastUsedAt: string | null;
}

/** What the insurer keeps of a login's second factors (desks/security-desk.ts). */
export interface SecurityState {
  /** The authenticator app's key (base32) once its first code confirmed it. */
  totpSecret: string | null;
  /** A key handed out and not yet confirmed. */
  pendingTotpSecret: string | null;
  /** The last 30-second step whose code was accepted: a code is accepted once. */
  lastTotpStep: number;
  recoveryCodes: readonly string[];
  codeAttempts: CodeAttempts;
  /** The second step's ticket, good until ticketExpiresAt. */
  ticket: string | null;
  ticketExpiresAt: number;
}

/** What the insurer remembers about a family (shared by every login into it). */
export interface FamilyState {
  readonly pcpSelections: { readonly memberKey: string; readonly effectiveDate: string; readonly providerId: string }[];
  cancellation?: 'M' | 'D';
  ebillRegistered?: boolean;
  /** Each member's data-sharing choices as changed (by member key); a member not here has the defaults. */
  dataSharing?: Map<string, DataSharingState>;
  /** The family's secure message threads (each its author's), with the files sent and what member services owes. */
  messages?: MessagesState;
  /** The family's appeals and complaints (each its filer's), the personas' own among them. */
  appeals?: AppealsState;
}

/** What the insurer keeps of a family's secure messages (desks/messages-desk.ts). */
export interface StoredAttachment extends MessageAttachment {
  readonly ownerKey: string;
  readonly bytes: Uint8Array;
  /** The message that carries it, once sent. */
  threadId: string | null;
}

export interface StoredThread {
  readonly threadId: string;
  readonly memberKey: string;
  readonly aboutMemberKey: string;
  readonly subject: string;
  readonly topic: MessageThread['topic'];
  readonly reference: string | null;
  messages: SecureMessage[];
}

export interface PendingAnswer {
  readonly threadId: string;
  readonly dueAtCall: number;
  readonly language: Language;
}

/** What the insurer keeps of a family's messages. */
export interface MessagesState {
  readonly threads: StoredThread[];
  readonly attachments: Map<string, StoredAttachment>;
  /** The thread each idempotency key (by member) made or replied to. */
  readonly keys: Map<string, string>;
  pending: PendingAnswer[];
  calls: number;
  sequence: number;
}

/**
 * An appeal as the insurer keeps it (desks/appeals-desk.ts): the facts it was filed with and the days that
 * move it on; its status on a day is worked out from them.
 */
export interface StoredAppeal {
  readonly appealId: string;
  readonly memberKey: string;
  readonly aboutMemberKey: string;
  readonly aboutMemberName: string;
  readonly decision: AppealedDecision;
  readonly appellant: Appellant;
  readonly representativeName: string | null;
  readonly reason: string;
  readonly expedited: boolean;
  readonly receivedOn: string;
  readonly receivedAt: string;
  /** Supporting documents came with the filing, so the plan needs nothing more. */
  readonly withDocuments: boolean;
  /** The outcome the plan reaches when it decides. */
  outcome: AppealOutcome;
  /** The day the member answered a request for more information. */
  answeredOn: string | null;
  /** The day the member asked for an external review. */
  externalReviewOn: string | null;
  attachments: MessageAttachment[];
}

export interface StoredComplaint {
  readonly complaintId: string;
  readonly memberKey: string;
  readonly category: ComplaintCategory;
  readonly description: string;
  readonly receivedOn: string;
  readonly language: Language;
}

/** What the insurer keeps of a family's appeals and complaints. */
export interface AppealsState {
  readonly appeals: StoredAppeal[];
  readonly complaints: StoredComplaint[];
  /** The appeal or complaint each idempotency key (by member and call) made or answered. */
  readonly keys: Map<string, string>;
  /** How many appeals and complaints the family has filed here: each kind is numbered on its own, from 1. */
  filed: { appeals: number; complaints: number };
}

/** What the insurer remembers of a member's data-sharing changes. */
export interface DataSharingState {
  providerAccess: { optedOut: boolean; changedOn: string | null };
  payerToPayer: { consented: boolean; changedOn: string | null };
  /** Revocation day by app id. */
  readonly revoked: Map<string, string>;
  /** Oldest first, as they happened. */
  readonly history: DataSharingEvent[];
}

export interface RegisteredAccount {
  readonly username: string;
  readonly password: string;
  readonly domainId: DomainId;
  /** The persona spec of the family the new account belongs to, viewed as the registering member. */
  readonly spec: MemberPersonaSpec;
  readonly securityAnswers: readonly SecurityAnswer[];
}

/** A login the insurer knows: a persona or an account registered in this instance. */
export interface LoginAccount {
  readonly username: string;
  readonly domainId: DomainId;
  readonly spec: PersonaSpec;
  readonly password: string;
  readonly securityAnswers: readonly SecurityAnswer[];
}

/** Who is calling, resolved from a token. */
export interface Session {
  readonly claims: SandboxClaims;
  readonly persona: PersonaData;
  /** The key of the login state (password, preferences) the session reads and writes. */
  readonly stateKey: string;
  readonly account: LoginAccount;
}

export interface MemberSession extends Session {
  readonly plan: PlanData;
  readonly viewer: Member;
  readonly familyKey: string;
}

export interface FoundMember {
  readonly spec: MemberPersonaSpec;
  readonly family: FamilyTemplate;
  readonly suffix: number;
}

export function checkPaging(page: number, size: number): GatewayError | null {
  if (!Number.isInteger(page) || page < 0) return httpError(400, { code: 'INVALID_PAGE', message: 'page must be 0 or more.' });
  if (!Number.isInteger(size) || size < 1 || size > 100) return httpError(400, { code: 'INVALID_SIZE', message: 'size must be between 1 and 100.' });
  return null;
}

/** A Spring-style page (0-based `number`). */
export function pageOf<T>(items: readonly T[], page: number, size: number): Page<T> {
  const content = items.slice(page * size, page * size + size);
  const totalPages = Math.ceil(items.length / size);
  return {
    content,
    first: page === 0,
    last: page >= totalPages - 1,
    empty: content.length === 0,
    number: page,
    numberOfElements: content.length,
    size,
    totalElements: items.length,
    totalPages,
  };
}

/**
 * What the sandbox insurer remembers, shared by its desks (one per gateway port): the logins, families and
 * accounts members changed or created, laid over the personas (a pure function of the day), and the tokens
 * it issued. It also resolves who is calling from a token, for every desk alike.
 */
export class SandboxState {
  readonly gatewayBaseUrl: string;
  logins = new Map<string, LoginState>();
  families = new Map<string, FamilyState>();
  registered = new Map<string, RegisteredAccount>();
  personaCache = new Map<string, PersonaData>();
  holidayCalendarVariant: HolidayCalendarVariant = 'standard';

  /** Signs and checks this insurer's tokens (shared by the sessions of one sandbox server). */
  readonly tokenIssuer: SandboxTokenIssuer;
  readonly random: (count: number) => Uint8Array;
  /** Test tools only: how far this session's clock for proofs runs ahead of the token issuer's (`now`). */
  clockAheadMillis = 0;

  constructor(options: SandboxInsurerOptions = {}) {
    this.gatewayBaseUrl = (options.gatewayBaseUrl ?? '/gateway').replace(/\/+$/, '');
    this.tokenIssuer = options.tokens ?? new SandboxTokenIssuer();
    this.random = options.random ?? ((count) => crypto.getRandomValues(new Uint8Array(count)));
  }

  /** Forgets everything members changed: back to the personas as documented. */
  reset(): void {
    this.logins = new Map();
    this.families = new Map();
    this.registered = new Map();
    this.personaCache = new Map();
    this.holidayCalendarVariant = 'standard';
    this.clockAheadMillis = 0;
  }

  /** The insurer's time for proofs of who a member is (when made, how old, until when codes are locked). */
  now(): number {
    return this.tokenIssuer.now() + this.clockAheadMillis;
  }

  gatewayUrl(path: string): string {
    return `${this.gatewayBaseUrl}/${path}`;
  }

  build(spec: PersonaSpec, today: string): PersonaData {
    const key = `${spec.username}|${spec.role === 'member' ? (spec.viewerSuffix ?? 0) : 'staff'}|${today}`;
    const cached = this.personaCache.get(key);
    if (cached !== undefined) return cached;
    const built = buildPersona(today, spec);
    // Persona data is a pure function of the day; keep a bounded number of days around.
    if (this.personaCache.size > 500) this.personaCache.clear();
    this.personaCache.set(key, built);
    return built;
  }

  memberSpecs(domainId: DomainId): MemberPersonaSpec[] {
    return [...PERSONA_SPECS, ...[...this.registered.values()].map((account) => account.spec)].filter(
      (spec): spec is MemberPersonaSpec => spec.role === 'member' && spec.family.domainId === domainId,
    );
  }

  findLogin(username: string): LoginAccount | undefined {
    const wanted = username.trim().toLowerCase();
    const spec = [...PERSONA_SPECS, ...SCALE_PERSONA_SPECS].find((candidate) => candidate.username.toLowerCase() === wanted);
    if (spec !== undefined) {
      return { username: spec.username, domainId: personaDomain(spec), spec, password: SANDBOX_PASSWORD, securityAnswers: [DEFAULT_SECURITY_ANSWER] };
    }
    const account = this.registered.get(wanted);
    return account === undefined
      ? undefined
      : { username: account.username, domainId: account.domainId, spec: account.spec, password: account.password, securityAnswers: account.securityAnswers };
  }

  loginState(username: string): LoginState {
    const key = username.toLowerCase();
    const existing = this.logins.get(key);
    if (existing !== undefined) return existing;
    const created: LoginState = { failedAttempts: 0, locked: false, groupSelected: false };
    this.logins.set(key, created);
    return created;
  }

  familyState(key: string): FamilyState {
    const existing = this.families.get(key);
    if (existing !== undefined) return existing;
    const created: FamilyState = { pcpSelections: [] };
    this.families.set(key, created);
    return created;
  }

  session(token: Token, today: string): Answer<Session> {
    const unauthorized = fail<Session>(401, 'UNAUTHORIZED', MESSAGES.unauthorized);
    if (token === null) return unauthorized;
    const claims = this.tokenIssuer.verify(token);
    if (claims === null) return unauthorized;
    const account = this.findLogin(claims.sub);
    if (account === undefined || account.domainId !== claims.domainId) return unauthorized;
    if (claims.role === 'new-id') {
      return account.spec.role === 'new-id' ? right({ claims, account, persona: this.build(account.spec, today), stateKey: account.username }) : unauthorized;
    }
    if (!claims.issuedByNewId) {
      return account.spec.role === 'member' ? right({ claims, account, persona: this.build(account.spec, today), stateKey: account.username }) : unauthorized;
    }
    // Customer service acting for a member: find the member's family, seen as that member.
    for (const spec of this.memberSpecs(claims.domainId)) {
      const group = spec.family.groups.find((candidate) => candidate.groupId === claims.groupId);
      const member = group === undefined ? undefined : spec.family.members.find((candidate) => memberKeyOf(group, candidate.suffix) === claims.memberKey);
      if (member === undefined) continue;
      const own = this.memberSpecs(claims.domainId).find((candidate) => candidate.family.id === spec.family.id && (candidate.viewerSuffix ?? 0) === member.suffix);
      const viewSpec = own ?? { ...spec, viewerSuffix: member.suffix };
      return right({ claims, account, persona: this.build(viewSpec, today), stateKey: own?.username ?? `new-id:${claims.memberKey}` });
    }
    return unauthorized;
  }

  withSession<T>(token: Token, today: string, answer: (session: Session) => Answer<T>): Answer<T> {
    const session = this.session(token, today);
    return session._tag === 'Left' ? session : answer(session.right);
  }

  withMember<T>(token: Token, today: string, answer: (session: MemberSession) => Answer<T>): Answer<T> {
    return this.withSession(token, today, (session) => {
      if (session.claims.role === 'new-id') return fail(403, 'MEMBER_REQUIRED', MESSAGES.staffOnly);
      const plan = session.persona.plans.find((candidate) => candidate.group.groupId === session.claims.groupId);
      const viewer = plan?.account.members.find((member) => member.memberKey === session.claims.memberKey);
      if (plan === undefined || viewer === undefined || plan.viewerMemberKey !== viewer.memberKey) return fail(401, 'UNAUTHORIZED', MESSAGES.unauthorized);
      return answer({ ...session, plan, viewer, familyKey: `${session.claims.domainId}:${plan.account.subscriberId}:${plan.group.groupId}` });
    });
  }

  checkAnswers(answers: readonly SecurityAnswer[]): GatewayError | null {
    if (answers.length === 0) return httpError(400, { code: 'NO_ANSWERS', message: 'Answer at least one security question.' });
    for (const answer of answers) {
      if (!SECURITY_QUESTIONS.some((question) => question.id === answer.questionId)) {
        return httpError(400, { code: 'UNKNOWN_QUESTION', message: `Unknown security question '${answer.questionId}'.` });
      }
      if (answer.answer.trim().length < 2) return httpError(400, { code: 'INVALID_ANSWER', message: 'Security answers need at least 2 characters.' });
    }
    return null;
  }

  /** The signed-in member's plan as the claims, authorizations and cost estimator desks read it. */
  memberPlan(session: MemberSession, today: string): MemberPlan {
    return { plan: session.plan, viewer: session.viewer, domainId: session.claims.domainId, today };
  }
}
