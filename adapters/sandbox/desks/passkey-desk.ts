import { right } from 'fp-ts/Either';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Passkey, PasskeyRegistration, PasskeyRegistrationStart, PasskeySignInRequest, PasskeySignInStart, TokenResponse } from '../../../domain/model';
import type { AuthMethod } from '../../../domain/rules/second-factor';
import { cleanPasskeyName, passkeyNameProblem, passkeySignIn } from '../../../domain/rules/passkeys';
import { type Answer, type LoginState, type PasskeyCredential, type PasskeyState, type SandboxState, type Token, fail } from '../sandbox-state';
import type { SandboxClaims } from '../sandbox-token';
import { firstTokenClaims } from './security-desk';
import { shownPasskey as shown } from './passkey-list';

/**
 * The sandbox insurer as a WebAuthn relying party, with @simplewebauthn/server: it makes the options of
 * each ceremony with a challenge of its own, and verifies the browser's answers (the origin and RP ID they
 * were made for, the challenge, user verification, the signature with the key kept, and the signature
 * counter by domain/rules/passkeys.ts). It keeps each login's passkeys (name, added, last used).
 *
 * The relying party is the site the member's browser reached the gateway at: the sandbox is served on the
 * app's own origin, so its origin is the request's, and the RP ID that origin's host name. A production
 * gateway has both configured instead.
 */

const RP_NAME = 'Member Dashboard';
/** How long a ceremony's challenge holds: 5 minutes, as the options' timeout says. */
const CHALLENGE_MILLIS = 5 * 60_000;
/** Sign-in challenges kept at once; the oldest are forgotten beyond this. */
const MAX_SIGN_IN_CHALLENGES = 1_000;

const PASSKEY_MESSAGES = {
  noCeremony: 'Start adding a passkey first.',
  notVerified: 'We could not verify this passkey. Please try again.',
  alreadyAdded: 'This passkey is already added to your account.',
  emptyName: 'Enter a name for this passkey.',
  longName: 'A passkey name has at most 40 characters.',
  notFound: 'No such passkey.',
  signInFailed: 'We could not sign you in with this passkey.',
  notConfirmed: 'We could not confirm it is you with this passkey.',
  noPasskeys: 'Add a passkey first.',
  locked: 'Your account is locked. Please contact customer service.',
} as const;

const base64url = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');

/** The relying party of a call reaching the gateway from `origin`: its origin, and its RP ID (the host name). */
export function relyingParty(origin: string): { readonly origin: string; readonly id: string } {
  return { origin, id: new URL(origin).hostname };
}


export class PasskeyDesk {
  /** Sign-in challenges by id: each used once, within CHALLENGE_MILLIS, from the origin it was asked from. */
  private readonly signInChallenges = new Map<string, { readonly challenge: string; readonly origin: string; readonly expiresAt: number }>();
  /** Fresh-check challenges by id: each for one login's passkeys, used once, within CHALLENGE_MILLIS, from its origin. */
  private readonly freshCheckChallenges = new Map<string, { readonly challenge: string; readonly origin: string; readonly expiresAt: number; readonly stateKey: string }>();

  constructor(private readonly state: SandboxState) {}

