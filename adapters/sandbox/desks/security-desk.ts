import { right } from 'fp-ts/Either';
import { Secret, TOTP } from 'otpauth';
import type { FreshCheckRequest, RecoveryCodes, SecondFactorInvitationStatus, SecondStepRequest, SecuritySettings, TokenResponse, TotpEnrolment } from '../../../domain/model';
import {
  type AuthMethod,
  NO_CODE_ATTEMPTS,
  type SensitiveAction,
  afterRightCode,
  afterWrongCode,
  codeGate,
  freshCheckFor,
  invitationSetAside,
  makeRecoveryCodes,
  normaliseCode,
  provesFreshCheck,
  useRecoveryCode,
} from '../../../domain/rules/second-factor';
import { type Answer, type LoginState, type SandboxState, type SecurityState, type Session, type Token, fail } from '../sandbox-state';
import type { SandboxClaims } from '../sandbox-token';
import { passkeysOf } from './passkey-list';

/**
 * The sandbox insurer's desk for second factors: an authenticator app's codes (RFC 6238: SHA-1, 6 digits,
 * 30 seconds, one step of clock drift either way, a code accepted once), ten recovery codes each usable
 * once, the second step of signing in, and the fresh check before sensitive changes. The rules
 * (when a fresh check is needed, the wrong-code lock, recovery codes) are domain/rules/second-factor.ts.
 */

/** How long the second step may wait after the password: 5 minutes. */
export const TICKET_LIFETIME_MILLIS = 5 * 60_000;
const ISSUER = 'Member Dashboard';
const PERIOD = 30;

const SECURITY_MESSAGES = {
  secondFactorRequired: 'Enter the code from your authenticator app to finish signing in.',
  ticketExpired: 'Signing in took too long. Please log in again.',
  wrongCode: (left: number) => `That code is not right. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  wrongRecoveryCode: (left: number) => `That recovery code is not right or has already been used. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  locked: 'Too many wrong codes. Codes are locked for 15 minutes; try again later.',
  noCode: 'Enter a code.',
  noPendingEnrolment: 'Start adding an authenticator app first.',
  notEnrolled: 'Add an authenticator app first.',
  freshCheckRequired: 'For your security, confirm it is you before this change.',
  wrongPassword: 'Your password is incorrect.',
} as const;

const hex = (bytes: Uint8Array): string => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

function securityOf(state: LoginState): SecurityState {
  state.security ??= {
    totpSecret: null,
    pendingTotpSecret: null,
    lastTotpStep: -1,
    recoveryCodes: [],
    codeAttempts: NO_CODE_ATTEMPTS,
    ticket: null,
    ticketExpiresAt: 0,
  };
  return state.security;
}

const hasSecondFactor = (security: SecurityState | undefined): boolean => security?.totpSecret !== null && security?.totpSecret !== undefined;

/**
 * The login's answer for a member with a second factor: refused with SECOND_FACTOR_REQUIRED and a ticket
 * for the second step; null for a member without one (who signs in with the password alone, as before).
 */
export function secondStepRefusal(state: SandboxState, username: string): Answer<never> | null {
  const security = state.loginState(username).security;
  if (security === undefined || !hasSecondFactor(security)) return null;
  security.ticket = `${hex(new TextEncoder().encode(username.toLowerCase()))}.${hex(state.random(16))}`;
  security.ticketExpiresAt = state.now() + TICKET_LIFETIME_MILLIS;
  return fail(401, 'SECOND_FACTOR_REQUIRED', SECURITY_MESSAGES.secondFactorRequired, { ticket: security.ticket, methods: ['totp', 'recovery-code'] });
}

/** The claims of a login's first token (a member's, or customer service's), proved by `amr` now. */
export function firstTokenClaims(state: SandboxState, username: string, today: string, amr: readonly AuthMethod[]): SandboxClaims {
  const account = state.findLogin(username);
  if (account === undefined) throw new TypeError(`No login '${username}'`);
  const persona = state.build(account.spec, today);
  const plan = persona.plans[0];
  const proof = { amr, authTime: state.now() };
  return persona.staffKey !== null || plan === undefined
    ? { sub: account.username, memberKey: persona.staffKey ?? account.username, role: 'new-id', issuedByNewId: false, domainId: account.domainId, groupId: '', ...proof }
    : { sub: account.username, memberKey: plan.viewerMemberKey, role: 'member', issuedByNewId: false, domainId: account.domainId, groupId: plan.group.groupId, ...proof };
}

function totpOf(secret: string, label: string): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });
}

export class SecurityDesk {
  constructor(private readonly state: SandboxState) {}

  settings(token: Token, today: string): Answer<SecuritySettings> {
    return this.state.withMember(token, today, (session) => {
      const loginState = this.state.loginState(session.stateKey);
      const security = loginState.security;
      return right({ totpEnabled: hasSecondFactor(security), recoveryCodesLeft: security?.recoveryCodes.length ?? 0, passkeys: passkeysOf(loginState) });
    });
  }

