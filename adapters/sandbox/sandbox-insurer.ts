import { left, right, type Either } from 'fp-ts/Either';
import type { ServiceIdentifier } from 'inversify';
import type { PasswordChange, SecurityAnswer } from '../../application/ports/account-gateway';
import type { NewAccount, UserDetails } from '../../application/ports/registration-gateway';
import { httpError, type GatewayError } from '../../application/shared/gateway-error';
import { familyMembersVisibleTo, referralsVisibleTo } from '../../domain/rules/claims';
import { mayCancelPlan } from '../../domain/rules/home-banners';
import type {
  Authorization,
  PriorAuthorizationRule,
  AccountDetails,
  AccountStatus,
  AccreditationDetails,
  BenefitHistory,
  CategoryBenefits,
  ChatConfig,
  Claim,
  ClaimsMetadata,
  ClaimsQuery,
  DentalBenefits,
  DomainId,
  EmployeeIdShortcut,
  EobDocument,
  FamilyEligibilityRow,
  Group,
  GroupChangeRequest,
  IdCardView,
  Limit,
  LoginRequest,
  MedicalBenefits,
  MedicalServiceDetail,
  MedicareMaterial,
  Member,
  MemberCostSharing,
  NavitusPharmacy,
  NewIdRequest,
  Page,
  PcpHistoryEntry,
  PcpSearchRequest,
  PcpSearchResponse,
  PcpSelectRequest,
  PlanManagementDetails,
  Preferences,
  PriceSearch,
  PrimaryCareEligibility,
  PrimaryCareMember,
  Program,
  ProgramDetails,
  Provider,
  ProviderPrice,
  Referral,
  ReferralMetadata,
  ReferralQuery,
  RegistrationPolicies,
  SecurityQuestion,
  SiteContentProgram,
  TokenResponse,
} from '../../domain/model';
import { renderDocumentPdf, renderIdCardPdf } from './id-card-pdf';
import { claimsMetadata, eobPdf, findClaim, listClaims, listEobs, navitusPharmacy, type ClaimsDesk } from './sandbox-claims';
import { listAuthorizations, priorAuthorizationRules } from './sandbox-authorizations';
import { costSharingOf, priceSearch } from './sandbox-cost-estimator';
import { closedPlanYear, closedPlanYearLimits } from './personas/benefits-builder';
import {
  ACCREDITATION,
  BRANDS,
  COMMUNICATION_POLICY_TEXT,
  holidayCalendarHtml,
  HOSTILE_CALENDAR_HTML,
  medicareDocuments,
  messageCalendarHtml,
  outlineOfCoverageDocument,
  SECURITY_QUESTIONS,
  type HolidayCalendarVariant,
  type SandboxDocument,
} from './personas/content-catalogue';
import { lastNameOf, memberKeyOf, type FamilyTemplate } from './personas/family-builder';
import {
  buildPersona,
  DEFAULT_SECURITY_ANSWER,
  personaDomain,
  SANDBOX_PASSWORD,
  type MemberPersonaSpec,
  type PersonaSpec,
} from './personas/persona-builder';
import type { PersonaData, PlanData } from './personas/persona-types';
import { PERSONA_SPECS } from './personas/personas';
import { MEDICAL_PLANS } from './personas/plan-catalogue';
import { findProvider, matchesSearch, milesBetween, PROVIDER_DIRECTORY, zipCentroid } from './personas/provider-directory';
import { birthDateForAge, isIsoDate, OPEN_ENDED } from './sandbox-dates';
import { SandboxTokenIssuer, type SandboxClaims } from './sandbox-token';

/**
 * The sandbox insurer: answers every call of the wire contract from the personas, in memory. Each method
 * takes the bearer token (or credentials), the request, and the sandbox's `today`, and returns
 * Either<GatewayError, T> like a gateway port would. Persona data is a pure function of `today`; what
 * members change (passwords, preferences, selections, cancellations, new accounts) is this instance's
 * state, laid on top. `reset()` forgets it.
 */

export const SANDBOX_INSURER: ServiceIdentifier<SandboxInsurer> = Symbol.for('SandboxInsurer');

export type Answer<T> = Either<GatewayError, T>;
/** A bearer token as the caller has it: null when there is none. */
export type Token = string | null;

export interface SandboxInsurerOptions {
  /** Where the sandbox is served; links to sandbox documents and images start with it. Default '/gateway'. */
  readonly gatewayBaseUrl?: string;
  /** Signs and checks tokens; a sandbox server shares one among its sessions. Default: a new one. */
  readonly tokens?: SandboxTokenIssuer;
}

export interface SingleSignOnLanding {
  readonly memberName: string;
  readonly subscriberId: string;
  readonly groupId: string;
  readonly groupName: string;
  readonly testEnvironment: string | null;
}

export interface PersonaSummary {
  readonly username: string;
  readonly domainId: DomainId;
  readonly situation: string;
}

/** Wrong passwords the countdown persona may enter before it locks (it answers 2, 1, 0). */
const COUNTDOWN_ATTEMPTS = 3;

const PASSWORD_RULE = /^(?=.*\d)[A-Za-z\d]{6,15}$/;
const USERNAME_RULE = /^[A-Za-z0-9]{3,16}$/;
const SUBSCRIBER_ID_RULE = /^[A-Za-z0-9]{9,10}$/;
const EMAIL_RULE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const MESSAGES = {
  unrecognized: 'Username and/or password unrecognized. Please try again.',
  attemptsRemaining: (n: number) => `Username and/or password unrecognized. You have ${n} attempt(s) remaining.`,
  locked: 'Your account is locked due to too many login attempts. To unlock, please Contact Customer Service.',
  unauthorized: 'We aren’t able to authenticate you. Please log in again.',
  staffOnly: 'Choose a member on the New ID screen first.',
  invalidPassword: 'Password must be 6 to 15 letters or digits and include at least one digit.',
} as const;

const fail = <T = never>(status: number, code: string, message: string, errorData?: Readonly<Record<string, unknown>>): Answer<T> =>
  left(httpError(status, errorData === undefined ? { code, message } : { code, message, errorData }));

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** What the insurer remembers about a login. */
interface LoginState {
  password?: string;
  status?: AccountStatus;
  failedAttempts: number;
  locked: boolean;
  groupSelected: boolean;
  preferences?: Partial<Preferences>;
  policies?: RegistrationPolicies;
  securityAnswers?: readonly SecurityAnswer[];
}

/** What the insurer remembers about a family (shared by every login into it). */
interface FamilyState {
  readonly pcpSelections: { readonly memberKey: string; readonly effectiveDate: string; readonly providerId: string }[];
  cancellation?: 'M' | 'D';
  ebillRegistered?: boolean;
}