  async registrationOptions(token: Token, today: string, origin: string): Promise<Answer<PasskeyRegistrationStart>> {
    const member = this.state.withMember(token, today, (session) => right(session));
    if (member._tag === 'Left') return member;
    const session = member.right;
    const passkeys = this.passkeyState(this.state.loginState(session.stateKey));
    const challenge = base64url(this.state.random(32));
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: relyingParty(origin).id,
      userName: session.account.username,
      userID: Uint8Array.from(Buffer.from(passkeys.userId, 'base64url')),
      challenge: Uint8Array.from(Buffer.from(challenge, 'base64url')),
      timeout: CHALLENGE_MILLIS,
      attestationType: 'none',
      excludeCredentials: passkeys.credentials.map((credential) => ({ id: credential.id, transports: [...credential.transports] })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    passkeys.pending = { challenge, origin, expiresAt: this.state.now() + CHALLENGE_MILLIS };
    return right({ options: { ...options } });
  }

  async register(token: Token, request: PasskeyRegistration, today: string, origin: string): Promise<Answer<Passkey>> {
    const member = this.state.withMember(token, today, (session) => right(session));
    if (member._tag === 'Left') return member;
    const passkeys = this.passkeyState(this.state.loginState(member.right.stateKey));
    const problem = passkeyNameProblem(request.name);
    if (problem !== null) return fail(400, 'INVALID_NAME', problem === 'empty' ? PASSKEY_MESSAGES.emptyName : PASSKEY_MESSAGES.longName);
    const pending = passkeys.pending;
    if (pending === null || pending.expiresAt <= this.state.now() || pending.origin !== origin) return fail(409, 'NO_PASSKEY_CEREMONY', PASSKEY_MESSAGES.noCeremony);
    passkeys.pending = null;
    const verified = await verifyRegistrationResponse({
      response: request.response as unknown as RegistrationResponseJSON,
      expectedChallenge: pending.challenge,
      expectedOrigin: origin,
      expectedRPID: relyingParty(origin).id,
      requireUserVerification: true,
    }).catch(() => null);
    if (verified === null || !verified.verified) return fail(400, 'PASSKEY_NOT_VERIFIED', PASSKEY_MESSAGES.notVerified);
    const { credential } = verified.registrationInfo;
    if (this.ownerOf(credential.id) !== null) return fail(409, 'PASSKEY_ALREADY_ADDED', PASSKEY_MESSAGES.alreadyAdded);
    const added: PasskeyCredential = {
      id: credential.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: cleanPasskeyName(request.name),
      createdAt: new Date(this.state.now()).toISOString(),
      lastUsedAt: null,
    };
    passkeys.credentials = [...passkeys.credentials, added];
    return right(shown(added));
  }

  rename(token: Token, passkeyId: string, name: string, today: string): Answer<Passkey> {
    return this.state.withMember(token, today, (session) => {
      const passkeys = this.passkeyState(this.state.loginState(session.stateKey));
      const problem = passkeyNameProblem(name);
      if (problem !== null) return fail(400, 'INVALID_NAME', problem === 'empty' ? PASSKEY_MESSAGES.emptyName : PASSKEY_MESSAGES.longName);
      const found = passkeys.credentials.find((credential) => credential.id === passkeyId);
      if (found === undefined) return fail(404, 'PASSKEY_NOT_FOUND', PASSKEY_MESSAGES.notFound);
      const renamed = { ...found, name: cleanPasskeyName(name) };
      passkeys.credentials = passkeys.credentials.map((credential) => (credential.id === passkeyId ? renamed : credential));
      return right(shown(renamed));
    });
  }

  /** Removing a passkey (the routes ask the fresh check first: it is a sensitive change). */
  remove(token: Token, passkeyId: string, today: string): Answer<void> {
    return this.state.withMember(token, today, (session) => {
      const passkeys = this.passkeyState(this.state.loginState(session.stateKey));
      if (!passkeys.credentials.some((credential) => credential.id === passkeyId)) return fail(404, 'PASSKEY_NOT_FOUND', PASSKEY_MESSAGES.notFound);
      passkeys.credentials = passkeys.credentials.filter((credential) => credential.id !== passkeyId);
      return right(undefined);
    });
  }

  /** Signing in, first call: any passkey of the site may answer (a discoverable credential names its member). */
  async signInOptions(origin: string): Promise<Answer<PasskeySignInStart>> {
    const challenge = base64url(this.state.random(32));
    const challengeId = base64url(this.state.random(16));
    const options = await generateAuthenticationOptions({
      rpID: relyingParty(origin).id,
      challenge: Uint8Array.from(Buffer.from(challenge, 'base64url')),
      timeout: CHALLENGE_MILLIS,
      userVerification: 'required',
    });
    this.signInChallenges.set(challengeId, { challenge, origin, expiresAt: this.state.now() + CHALLENGE_MILLIS });
    if (this.signInChallenges.size > MAX_SIGN_IN_CHALLENGES) {
      const oldest = this.signInChallenges.keys().next().value;
      if (oldest !== undefined) this.signInChallenges.delete(oldest);
    }
    return right({ challengeId, options: { ...options } });
  }

  /**
   * Signing in, second call: the passkey's assertion over the challenge. Accepted (domain/rules/passkeys.ts)
   * it answers the token with both factors proved: no second step follows, whatever else the member has.
   */
  async signIn(request: PasskeySignInRequest, today: string, origin: string): Promise<Answer<TokenResponse>> {
    const ceremony = this.signInChallenges.get(request.challengeId);
    this.signInChallenges.delete(request.challengeId);
    const refused = fail(401, 'PASSKEY_NOT_VERIFIED', PASSKEY_MESSAGES.signInFailed);
    if (ceremony === undefined || ceremony.expiresAt <= this.state.now() || ceremony.origin !== origin) return refused;
    const response = request.response as unknown as AuthenticationResponseJSON;
    const owner = typeof response.id === 'string' ? this.ownerOf(response.id) : null;
    if (owner === null) return refused;
    const { username, passkeys, credential } = owner;
    // A discoverable credential says whose it is: it must be the login the insurer keeps it for.
    if (response.response?.userHandle !== undefined && response.response.userHandle !== passkeys.userId) return refused;
    const verdict = await this.verify(response, ceremony, credential);
    if (verdict === null) return refused;
    const account = this.state.findLogin(username);
    const loginState = this.state.loginState(username);
    if (account === undefined) return refused;
    const persona = this.state.build(account.spec, today);
    if (persona.loginBehaviour === 'always-locked' || loginState.locked) return fail(423, 'ACCOUNT_LOCKED', PASSKEY_MESSAGES.locked);
    const used = { ...credential, counter: verdict.counter, lastUsedAt: new Date(this.state.now()).toISOString() };
    passkeys.credentials = passkeys.credentials.map((kept) => (kept.id === credential.id ? used : kept));
    loginState.failedAttempts = 0;
    const claims = firstTokenClaims(this.state, account.username, today, verdict.amr);
    return right({ token: this.state.tokenIssuer.issue(claims, today), redirect: null });
  }

  /**
   * A fresh check with a passkey, first call: a challenge that only the signed-in member's own passkeys may
   * answer (allowCredentials lists them), with user verification.
   */
  async freshCheckOptions(token: Token, today: string, origin: string): Promise<Answer<PasskeySignInStart>> {
    const signedIn = this.state.withSession(token, today, (session) => right(session));
    if (signedIn._tag === 'Left') return signedIn;
    const stateKey = signedIn.right.stateKey;
    const credentials = this.state.loginState(stateKey).passkeys?.credentials ?? [];
    if (credentials.length === 0) return fail(409, 'NO_PASSKEY', PASSKEY_MESSAGES.noPasskeys);
    const challenge = base64url(this.state.random(32));
    const challengeId = base64url(this.state.random(16));
    const options = await generateAuthenticationOptions({
      rpID: relyingParty(origin).id,
      challenge: Uint8Array.from(Buffer.from(challenge, 'base64url')),
      timeout: CHALLENGE_MILLIS,
      userVerification: 'required',
      allowCredentials: credentials.map((credential) => ({ id: credential.id, transports: [...credential.transports] })),
    });
    this.freshCheckChallenges.set(challengeId, { challenge, origin, stateKey, expiresAt: this.state.now() + CHALLENGE_MILLIS });
    if (this.freshCheckChallenges.size > MAX_SIGN_IN_CHALLENGES) {
      const oldest = this.freshCheckChallenges.keys().next().value;
      if (oldest !== undefined) this.freshCheckChallenges.delete(oldest);
    }
    return right({ challengeId, options: { ...options } });
  }

  /**
   * A fresh check with a passkey, second call: the assertion of one of the session's own passkeys over the
   * challenge, verified as a sign-in's is. It answers the session's token proved anew (amr passkey, authTime
   * now), which the sensitive changes accept for 5 minutes.
   */
  async freshCheck(token: Token, request: PasskeySignInRequest, today: string, origin: string): Promise<Answer<TokenResponse>> {
    const signedIn = this.state.withSession(token, today, (session) => right(session));
    if (signedIn._tag === 'Left') return signedIn;
    const session = signedIn.right;
    const ceremony = this.freshCheckChallenges.get(request.challengeId);
    this.freshCheckChallenges.delete(request.challengeId);
    const refused = fail(401, 'PASSKEY_NOT_VERIFIED', PASSKEY_MESSAGES.notConfirmed);
    if (ceremony === undefined || ceremony.expiresAt <= this.state.now() || ceremony.origin !== origin || ceremony.stateKey !== session.stateKey) return refused;
    const response = request.response as unknown as AuthenticationResponseJSON;
    const passkeys = this.state.loginState(session.stateKey).passkeys;
    const credential = passkeys?.credentials.find((kept) => kept.id === response.id);
    if (passkeys === undefined || credential === undefined) return refused;
    const verdict = await this.verify(response, ceremony, credential);
    if (verdict === null) return refused;
    passkeys.credentials = passkeys.credentials.map((kept) => (kept.id === credential.id ? { ...kept, counter: verdict.counter, lastUsedAt: new Date(this.state.now()).toISOString() } : kept));
    const claims: SandboxClaims = { ...session.claims, amr: verdict.amr, authTime: this.state.now() };
    return right({ token: this.state.tokenIssuer.issue(claims, today), redirect: null });
  }

  /** An assertion over `ceremony`'s challenge by `credential`, judged by domain/rules/passkeys.ts; null when refused. */
  private async verify(
    response: AuthenticationResponseJSON,
    ceremony: { readonly challenge: string; readonly origin: string },
    credential: PasskeyCredential,
  ): Promise<{ readonly counter: number; readonly amr: readonly AuthMethod[] } | null> {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: ceremony.challenge,
      expectedOrigin: ceremony.origin,
      expectedRPID: relyingParty(ceremony.origin).id,
      // The counter is the domain rule's to judge (below): the library is given none, so it checks none.
      credential: { id: credential.id, publicKey: Uint8Array.from(credential.publicKey), counter: 0, transports: [] },
      requireUserVerification: true,
    }).catch(() => null);
    if (verified === null) return null;
    const verdict = passkeySignIn({
      signatureValid: verified.verified,
      userVerified: verified.authenticationInfo.userVerified,
      keptCounter: credential.counter,
      assertedCounter: verified.authenticationInfo.newCounter,
    });
    return verdict.accepted ? { counter: verdict.counter, amr: verdict.amr } : null;
  }

  private passkeyState(login: LoginState): PasskeyState {
    login.passkeys ??= { userId: base64url(this.state.random(16)), credentials: [], pending: null };
    return login.passkeys;
  }

  /** The login a credential id belongs to, with its passkeys and the credential; null when no login has it. */
  private ownerOf(id: string): { readonly username: string; readonly passkeys: PasskeyState; readonly credential: PasskeyCredential } | null {
    for (const [username, login] of this.state.logins) {
      const credential = login.passkeys?.credentials.find((candidate) => candidate.id === id);
      if (login.passkeys !== undefined && credential !== undefined) return { username, passkeys: login.passkeys, credential };
    }
    return null;
  }
}