  startTotp(token: Token, today: string): Answer<TotpEnrolment> {
    return this.state.withMember(token, today, (session) => {
      const security = securityOf(this.state.loginState(session.stateKey));
      const secret = new Secret({ buffer: this.state.random(20).slice().buffer }).base32;
      security.pendingTotpSecret = secret;
      return right({ secret, uri: totpOf(secret, session.account.username).toString() });
    });
  }

  confirmTotp(token: Token, request: { readonly code: string }, today: string): Answer<RecoveryCodes> {
    return this.state.withMember(token, today, (session) => {
      const security = securityOf(this.state.loginState(session.stateKey));
      if (security.pendingTotpSecret === null) return fail(409, 'NO_PENDING_ENROLMENT', SECURITY_MESSAGES.noPendingEnrolment);
      const refused = this.checkTotp(security, security.pendingTotpSecret, request.code, session.account.username);
      if (refused !== null) return refused;
      security.totpSecret = security.pendingTotpSecret;
      security.pendingTotpSecret = null;
      security.recoveryCodes = makeRecoveryCodes(this.state.random);
      return right({ codes: security.recoveryCodes });
    });
  }

  newRecoveryCodes(token: Token, today: string): Answer<RecoveryCodes> {
    return this.state.withMember(token, today, (session) => {
      const security = this.state.loginState(session.stateKey).security;
      if (security === undefined || !hasSecondFactor(security)) return fail(409, 'NO_SECOND_FACTOR', SECURITY_MESSAGES.notEnrolled);
      const refusal = this.refusalFor(session, 'replace-recovery-codes');
      if (refusal !== null) return refusal;
      security.recoveryCodes = makeRecoveryCodes(this.state.random);
      return right({ codes: security.recoveryCodes });
    });
  }

  /** Turns the authenticator app off (after a fresh check): its key and the recovery codes stop working; the password alone signs in again. */
  disableTotp(token: Token, today: string): Answer<SecuritySettings> {
    const turnedOff = this.state.withMember(token, today, (session) => {
      const security = this.state.loginState(session.stateKey).security;
      if (security === undefined || !hasSecondFactor(security)) return fail(409, 'NO_SECOND_FACTOR', SECURITY_MESSAGES.notEnrolled);
      const refusal = this.refusalFor(session, 'turn-off-authenticator-app');
      if (refusal !== null) return refusal;
      security.totpSecret = null;
      security.pendingTotpSecret = null;
      security.recoveryCodes = [];
      security.codeAttempts = NO_CODE_ATTEMPTS;
      return right(null);
    });
    return turnedOff._tag === 'Left' ? turnedOff : this.settings(token, today);
  }

  /** The second step of signing in: the ticket the login gave, and an app's code or a recovery code. */
  secondStep(request: SecondStepRequest, today: string): Answer<TokenResponse> {
    const username = this.usernameOfTicket(request.ticket);
    const security = username === null ? undefined : this.state.loginState(username).security;
    if (username === null || security === undefined || security.ticket !== request.ticket || security.ticketExpiresAt <= this.state.now()) {
      return fail(401, 'TICKET_EXPIRED', SECURITY_MESSAGES.ticketExpired);
    }
    const proof = this.proveSecondFactor(security, request, username);
    if (proof._tag === 'Left') return proof;
    security.ticket = null;
    const claims = firstTokenClaims(this.state, username, today, ['password', proof.right]);
    return right({ token: this.state.tokenIssuer.issue(claims, today), redirect: null });
  }

  /** A fresh check: a second factor (or the password, for a member without one) answers a token proved now. */
  freshCheck(token: Token, request: FreshCheckRequest, today: string): Answer<TokenResponse> {
    return this.state.withSession(token, today, (session) => {
      const loginState = this.state.loginState(session.stateKey);
      const security = loginState.security;
      let method: AuthMethod;
      if (request.password !== undefined && !(request.code !== undefined || request.recoveryCode !== undefined)) {
        if (request.password !== (loginState.password ?? session.account.password)) return fail(401, 'WRONG_PASSWORD', SECURITY_MESSAGES.wrongPassword);
        method = 'password';
      } else {
        if (security === undefined || !hasSecondFactor(security)) return fail(409, 'NO_SECOND_FACTOR', SECURITY_MESSAGES.notEnrolled);
        const proof = this.proveSecondFactor(security, request, session.account.username);
        if (proof._tag === 'Left') return proof;
        method = proof.right;
      }
      if (!provesFreshCheck(method, hasSecondFactor(security))) {
        return fail(403, 'FRESH_CHECK_REQUIRED', SECURITY_MESSAGES.freshCheckRequired, { check: 'second-factor' });
      }
      const claims: SandboxClaims = { ...session.claims, amr: [method], authTime: this.state.now() };
      return right({ token: this.state.tokenIssuer.issue(claims, today), redirect: null });
    });
  }