interface RegisteredAccount {
  readonly username: string;
  readonly password: string;
  readonly domainId: DomainId;
  /** The persona spec of the family the new account belongs to, viewed as the registering member. */
  readonly spec: MemberPersonaSpec;
  readonly securityAnswers: readonly SecurityAnswer[];
}

/** A login the insurer knows: a persona or an account registered in this instance. */
interface LoginAccount {
  readonly username: string;
  readonly domainId: DomainId;
  readonly spec: PersonaSpec;
  readonly password: string;
  readonly securityAnswers: readonly SecurityAnswer[];
}

/** Who is calling, resolved from a token. */
interface Session {
  readonly claims: SandboxClaims;
  readonly persona: PersonaData;
  /** The key of the login state (password, preferences) the session reads and writes. */
  readonly stateKey: string;
  readonly account: LoginAccount;
}

interface MemberSession extends Session {
  readonly plan: PlanData;
  readonly viewer: Member;
  readonly familyKey: string;
}

interface FoundMember {
  readonly spec: MemberPersonaSpec;
  readonly family: FamilyTemplate;
  readonly suffix: number;
}

export class SandboxInsurer {
  private readonly gatewayBaseUrl: string;
  private logins = new Map<string, LoginState>();
  private families = new Map<string, FamilyState>();
  private registered = new Map<string, RegisteredAccount>();
  private personaCache = new Map<string, PersonaData>();
  private holidayCalendarVariant: HolidayCalendarVariant = 'standard';

  /** Signs and checks this insurer's tokens (shared by the sessions of one sandbox server). */
  readonly tokenIssuer: SandboxTokenIssuer;

  constructor(options: SandboxInsurerOptions = {}) {
    this.gatewayBaseUrl = (options.gatewayBaseUrl ?? '/gateway').replace(/\/+$/, '');
    this.tokenIssuer = options.tokens ?? new SandboxTokenIssuer();
  }

  /** Forgets everything members changed: back to the personas as documented. */
  reset(): void {
    this.logins = new Map();
    this.families = new Map();
    this.registered = new Map();
    this.personaCache = new Map();
    this.holidayCalendarVariant = 'standard';
  }

  /** Sandbox only: serve the hostile holiday calendar (for the contact pages' sanitising tests) or the real one. */
  useHolidayCalendar(variant: HolidayCalendarVariant): void {
    this.holidayCalendarVariant = variant;
  }

  /** The persona data for a username on a day (without what members changed), for tests and tools. */
  persona(username: string, today: string): PersonaData | undefined {
    const account = this.findLogin(username);
    return account === undefined ? undefined : this.build(account.spec, today);
  }

  personaSummaries(): readonly PersonaSummary[] {
    return PERSONA_SPECS.map((spec) => ({ username: spec.username, domainId: personaDomain(spec), situation: spec.situation }));
  }

  /** Whether the login has chosen a group through POST /api/group-selection (sandbox bookkeeping). */
  groupSelected(username: string): boolean {
    return this.logins.get(username.toLowerCase())?.groupSelected ?? false;
  }

  // ---------------------------------------------------------------- auth

  login(request: LoginRequest, today: string): Answer<TokenResponse> {
    const account = this.findLogin(request.username);
    if (account === undefined || account.domainId !== request.domainId) return fail(401, 'UNRECOGNIZED', MESSAGES.unrecognized);
    const persona = this.build(account.spec, today);
    const state = this.loginState(account.username);
    if (persona.loginBehaviour === 'always-locked') return fail(423, 'ACCOUNT_LOCKED', MESSAGES.locked);
    if (persona.loginBehaviour === 'countdown' && state.locked) return fail(423, 'ACCOUNT_LOCKED', MESSAGES.locked);
    if (request.password !== (state.password ?? account.password)) {
      if (persona.loginBehaviour !== 'countdown') return fail(401, 'UNRECOGNIZED', MESSAGES.unrecognized);
      state.failedAttempts += 1;
      const attemptsRemaining = Math.max(0, COUNTDOWN_ATTEMPTS - state.failedAttempts);
      // "0 attempts remaining" means what it says: the next attempt, right or wrong, finds the account locked.
      if (attemptsRemaining === 0) state.locked = true;
      return fail(401, 'LOGIN_ATTEMPTS_REMAINING', MESSAGES.attemptsRemaining(attemptsRemaining), { attemptsRemaining });
    }
    state.failedAttempts = 0;
    const plan = persona.plans[0];
    const claims: SandboxClaims =
      persona.staffKey !== null || plan === undefined
        ? { sub: account.username, memberKey: persona.staffKey ?? account.username, role: 'new-id', issuedByNewId: false, domainId: account.domainId, groupId: '' }
        : { sub: account.username, memberKey: plan.viewerMemberKey, role: 'member', issuedByNewId: false, domainId: account.domainId, groupId: plan.group.groupId };
    return right({ token: this.tokenIssuer.issue(claims, today), redirect: null });
  }

  /** Logout: the session's token is refused from now on (an unknown or expired token changes nothing). */
  logout(token: Token): Answer<void> {
    if (token !== null) this.tokenIssuer.revoke(token);
    return right(undefined);
  }

  userKey(token: Token, today: string): Answer<string> {
    return this.withSession(token, today, (session) => right(session.claims.memberKey));
  }

  newId(token: Token, request: NewIdRequest, today: string): Answer<TokenResponse> {
    return this.withSession(token, today, (session) => {
      if (session.claims.role !== 'new-id' && !session.claims.issuedByNewId) {
        return fail(403, 'FORBIDDEN', 'New ID is for customer service only.');
      }
      if (request.domainId !== session.claims.domainId) return fail(400, 'DOMAIN_MISMATCH', 'That member belongs to another brand.');
      const subscriberId = request.subscriberId.trim();
      if (!SUBSCRIBER_ID_RULE.test(subscriberId)) {
        return fail(400, 'INVALID_SUBSCRIBER_ID', 'Enter a subscriber ID of 9 or 10 letters and numbers, as printed on the ID card.');
      }
      const specs = this.memberSpecs(session.claims.domainId).filter((spec) => same(spec.family.subscriberId, subscriberId));
      const familySpec = specs[0];
      if (familySpec === undefined) return fail(404, 'MEMBER_NOT_FOUND', `No member was found with subscriber ID ${subscriberId.toUpperCase()}.`);
      const { firstName, lastName, dateOfBirth } = request;
      const specific = [firstName, lastName, dateOfBirth].some((value) => value !== undefined && value.trim() !== '');
      let suffix = 0;
      if (specific) {
        const match = familySpec.family.members.find(
          (member) =>
            same(member.firstName, firstName ?? '') &&
            same(lastNameOf(familySpec.family, member), lastName ?? '') &&
            birthDateForAge(today, member.age, member.daysSinceBirthday) === (dateOfBirth ?? '').trim(),
        );
        if (match === undefined) {
          return fail(404, 'MEMBER_NOT_FOUND', `No member on subscriber ID ${subscriberId.toUpperCase()} matches that name and date of birth.`);
        }
        suffix = match.suffix;
      }
      const persona = this.build({ ...familySpec, viewerSuffix: suffix }, today);
      const plan = persona.plans[0];
      if (plan === undefined) return fail(404, 'MEMBER_NOT_FOUND', `No member was found with subscriber ID ${subscriberId.toUpperCase()}.`);
      const claims: SandboxClaims = {
        sub: session.claims.sub,
        memberKey: plan.viewerMemberKey,
        role: 'member',
        issuedByNewId: true,
        domainId: session.claims.domainId,
        groupId: plan.group.groupId,
      };
      return right({ token: this.tokenIssuer.issue(claims, today), redirect: null });
    });
  }