  /** Whether the member set the home page's invitation aside, 30 days or less ago (domain/rules/second-factor.ts). */
  invitation(token: Token, today: string): Answer<SecondFactorInvitationStatus> {
    return this.state.withMember(token, today, (session) =>
      right({ setAside: invitationSetAside(this.state.loginState(session.stateKey).invitationSetAsideAt ?? null, this.state.now()) }),
    );
  }

  /** Sets the invitation aside from now, for the member: it holds wherever they sign in. */
  setAsideInvitation(token: Token, today: string): Answer<void> {
    return this.state.withMember(token, today, (session) => {
      this.state.loginState(session.stateKey).invitationSetAsideAt = this.state.now();
      return right(undefined);
    });
  }

  /**
   * The refusal of a sensitive change whose token's proof is more than 5 minutes old (403
   * FRESH_CHECK_REQUIRED, errorData.check 'second-factor' or 'password', and errorData.passkey whether the
   * member has a passkey to answer it with); null when it may go ahead, or when
   * the token is no session at all (the desk then answers 401 as for any call).
   */
  refusalWithoutFreshCheck(token: Token, action: SensitiveAction, today: string): Answer<never> | null {
    const session = this.state.session(token, today);
    if (session._tag === 'Left') return null;
    return this.refusalFor(session.right, action);
  }

  private refusalFor(session: Session, action: SensitiveAction): Answer<never> | null {
    const loginState = this.state.loginState(session.stateKey);
    const check = freshCheckFor(action, session.claims.authTime ?? Number.NEGATIVE_INFINITY, this.state.now(), hasSecondFactor(loginState.security));
    // Whether one of the member's passkeys may answer it instead (passkeys.freshCheck).
    const passkey = passkeysOf(loginState).length > 0;
    return check === 'none' ? null : fail(403, 'FRESH_CHECK_REQUIRED', SECURITY_MESSAGES.freshCheckRequired, { check, passkey });
  }

  private usernameOfTicket(ticket: string): string | null {
    const [name] = ticket.split('.');
    if (name === undefined || !/^(?:[0-9a-f]{2})+$/.test(name)) return null;
    const bytes = Uint8Array.from(name.match(/../g) ?? [], (pair) => parseInt(pair, 16));
    const username = new TextDecoder().decode(bytes);
    return this.state.findLogin(username) === undefined ? null : username;
  }

  /** An app's code or a recovery code, within the wrong-code limit: the method it proved, or the refusal. */
  private proveSecondFactor(security: SecurityState, request: { readonly code?: string; readonly recoveryCode?: string }, username: string): Answer<AuthMethod> {
    if (request.recoveryCode !== undefined && request.recoveryCode.trim() !== '') {
      const now = this.state.now();
      const gate = codeGate(security.codeAttempts, now);
      if (gate.kind === 'locked') return fail(423, 'CODES_LOCKED', SECURITY_MESSAGES.locked, { lockedUntil: new Date(gate.untilMillis).toISOString() });
      const use = useRecoveryCode(security.recoveryCodes, request.recoveryCode);
      if (!use.accepted) return this.wrongCode(security, now, SECURITY_MESSAGES.wrongRecoveryCode);
      security.recoveryCodes = use.unused;
      security.codeAttempts = afterRightCode();
      return right('recovery-code');
    }
    if (request.code === undefined || request.code.trim() === '') return fail(400, 'NO_CODE', SECURITY_MESSAGES.noCode);
    const refused = this.checkTotp(security, security.totpSecret ?? '', request.code, username);
    return refused ?? right('totp');
  }

  /** An authenticator app's code against `secret`, within the wrong-code limit; null when it is right. */
  private checkTotp(security: SecurityState, secret: string, typed: string, username: string): Answer<never> | null {
    const now = this.state.now();
    const gate = codeGate(security.codeAttempts, now);
    if (gate.kind === 'locked') return fail(423, 'CODES_LOCKED', SECURITY_MESSAGES.locked, { lockedUntil: new Date(gate.untilMillis).toISOString() });
    const code = normaliseCode(typed);
    const delta = /^\d{6}$/.test(code) && secret !== '' ? totpOf(secret, username).validate({ token: code, timestamp: now, window: 1 }) : null;
    const step = delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
    if (step === null || step <= security.lastTotpStep) return this.wrongCode(security, now, SECURITY_MESSAGES.wrongCode);
    security.lastTotpStep = step;
    security.codeAttempts = afterRightCode();
    return null;
  }

  private wrongCode(security: SecurityState, now: number, message: (left: number) => string): Answer<never> {
    security.codeAttempts = afterWrongCode(security.codeAttempts, now);
    const gate = codeGate(security.codeAttempts, now);
    if (gate.kind === 'locked') return fail(423, 'CODES_LOCKED', SECURITY_MESSAGES.locked, { lockedUntil: new Date(gate.untilMillis).toISOString() });
    return fail(401, 'WRONG_CODE', message(gate.attemptsLeft), { attemptsLeft: gate.attemptsLeft });
  }
}