  selectGroup(token: Token, request: GroupChangeRequest, today: string): Answer<TokenResponse> {
    return this.withMember(token, today, (session) => {
      if (request.domain !== session.claims.domainId) return fail(400, 'DOMAIN_MISMATCH', 'That group belongs to another brand.');
      const plan = session.persona.plans.find((candidate) => candidate.group.groupId === request.groupId);
      if (plan === undefined) return fail(404, 'GROUP_NOT_FOUND', 'Failed to find group for current member');
      this.loginState(session.stateKey).groupSelected = true;
      const claims: SandboxClaims = { ...session.claims, memberKey: plan.viewerMemberKey, groupId: plan.group.groupId };
      return right({ token: this.tokenIssuer.issue(claims, today), redirect: null });
    });
  }

  groups(token: Token, today: string): Answer<readonly Group[]> {
    return this.withSession(token, today, (session) => right(session.persona.plans.map((plan) => plan.group)));
  }

  // ---------------------------------------------------------------- account

  account(token: Token, today: string): Answer<AccountDetails> {
    return this.withMember(token, today, (session) => right({ ...session.plan.account, preferences: this.preferencesOf(session) }));
  }

  status(token: Token, today: string): Answer<AccountStatus> {
    return this.withSession(token, today, (session) => right(this.loginState(session.stateKey).status ?? session.persona.status));
  }

  employeeId(token: Token, today: string): Answer<EmployeeIdShortcut> {
    return this.withMember(token, today, (session) => right(session.plan.employeeId));
  }

  relevantPreferences(token: Token, today: string): Answer<readonly string[]> {
    return this.withMember(token, today, (session) => right(session.plan.relevantPreferences));
  }

  preferences(token: Token, today: string): Answer<Preferences> {
    return this.withMember(token, today, (session) => right(this.preferencesOf(session)));
  }

  updatePreferences(token: Token, update: Partial<Preferences>, today: string): Answer<Preferences> {
    return this.withMember(token, today, (session) => {
      const email = update.emailAddress;
      if (email !== undefined && email !== null && !EMAIL_RULE.test(email.trim())) {
        return fail(400, 'INVALID_EMAIL', 'Enter a valid email address.');
      }
      const state = this.loginState(session.stateKey);
      state.preferences = { ...state.preferences, ...update, ...(typeof email === 'string' ? { emailAddress: email.trim() } : {}) };
      return right(this.preferencesOf(session));
    });
  }

  changePassword(token: Token, change: PasswordChange, today: string): Answer<void> {
    return this.withMember(token, today, (session) => {
      const state = this.loginState(session.stateKey);
      const current = state.password ?? session.account.password;
      if (change.currentPassword !== current) return fail(400, 'INVALID_CURRENT_PASSWORD', 'Your current password is incorrect.');
      if (!PASSWORD_RULE.test(change.newPassword)) return fail(400, 'INVALID_PASSWORD', MESSAGES.invalidPassword);
      if (change.newPassword === current) return fail(400, 'PASSWORD_REUSED', 'Choose a password you have not used before.');
      state.password = change.newPassword;
      // A first login (INI) or a forced change (FRC) is done once the password is changed.
      state.status = 'ACT';
      return right(undefined);
    });
  }

  securityQuestions(_token: Token, _today: string): Answer<readonly SecurityQuestion[]> {
    return right(SECURITY_QUESTIONS);
  }

  saveSecurityAnswers(token: Token, answers: readonly SecurityAnswer[], today: string): Answer<void> {
    return this.withMember(token, today, (session) => {
      const problem = this.checkAnswers(answers);
      if (problem !== null) return left(problem);
      this.loginState(session.stateKey).securityAnswers = answers;
      return right(undefined);
    });
  }

  registrationPolicies(token: Token, today: string): Answer<RegistrationPolicies> {
    return this.withMember(token, today, (session) => right(this.loginState(session.stateKey).policies ?? session.plan.registrationPolicies));
  }

  updateRegistrationPolicies(token: Token, policies: RegistrationPolicies, today: string): Answer<void> {
    return this.withMember(token, today, (session) => {
      if (!policies.isCommunicationPolicySigned) {
        return fail(400, 'POLICY_NOT_SIGNED', 'Please confirm you have read our digital communications policy.');
      }
      const isSubscriber = session.viewer.memberSuffix === 0;
      this.loginState(session.stateKey).policies = {
        isCommunicationPolicySigned: true,
        // Only subscribers choose how EOBs are delivered.
        isEeobPreferenceConsented: isSubscriber ? policies.isEeobPreferenceConsented : null,
      };
      if (isSubscriber && policies.isEeobPreferenceConsented !== null) {
        const state = this.loginState(session.stateKey);
        state.preferences = { ...state.preferences, electronicEob: policies.isEeobPreferenceConsented ? 'Y' : 'N' };
      }
      return right(undefined);
    });
  }

  // ---------------------------------------------------------------- registration and recovery (no token)

  registrationDetails(_today: string): Answer<{ readonly policyText: string; readonly questions: readonly SecurityQuestion[] }> {
    return right({ policyText: COMMUNICATION_POLICY_TEXT, questions: SECURITY_QUESTIONS });
  }

  validateUserDetails(details: UserDetails, today: string): Answer<void> {
    const found = this.findMember(details, today);
    if (found === undefined) {
      return fail(404, 'MEMBER_NOT_FOUND', 'We could not find a member with those details. Check them against your ID card.');
    }
    if (this.hasAccount(found)) {
      return fail(409, 'ACCOUNT_EXISTS', 'An account already exists for this member. Use forgot username or forgot password instead.');
    }
    return right(undefined);
  }

  validateUsername(request: { readonly username: string; readonly domainId: DomainId }, _today: string): Answer<void> {
    if (!USERNAME_RULE.test(request.username)) return fail(400, 'INVALID_USERNAME', 'Usernames are 3 to 16 letters or digits.');
    if (this.findLogin(request.username) !== undefined) return fail(409, 'USERNAME_TAKEN', 'That username is already taken.');
    return right(undefined);
  }

  register(account: NewAccount, today: string): Answer<void> {
    const details = this.validateUserDetails(account.userDetails, today);
    if (details._tag === 'Left') return details;
    const username = this.validateUsername({ username: account.credentials.username, domainId: account.userDetails.domainId }, today);
    if (username._tag === 'Left') return username;
    if (!PASSWORD_RULE.test(account.credentials.password)) return fail(400, 'INVALID_PASSWORD', MESSAGES.invalidPassword);
    if (!EMAIL_RULE.test(account.credentials.emailAddress.trim())) return fail(400, 'INVALID_EMAIL', 'Enter a valid email address.');
    if (!account.isCommunicationPolicySigned) {
      return fail(400, 'POLICY_NOT_SIGNED', 'Please confirm you have read our digital communications policy.');
    }
    const problem = this.checkAnswers(account.securityAnswers);
    if (problem !== null) return left(problem);
    const found = this.findMember(account.userDetails, today);
    if (found === undefined) return fail(404, 'MEMBER_NOT_FOUND', 'We could not find a member with those details.');
    const name = account.credentials.username;
    this.registered.set(name.toLowerCase(), {
      username: name,
      password: account.credentials.password,
      domainId: found.family.domainId,
      securityAnswers: account.securityAnswers,
      spec: {
        ...found.spec,
        username: name,
        situation: 'Registered in this sandbox session.',
        viewerSuffix: found.suffix,
        status: 'ACT',
        loginBehaviour: 'normal',
        email: account.credentials.emailAddress.trim(),
        policies: { isCommunicationPolicySigned: true },
      },
    });
    return right(undefined);
  }

  forgotUsername(details: UserDetails, today: string): Answer<void> {
    const found = this.findMember(details, today);
    // The real insurer e-mails the username; the sandbox only confirms there is one to send.
    if (found === undefined || !this.hasAccount(found)) {
      return fail(404, 'ACCOUNT_NOT_FOUND', 'We could not find an account with those details.');
    }
    return right(undefined);
  }

  forgotPassword(request: { readonly username: string; readonly domainId: DomainId }, _today: string): Answer<{ readonly questionId: string; readonly question: string }> {
    const account = this.findLogin(request.username);
    if (account === undefined || account.domainId !== request.domainId) {
      return fail(404, 'ACCOUNT_NOT_FOUND', 'We could not find an account with that username.');
    }
    const asked = this.securityAnswersOf(account)[0];
    const question = SECURITY_QUESTIONS.find((candidate) => candidate.id === asked?.questionId);
    if (question === undefined) return fail(409, 'NO_SECURITY_QUESTION', 'This account has no security question. Please call Customer Service.');
    return right({ questionId: question.id, question: question.question });
  }

  resetPassword(
    request: { readonly username: string; readonly domainId: DomainId; readonly questionId: string; readonly answer: string; readonly newPassword: string },
    _today: string,
  ): Answer<void> {
    const account = this.findLogin(request.username);
    if (account === undefined || account.domainId !== request.domainId) {
      return fail(404, 'ACCOUNT_NOT_FOUND', 'We could not find an account with that username.');
    }
    const expected = this.securityAnswersOf(account).find((answer) => answer.questionId === request.questionId);
    if (expected === undefined || !same(expected.answer, request.answer)) {
      return fail(400, 'SECURITY_ANSWER_MISMATCH', 'That answer does not match our records.');
    }
    if (!PASSWORD_RULE.test(request.newPassword)) return fail(400, 'INVALID_PASSWORD', MESSAGES.invalidPassword);
    const state = this.loginState(account.username);
    state.password = request.newPassword;
    // A reset unlocks the countdown persona; the always-locked persona stays locked by definition.
    state.failedAttempts = 0;
    state.locked = false;
    return right(undefined);
  }

  // ---------------------------------------------------------------- benefits

  medical(token: Token, request: { readonly asOfDate?: string }, today: string): Answer<MedicalBenefits> {
    return this.withMember(token, today, (session) => {
      const asOfDate = request.asOfDate ?? today;
      if (!isIsoDate(asOfDate)) return fail(400, 'INVALID_DATE', 'asOfDate must be yyyy-mm-dd.');
      const medical = session.plan.benefits.medical;
      if (medical === null || session.viewer.medicalEligibility?.eligible !== true) {
        return fail(404, 'NO_COVERAGE', 'No medical coverage was found for this member.');
      }
      const closed = asOfDate < session.plan.benefits.currentPlanYearStart;
      const byTier = closed ? Object.fromEntries(Object.entries(medical.byTier).map(([name, tier]) => [name, closedPlanYear(tier)])) : medical.byTier;
      return right({ asOfDate, tiers: medical.tiers, byTier });
    });
  }

  medicalService(token: Token, request: { readonly serviceId: string; readonly asOfDate?: string }, today: string): Answer<MedicalServiceDetail> {
    return this.withMember(token, today, (session) => {
      const detail = session.plan.benefits.medical?.serviceDetails.find((candidate) => candidate.id === request.serviceId);
      return detail === undefined ? fail(404, 'NOT_FOUND', `No medical service '${request.serviceId}'.`) : right(detail);
    });
  }

  category(
    token: Token,
    request: { readonly category: 'vision' | 'pharmacy'; readonly suffix: number; readonly asOfDate?: string },
    today: string,
  ): Answer<CategoryBenefits> {
    return this.withMember(token, today, (session) => {
      const asOfDate = request.asOfDate ?? today;
      if (!isIsoDate(asOfDate)) return fail(400, 'INVALID_DATE', 'asOfDate must be yyyy-mm-dd.');
      const member = session.plan.account.members.find((candidate) => candidate.memberSuffix === request.suffix);
      if (member === undefined) return fail(404, 'MEMBER_NOT_FOUND', `No member with suffix ${request.suffix}.`);
      const plan = session.plan.benefits[request.category];
      const eligibility = request.category === 'vision' ? member.visionEligibility : member.pharmacyEligibility;
      if (plan === null || eligibility?.eligible !== true) return fail(404, 'NO_COVERAGE', `No ${request.category} coverage was found for this member.`);
      return right({ ...plan, asOfDate });
    });
  }

  dental(token: Token, request: { readonly suffix: number; readonly asOfDate?: string }, today: string): Answer<DentalBenefits> {
    return this.withMember(token, today, (session) => {
      const asOfDate = request.asOfDate ?? today;
      if (!isIsoDate(asOfDate)) return fail(400, 'INVALID_DATE', 'asOfDate must be yyyy-mm-dd.');
      const member = session.plan.account.members.find((candidate) => candidate.memberSuffix === request.suffix);
      if (member === undefined) return fail(404, 'MEMBER_NOT_FOUND', `No member with suffix ${request.suffix}.`);
      const tiers = session.plan.benefits.dental?.bySuffix.find((entry) => entry.suffix === request.suffix)?.tiers;
      if (tiers === undefined || member.dentalEligibility?.eligible !== true) return fail(404, 'NO_COVERAGE', 'No dental coverage was found for this member.');
      return right({ asOfDate, tiers });
    });
  }

  limits(token: Token, request: { readonly suffix?: number; readonly asOfDate?: string }, today: string): Answer<readonly Limit[]> {
    return this.withMember(token, today, (session) => {
      if (request.asOfDate !== undefined && !isIsoDate(request.asOfDate)) return fail(400, 'INVALID_DATE', 'asOfDate must be yyyy-mm-dd.');
      const suffix = request.suffix ?? session.viewer.memberSuffix;
      const entry = session.plan.benefits.limits.find((candidate) => candidate.suffix === suffix);
      if (entry === undefined) return fail(404, 'MEMBER_NOT_FOUND', `No member with suffix ${suffix}.`);
      // An asOfDate in an earlier plan year reads that closed year, as the medical benefits do.
      const closed = request.asOfDate !== undefined && request.asOfDate < session.plan.benefits.currentPlanYearStart;
      return right(closed ? closedPlanYearLimits(entry.limits) : entry.limits);
    });
  }

  history(token: Token, today: string): Answer<BenefitHistory> {
    return this.withMember(token, today, (session) => right(session.plan.history));
  }

  familyEligibility(token: Token, today: string): Answer<readonly FamilyEligibilityRow[]> {
    return this.withMember(token, today, (session) => right(session.plan.familyEligibility));
  }

  // ---------------------------------------------------------------- eBill

  hasEbill(token: Token, today: string): Answer<boolean> {
    return this.withMember(token, today, (session) => right(session.plan.ebill.hasEbill));
  }

  ebillRegistered(token: Token, today: string): Answer<boolean> {
    return this.withMember(token, today, (session) => right(this.ebillRegisteredOf(session)));
  }

  showEbillAlert(token: Token, today: string): Answer<boolean> {
    return this.withMember(token, today, (session) => right(session.plan.ebill.showAlert && !this.ebillRegisteredOf(session)));
  }

  registerEbillUser(token: Token, today: string): Answer<void> {
    return this.withMember(token, today, (session) => {
      if (!session.plan.ebill.hasEbill) return fail(403, 'NO_EBILL', 'eBill is not available for this plan.');
      this.familyState(session.familyKey).ebillRegistered = true;
      return right(undefined);
    });
  }

  // ---------------------------------------------------------------- ID cards

  idCardEligible(token: Token, today: string): Answer<boolean> {
    return this.withMember(token, today, (session) => {
      const current = [session.viewer.medicalEligibility, session.viewer.dentalEligibility].some(
        (eligibility) => eligibility?.eligible === true && (eligibility.terminationDate === null || today < eligibility.terminationDate),
      );
      return right(current);
    });
  }

  idCardView(token: Token, request: { readonly memberKey?: string }, today: string): Answer<readonly IdCardView[]> {
    return this.withMember(token, today, (session) => this.cardsOf(session, request.memberKey));
  }

  async idCardPdf(token: Token, request: { readonly memberKey?: string }, today: string): Promise<Answer<Uint8Array>> {
    const cards = this.withMember(token, today, (session) => {
      const found = this.cardsOf(session, request.memberKey);
      return found._tag === 'Left' ? found : right({ cards: found.right, insurerName: BRANDS[session.claims.domainId].insurerName });
    });
    if (cards._tag === 'Left') return cards;
    return right(await renderIdCardPdf(cards.right.cards, cards.right.insurerName, today));
  }

  emailIdCard(token: Token, request: { readonly memberKey: string; readonly emailAddress: string }, today: string): Answer<void> {
    return this.withMember(token, today, (session) => {
      if (!EMAIL_RULE.test(request.emailAddress.trim())) return fail(400, 'INVALID_EMAIL', 'Enter a valid email address.');
      const cards = this.cardsOf(session, request.memberKey);
      return cards._tag === 'Left' ? cards : right(undefined);
    });
  }

  requestIdCard(token: Token, request: { readonly category: string }, today: string): Answer<string> {
    return this.withMember(token, today, (session) => {
      const card = session.plan.idCards.find((candidate) => candidate.memberKey === session.viewer.memberKey && same(candidate.category, request.category));
      if (card === undefined) return fail(400, 'NO_CARD', `There is no ${request.category} ID card to send.`);
      const a = session.plan.account.address;
      return right(
        `Your new ${card.category} ID card will be mailed to ${a.addressLine1}${a.addressLine2 === null ? '' : ' ' + a.addressLine2}, ${a.city}, ${a.state} ${a.zipCode} within 7 to 10 business days.`,
      );
    });
  }

  // ---------------------------------------------------------------- primary care

  pcpMembers(token: Token, today: string): Answer<readonly PrimaryCareMember[]> {
    // Scoped as claims are: a dependant sees only their own primary care history.
    return this.withMember(token, today, (session) => {
      const visible = new Set(familyMembersVisibleTo(session.viewer, session.plan.account.members).map((member) => member.memberKey));
      return right(this.pcpMembersOf(session).filter((member) => visible.has(member.memberKey)));
    });
  }

  pcpEligibility(token: Token, today: string): Answer<PrimaryCareEligibility> {
    return this.withMember(token, today, (session) => right(session.plan.primaryCare.eligibility));
  }

  provider(token: Token, request: { readonly providerId: string }, today: string): Answer<Provider> {
    return this.withMember(token, today, () => {
      const provider = findProvider(request.providerId);
      return provider === undefined ? fail(404, 'PROVIDER_NOT_FOUND', 'Provider not found.') : right(provider);
    });
  }

  cityOfPortland(token: Token, today: string): Answer<string | null> {
    return this.withMember(token, today, (session) => right(session.plan.cityOfPortlandDueDate));
  }

  selectPcp(token: Token, request: PcpSelectRequest, today: string): Answer<string> {
    return this.withMember(token, today, (session) => {
      const eligibility = session.plan.primaryCare.eligibility;
      if (!eligibility.eligible) return fail(403, 'NOT_ELIGIBLE', 'Primary care selection is not part of this plan.');
      if (request.pcpSelectList.length === 0) return fail(400, 'NO_MEMBERS', 'Choose at least one member.');
      for (const selection of request.pcpSelectList) {
        if (!eligibility.members.includes(selection.memberKey)) return fail(400, 'MEMBER_NOT_ELIGIBLE', 'That member cannot choose a primary care provider.');
        if (!isIsoDate(selection.effectiveDate)) return fail(400, 'INVALID_DATE', 'effectiveDate must be yyyy-mm-dd.');
      }
      const provider = findProvider(request.providerId);
      if (provider === undefined) return fail(404, 'PROVIDER_NOT_FOUND', 'Provider not found.');
      if (request.email !== null && request.email.trim() !== '' && !EMAIL_RULE.test(request.email.trim())) {
        return fail(400, 'INVALID_EMAIL', 'Enter a valid email address.');
      }
      const selections = this.familyState(session.familyKey).pcpSelections;
      for (const selection of request.pcpSelectList) selections.push({ ...selection, providerId: request.providerId });
      const confirmation = `PCP${today.replace(/-/g, '')}-${String(selections.length).padStart(4, '0')}`;
      const name = provider.title === null ? provider.providerName : `${provider.providerName}, ${provider.title}`;
      return right(`${name} is now the primary care provider. Confirmation number ${confirmation}.`);
    });
  }

  searchProviders(token: Token, request: { readonly search: PcpSearchRequest; readonly page: number; readonly size: number }, today: string): Answer<PcpSearchResponse> {
    return this.withMember(token, today, () => {
      const { search, page, size } = request;
      if (!/^\d{5}$/.test(search.zip.trim())) return fail(400, 'INVALID_ZIP', 'Enter a 5-digit ZIP code.');
      if (!(search.radius > 0 && search.radius <= 500)) return fail(400, 'INVALID_RADIUS', 'Choose a distance between 1 and 500 miles.');
      const paging = checkPaging(page, size);
      if (paging !== null) return left(paging);
      const origin = zipCentroid(search.zip.trim());
      const found =
        origin === null
          ? []
          : PROVIDER_DIRECTORY.flatMap((provider) => {
              const distances = provider.locations
                .map((location) => zipCentroid(location.zipCode))
                .filter((point): point is readonly [number, number] => point !== null)
                .map((point) => milesBetween(origin, point));
              const distance = distances.length === 0 ? null : Math.min(...distances);
              return distance !== null && distance <= search.radius && matchesSearch(provider, search.searchString) ? [{ ...provider, distance }] : [];
            }).sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0) || a.providerName.localeCompare(b.providerName));
      return right({
        data: found.slice(page * size, page * size + size),
        page: { number: page, size, totalElements: found.length, totalPages: Math.ceil(found.length / size) },
      });
    });
  }

  // ---------------------------------------------------------------- claims, EOBs and Navitus (sandbox-claims.ts)

  claims(token: Token, query: ClaimsQuery, today: string): Answer<readonly Claim[]> {
    return this.withMember(token, today, (session) => listClaims(this.claimsDesk(session, today), query));
  }

  claimsMetadata(token: Token, today: string): Answer<ClaimsMetadata> {
    return this.withMember(token, today, (session) => claimsMetadata(this.claimsDesk(session, today)));
  }

  claim(token: Token, request: { readonly claimId: string }, today: string): Answer<Claim> {
    return this.withMember(token, today, (session) => findClaim(this.claimsDesk(session, today), request.claimId));
  }

  eobs(token: Token, today: string): Answer<readonly EobDocument[]> {
    return this.withMember(token, today, (session) => listEobs(this.claimsDesk(session, today)));
  }

  async eobPdf(token: Token, request: { readonly eobId: string }, today: string): Promise<Answer<Uint8Array>> {
    const desk = this.withMember(token, today, (session) => right(this.claimsDesk(session, today)));
    return desk._tag === 'Left' ? desk : eobPdf(desk.right, request.eobId);
  }

  navitus(token: Token, today: string): Answer<NavitusPharmacy> {
    return this.withMember(token, today, (session) => navitusPharmacy(this.claimsDesk(session, today)));
  }

  // ---------------------------------------------------------------- prior authorizations (sandbox-authorizations.ts)

  authorizations(token: Token, today: string): Answer<readonly Authorization[]> {
    return this.withMember(token, today, (session) => listAuthorizations(this.claimsDesk(session, today)));
  }

  priorAuthorizationRules(token: Token, today: string): Answer<readonly PriorAuthorizationRule[]> {
    return this.withMember(token, today, (session) => priorAuthorizationRules(this.claimsDesk(session, today)));
  }

  private claimsDesk(session: MemberSession, today: string): ClaimsDesk {
    return { plan: session.plan, viewer: session.viewer, domainId: session.claims.domainId, today };
  }

  // ---------------------------------------------------------------- cost estimator (sandbox-cost-estimator.ts)

  costEstimatorPrices(token: Token, request: PriceSearch, today: string): Answer<readonly ProviderPrice[]> {
    return this.withMember(token, today, () => priceSearch(request));
  }

  costSharing(token: Token, request: { readonly memberKey: string }, today: string): Answer<MemberCostSharing> {
    return this.withMember(token, today, (session) => costSharingOf({ plan: session.plan, viewer: session.viewer, today }, request.memberKey));
  }

  // ---------------------------------------------------------------- programs

  programs(token: Token, today: string): Answer<readonly Program[]> {
    return this.withMember(token, today, (session) => right(session.plan.programs));
  }

  siteContentPrograms(token: Token, today: string): Answer<readonly SiteContentProgram[]> {
    return this.withMember(token, today, (session) => right(session.plan.siteContentPrograms));
  }

  programDetails(token: Token, request: { readonly programId: number }, today: string): Answer<ProgramDetails> {
    return this.withMember(token, today, (session) => {
      const details = session.plan.programDetails.find((candidate) => candidate.programId === request.programId);
      return details === undefined ? fail(404, 'PROGRAM_NOT_FOUND', `Program ${request.programId} is not part of this plan.`) : right(details);
    });
  }

  // ---------------------------------------------------------------- referrals

  referrals(token: Token, query: ReferralQuery, today: string): Answer<Page<Referral>> {
    return this.withMember(token, today, (session) => {
      const paging = checkPaging(query.page, query.size);
      if (paging !== null) return left(paging);
      const matching = this.referralsOf(session).filter(
        (referral) =>
          (query.memberKey === undefined || referral.memberKey === query.memberKey) &&
          (query.statusCode === undefined || same(referral.statusCode, query.statusCode)) &&
          (query.providerId === undefined || referral.providerId === query.providerId) &&
          (query.excludeExpired !== true || referral.endDate >= today),
      );
      return right(pageOf(matching, query.page, query.size));
    });
  }

  referralMetadata(token: Token, request: { readonly memberKey?: string }, today: string): Answer<ReferralMetadata> {
    return this.withMember(token, today, (session) => {
      const all = this.referralsOf(session);
      const forMember = request.memberKey === undefined ? all : all.filter((referral) => referral.memberKey === request.memberKey);
      const distinct = <T>(items: readonly T[], key: (item: T) => string): T[] => [...new Map(items.map((item) => [key(item), item])).values()];
      return right({
        members: distinct(all, (referral) => referral.memberKey).map((referral) => ({ memberKey: referral.memberKey, name: referral.memberName })),
        statuses: distinct(forMember, (referral) => referral.statusCode).map((referral) => ({ code: referral.statusCode, description: referral.statusDescription })),
        providers: distinct(forMember, (referral) => referral.providerId).map((referral) => ({ providerId: referral.providerId, name: referral.providerName })),
      });
    });
  }

  hasReferrals(token: Token, today: string): Answer<boolean> {
    return this.withMember(token, today, (session) => right(this.referralsOf(session).length > 0));
  }

  /** The referrals the session's member may see: the family's for the subscriber, else their own. */
  private referralsOf(session: MemberSession): Referral[] {
    return referralsVisibleTo(session.plan.referrals, session.viewer, session.plan.account.members);
  }

  // ---------------------------------------------------------------- documents

  medicareMaterials(token: Token, today: string): Answer<readonly MedicareMaterial[]> {
    return this.withMember(token, today, (session) => {
      const materials = session.plan.medicareMaterials;
      if (materials === null) return fail(403, 'NOT_MEDICARE', 'Medicare materials are available to Medicare members only.');
      return right(materials.map((material) => ({ ...material, url: this.gatewayUrl(material.url) })));
    });
  }

  medicareEligibility(token: Token, today: string): Answer<boolean> {
    return this.withMember(token, today, (session) =>
      session.plan.medicareMaterials === null ? fail(403, 'NOT_MEDICARE', 'Medicare materials are available to Medicare members only.') : right(true),
    );
  }

  outlineOfCoverage(token: Token, today: string): Answer<string> {
    return this.withMember(token, today, (session) => right(session.plan.outlineOfCoverageUrl === '' ? '' : this.gatewayUrl(session.plan.outlineOfCoverageUrl)));
  }

  /** A sandbox document (outline of coverage, Medicare material) by the slug its URL names. Public. */
  async documentPdf(slug: string, today: string): Promise<Answer<Uint8Array>> {
    const document = findDocument(slug, today);
    if (document === undefined) return fail(404, 'NOT_FOUND', 'No such document.');
    return right(await renderDocumentPdf(document, BRANDS[1].insurerName, today));
  }

  // ---------------------------------------------------------------- plan management

  planManagementDetails(token: Token, today: string): Answer<PlanManagementDetails> {
    return this.withMember(token, today, (session) => right(this.planManagementOf(session)));
  }

  cancelPlan(token: Token, request: { readonly cancellationStatusId: string }, today: string): Answer<PlanManagementDetails> {
    return this.withMember(token, today, (session) => {
      const details = this.planManagementOf(session);
      if (!details.eligibleAndActive) return fail(403, 'NOT_ELIGIBLE', 'This plan cannot be cancelled online.');
      if (!mayCancelPlan(session.viewer)) return fail(403, 'SUBSCRIBER_ONLY', 'Only the subscriber may cancel the plan.');
      const id = request.cancellationStatusId;
      if (id !== 'M' && id !== 'D') return fail(400, 'INVALID_OPTION', `Unknown cancellation option '${id}'.`);
      this.familyState(session.familyKey).cancellation = id;
      return right(this.planManagementOf(session));
    });
  }

  // ---------------------------------------------------------------- content

  calendar(today: string): Answer<string> {
    return right(messageCalendarHtml(today));
  }

  holidayCalendar(request: { readonly domainId: number }, today: string): Answer<string> {
    const domainId = request.domainId;
    if (domainId !== 1 && domainId !== 2 && domainId !== 5) return fail(404, 'NOT_FOUND', `No calendar for domain ${domainId}.`);
    const calendar = holidayCalendarHtml(domainId, today);
    return right(this.holidayCalendarVariant === 'hostile' ? `${HOSTILE_CALENDAR_HTML}${calendar}` : calendar);
  }

  accreditation(_today: string): Answer<AccreditationDetails> {
    return right({ ...ACCREDITATION, logo: this.gatewayUrl(ACCREDITATION.logo) });
  }

  /** Without a token there is no member to chat about: null. */
  chatConfig(token: Token, today: string): Answer<ChatConfig | null> {
    if (token === null) return right(null);
    return this.withSession(token, today, (session) => {
      const plan = session.persona.plans.find((candidate) => candidate.group.groupId === session.claims.groupId);
      return right(plan?.account.chatConfig ?? null);
    });
  }

  /** The landing of the single sign-on form post: who the token names. */
  singleSignOn(token: Token, request: { readonly testEnvironment: string | null }, today: string): Answer<SingleSignOnLanding> {
    return this.withMember(token, today, (session) =>
      right({
        memberName: `${session.viewer.firstName} ${session.viewer.lastName}`,
        subscriberId: session.plan.account.subscriberId,
        groupId: session.plan.group.groupId,
        groupName: session.plan.group.groupName,
        testEnvironment: request.testEnvironment,
      }),
    );
  }

  // ---------------------------------------------------------------- internals

  private gatewayUrl(path: string): string {
    return `${this.gatewayBaseUrl}/${path}`;
  }

  private build(spec: PersonaSpec, today: string): PersonaData {
    const key = `${spec.username}|${spec.role === 'member' ? (spec.viewerSuffix ?? 0) : 'staff'}|${today}`;
    const cached = this.personaCache.get(key);
    if (cached !== undefined) return cached;
    const built = buildPersona(today, spec);
    // Persona data is a pure function of the day; keep a bounded number of days around.
    if (this.personaCache.size > 500) this.personaCache.clear();
    this.personaCache.set(key, built);
    return built;
  }

  private memberSpecs(domainId: DomainId): MemberPersonaSpec[] {
    return [...PERSONA_SPECS, ...[...this.registered.values()].map((account) => account.spec)].filter(
      (spec): spec is MemberPersonaSpec => spec.role === 'member' && spec.family.domainId === domainId,
    );
  }

  private findLogin(username: string): LoginAccount | undefined {
    const wanted = username.trim().toLowerCase();
    const spec = PERSONA_SPECS.find((candidate) => candidate.username.toLowerCase() === wanted);
    if (spec !== undefined) {
      return { username: spec.username, domainId: personaDomain(spec), spec, password: SANDBOX_PASSWORD, securityAnswers: [DEFAULT_SECURITY_ANSWER] };
    }
    const account = this.registered.get(wanted);
    return account === undefined
      ? undefined
      : { username: account.username, domainId: account.domainId, spec: account.spec, password: account.password, securityAnswers: account.securityAnswers };
  }

  private securityAnswersOf(account: LoginAccount): readonly SecurityAnswer[] {
    return this.logins.get(account.username.toLowerCase())?.securityAnswers ?? account.securityAnswers;
  }

  private loginState(username: string): LoginState {
    const key = username.toLowerCase();
    const existing = this.logins.get(key);
    if (existing !== undefined) return existing;
    const created: LoginState = { failedAttempts: 0, locked: false, groupSelected: false };
    this.logins.set(key, created);
    return created;
  }

  private familyState(key: string): FamilyState {
    const existing = this.families.get(key);
    if (existing !== undefined) return existing;
    const created: FamilyState = { pcpSelections: [] };
    this.families.set(key, created);
    return created;
  }

  private session(token: Token, today: string): Answer<Session> {
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

  private withSession<T>(token: Token, today: string, answer: (session: Session) => Answer<T>): Answer<T> {
    const session = this.session(token, today);
    return session._tag === 'Left' ? session : answer(session.right);
  }

  private withMember<T>(token: Token, today: string, answer: (session: MemberSession) => Answer<T>): Answer<T> {
    return this.withSession(token, today, (session) => {
      if (session.claims.role === 'new-id') return fail(403, 'MEMBER_REQUIRED', MESSAGES.staffOnly);
      const plan = session.persona.plans.find((candidate) => candidate.group.groupId === session.claims.groupId);
      const viewer = plan?.account.members.find((member) => member.memberKey === session.claims.memberKey);
      if (plan === undefined || viewer === undefined || plan.viewerMemberKey !== viewer.memberKey) return fail(401, 'UNAUTHORIZED', MESSAGES.unauthorized);
      return answer({ ...session, plan, viewer, familyKey: `${session.claims.domainId}:${plan.account.subscriberId}:${plan.group.groupId}` });
    });
  }

  private preferencesOf(session: MemberSession): Preferences {
    return { ...session.plan.account.preferences, ...this.loginState(session.stateKey).preferences };
  }

  private ebillRegisteredOf(session: MemberSession): boolean {
    return session.plan.ebill.hasEbill && (this.families.get(session.familyKey)?.ebillRegistered ?? session.plan.ebill.registered);
  }

  private planManagementOf(session: MemberSession): PlanManagementDetails {
    const details = session.plan.planManagement;
    const cancellation = this.families.get(session.familyKey)?.cancellation;
    return cancellation === undefined ? details : { ...details, directPlanCancellationStatus: { id: cancellation } };
  }

  private cardsOf(session: MemberSession, memberKey: string | undefined): Answer<readonly IdCardView[]> {
    const wanted = memberKey ?? session.viewer.memberKey;
    if (!session.plan.account.members.some((member) => member.memberKey === wanted)) return fail(404, 'MEMBER_NOT_FOUND', 'No such member on this account.');
    const cards = session.plan.idCards.filter((card) => card.memberKey === wanted);
    return cards.length === 0 ? fail(404, 'NO_CARD', 'This member has no ID card.') : right(cards);
  }

  /** History with this instance's selections applied: a new selection ends the one it overlaps. */
  private pcpMembersOf(session: MemberSession): PrimaryCareMember[] {
    const selections = this.families.get(session.familyKey)?.pcpSelections ?? [];
    return session.plan.primaryCare.members.map((member) =>
      selections
        .filter((selection) => selection.memberKey === member.memberKey)
        .reduce<PrimaryCareMember>((current, selection) => {
          const provider = findProvider(selection.providerId);
          if (provider === undefined) return current;
          const kept = current.pcp360History
            .filter((entry) => entry.beginDate < selection.effectiveDate)
            .map((entry): PcpHistoryEntry =>
              entry.endDate === null || entry.endDate > selection.effectiveDate
                ? { ...entry, endDate: selection.effectiveDate, pcpSelected: false, pcpTerminationReason: 'Member changed provider' }
                : entry,
            );
          const terminationDate = member.eligibleDates[0]?.terminationDate ?? null;
          const chosen: PcpHistoryEntry = {
            providerId: selection.providerId,
            providerName: provider.providerName,
            providerTitle: provider.title,
            beginDate: selection.effectiveDate,
            endDate: terminationDate ?? OPEN_ENDED,
            pcpSelected: true,
            pcpTerminationReason: null,
            locations: provider.locations,
          };
          return { ...current, pcp360History: [...kept, chosen] };
        }, member),
    );
  }

  private checkAnswers(answers: readonly SecurityAnswer[]): GatewayError | null {
    if (answers.length === 0) return httpError(400, { code: 'NO_ANSWERS', message: 'Answer at least one security question.' });
    for (const answer of answers) {
      if (!SECURITY_QUESTIONS.some((question) => question.id === answer.questionId)) {
        return httpError(400, { code: 'UNKNOWN_QUESTION', message: `Unknown security question '${answer.questionId}'.` });
      }
      if (answer.answer.trim().length < 2) return httpError(400, { code: 'INVALID_ANSWER', message: 'Security answers need at least 2 characters.' });
    }
    return null;
  }

  private findMember(details: UserDetails, today: string): FoundMember | undefined {
    for (const spec of this.memberSpecs(details.domainId)) {
      const family = spec.family;
      if (!same(family.subscriberId, details.subscriberId) || family.address.zipCode.slice(0, 5) !== details.zipCode.trim().slice(0, 5)) continue;
      const member = family.members.find(
        (candidate) =>
          same(candidate.firstName, details.firstName) &&
          same(lastNameOf(family, candidate), details.lastName) &&
          birthDateForAge(today, candidate.age, candidate.daysSinceBirthday) === details.dateOfBirth.trim(),
      );
      if (member !== undefined) return { spec, family, suffix: member.suffix };
    }
    return undefined;
  }

  private hasAccount(found: FoundMember): boolean {
    return this.memberSpecs(found.family.domainId).some((spec) => spec.family.id === found.family.id && (spec.viewerSuffix ?? 0) === found.suffix);
  }
}

function checkPaging(page: number, size: number): GatewayError | null {
  if (!Number.isInteger(page) || page < 0) return httpError(400, { code: 'INVALID_PAGE', message: 'page must be 0 or more.' });
  if (!Number.isInteger(size) || size < 1 || size > 100) return httpError(400, { code: 'INVALID_SIZE', message: 'size must be between 1 and 100.' });
  return null;
}

/** A Spring-style page (0-based `number`). */
function pageOf<T>(items: readonly T[], page: number, size: number): Page<T> {
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

function findDocument(slug: string, today: string): SandboxDocument | undefined {
  const medicare = medicareDocuments(today).find((entry) => entry.document.slug === slug);
  if (medicare !== undefined) return medicare.document;
  const outline = /^outline-of-coverage-([a-z0-9]+)-(\d{4})$/.exec(slug);
  if (outline === null) return undefined;
  const plan = Object.values(MEDICAL_PLANS).find((candidate) => candidate.classPlanId.toLowerCase() === outline[1]);
  return plan === undefined ? undefined : outlineOfCoverageDocument(plan.name, plan.classPlanId, Number(outline[2]));
}
