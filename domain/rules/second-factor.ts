/**
 * Two-step sign-in and the fresh check before sensitive changes (not in the spec; a security requirement of
 * the product, after NIST SP 800-63B's AAL2). Its rules, each pure, "now" always a parameter:
 *
 * - when a sensitive change first asks the member to prove again who they are (`freshCheckFor`);
 * - how many wrong codes a member may enter before the codes are locked for a while (`afterWrongCode`);
 * - recovery codes: ten, shown once, each usable once (`useRecoveryCode`);
 * - who is invited to add a second factor, and for how long "Not now" sets that aside (`invitesToSecondFactor`,
 *   `invitationSetAside`).
 *
 * The gateway enforces them (its tokens say how and when the member authenticated); the app uses the same
 * rules to ask before it sends a change the gateway would refuse.
 */

/** How a member proved who they are: a password, an authenticator app's code, a recovery code, a passkey. */
export type AuthMethod = 'password' | 'totp' | 'recovery-code' | 'passkey';
export const AUTH_METHODS: readonly AuthMethod[] = ['password', 'totp', 'recovery-code', 'passkey'];

/** The changes that need a recent proof: whoever finds a session left open must not make them. */
export type SensitiveAction =
  | 'change-password'
  | 'change-email'
  | 'change-security-questions'
  | 'cancel-plan'
  | 'change-data-sharing'
  | 'remove-passkey'
  | 'turn-off-authenticator-app'
  | 'replace-recovery-codes';
export const SENSITIVE_ACTIONS: readonly SensitiveAction[] = [
  'change-password',
  'change-email',
  'change-security-questions',
  'cancel-plan',
  'change-data-sharing',
  'remove-passkey',
  'turn-off-authenticator-app',
  'replace-recovery-codes',
];

/** A proof is fresh for 5 minutes; a sensitive change after that asks for a new one. */
export const FRESH_CHECK_MAX_AGE_MILLIS = 5 * 60_000;

/** What a sensitive change asks first: nothing, a second factor, or the password (a member without one). */
export type FreshCheck = 'none' | 'second-factor' | 'password';

/**
 * What `action` asks before it is made, when the member last proved who they are at `lastProofMillis`.
 * A proof exactly 5 minutes old is still fresh ("more than 5 minutes old" asks again). A member with a
 * second factor proves it again with a second factor (a password alone is not enough); one without,
 * with the password. An action that is not sensitive asks nothing.
 */
export function freshCheckFor(action: string, lastProofMillis: number, nowMillis: number, hasSecondFactor: boolean): FreshCheck {
  if (!(SENSITIVE_ACTIONS as readonly string[]).includes(action)) return 'none';
  if (nowMillis - lastProofMillis <= FRESH_CHECK_MAX_AGE_MILLIS) return 'none';
  return hasSecondFactor ? 'second-factor' : 'password';
}

/** Whether a proof made by `method` counts as a fresh check for a member who has (or has no) second factor. */
export function provesFreshCheck(method: AuthMethod, hasSecondFactor: boolean): boolean {
  return hasSecondFactor ? method !== 'password' : true;
}

/**
 * How a member may answer a fresh check: with what the check asks for (the password, or an authenticator
 * app's code or a recovery code) or, where they have one, with a passkey. A passkey is a device the member
 * unlocks (possession and a PIN or biometric) and is bound to the site: it stands for both factors, as when
 * signing in with it, so it answers either check.
 */
export type FreshCheckWay = 'password' | 'code' | 'passkey';

export function freshCheckWays(check: Exclude<FreshCheck, 'none'>, hasPasskey: boolean): readonly FreshCheckWay[] {
  const asked: FreshCheckWay = check === 'password' ? 'password' : 'code';
  return hasPasskey ? [asked, 'passkey'] : [asked];
}

/**
 * Whether the home page invites the member to add a second factor: only a member with neither an
 * authenticator app nor a passkey, and only until they set the invitation aside. An invitation, never a
 * demand: such a member signs in with the password alone, as before.
 */
export function invitesToSecondFactor(factors: { readonly totpEnabled: boolean; readonly passkeys: number }, setAside: boolean): boolean {
  return !factors.totpEnabled && factors.passkeys === 0 && !setAside;
}

/** How long the invitation's "Not now" sets it aside: 30 days, then the home page offers it again. */
export const INVITATION_SET_ASIDE_MILLIS = 30 * 24 * 60 * 60_000;

/**
 * Whether the invitation is still set aside at `nowMillis` for a member who set it aside at
 * `setAsideAtMillis` (null: never). The gateway keeps when, for the member, so that it holds on every device
 * they sign in on and nothing of it stays in a shared browser; it holds for 30 days, so that a member who
 * said "Not now" is not asked at every sign-in, nor never again.
 */
export function invitationSetAside(setAsideAtMillis: number | null, nowMillis: number): boolean {
  return setAsideAtMillis !== null && nowMillis - setAsideAtMillis < INVITATION_SET_ASIDE_MILLIS;
}

// ------------------------------------------------------------------ wrong codes

/** Wrong codes (authenticator app or recovery code) allowed in a row before the codes are locked. */
export const CODE_ATTEMPT_LIMIT = 5;
/** How long the codes stay locked after the limit: 15 minutes. */
export const CODE_LOCK_MILLIS = 15 * 60_000;

/** The member's wrong codes in a row, and until when the codes are locked (null when they are not). */
export interface CodeAttempts {
  readonly wrong: number;
  readonly lockedUntilMillis: number | null;
}
export const NO_CODE_ATTEMPTS: CodeAttempts = { wrong: 0, lockedUntilMillis: null };

/** Whether a code may be tried now: locked (until when) or open (how many wrong ones are left before the lock). */
export type CodeGate = { readonly kind: 'locked'; readonly untilMillis: number } | { readonly kind: 'open'; readonly attemptsLeft: number };

export function codeGate(attempts: CodeAttempts, nowMillis: number): CodeGate {
  if (attempts.lockedUntilMillis !== null && nowMillis < attempts.lockedUntilMillis) return { kind: 'locked', untilMillis: attempts.lockedUntilMillis };
  const wrong = attempts.lockedUntilMillis === null ? attempts.wrong : 0;
  return { kind: 'open', attemptsLeft: CODE_ATTEMPT_LIMIT - wrong };
}

/** After a wrong code: one more in the row; the limit'th locks the codes for CODE_LOCK_MILLIS and starts the row again. */
export function afterWrongCode(attempts: CodeAttempts, nowMillis: number): CodeAttempts {
  const gate = codeGate(attempts, nowMillis);
  if (gate.kind === 'locked') return attempts;
  const wrong = CODE_ATTEMPT_LIMIT - gate.attemptsLeft + 1;
  return wrong >= CODE_ATTEMPT_LIMIT ? { wrong: 0, lockedUntilMillis: nowMillis + CODE_LOCK_MILLIS } : { wrong, lockedUntilMillis: null };
}

/** After a right code the row starts again. */
export const afterRightCode = (): CodeAttempts => NO_CODE_ATTEMPTS;

/**
 * A code as typed or pasted, as it is checked: spaces and dashes a member or a password manager adds are
 * left out, and letters compared in capitals (WCAG 3.3.8: pasting a code works as typing it).
 */
export function normaliseCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

/** Whether what was typed can be an authenticator app's code: 6 digits, once spaces and dashes are left out. */
export function isAppCode(typed: string): boolean {
  return /^\d{6}$/.test(normaliseCode(typed));
}

// ------------------------------------------------------------------ recovery codes

/** Recovery codes made at once; shown once, each usable once. */
export const RECOVERY_CODE_COUNT = 10;
/** Letters and digits a reader cannot mistake for one another (no 0/O, 1/I/L). */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const RECOVERY_CODE_LENGTH = 10;

/**
 * Ten recovery codes made from `randomBytes` (a source of random bytes, a parameter so the rule stays pure),
 * each ten characters written in two groups of five (`ABCDE-23456`).
 */
export function makeRecoveryCodes(randomBytes: (count: number) => Uint8Array): readonly string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) {
    const bytes = randomBytes(RECOVERY_CODE_LENGTH);
    const characters = Array.from(bytes, (byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length] ?? 'A').join('');
    codes.add(`${characters.slice(0, 5)}-${characters.slice(5)}`);
  }
  return [...codes];
}

/** What typing a recovery code does: accepted (and the codes still unused), or refused. */
export type RecoveryCodeUse = { readonly accepted: true; readonly unused: readonly string[] } | { readonly accepted: false };

/** A recovery code is accepted once: the first use takes it off the member's unused codes. */
export function useRecoveryCode(unused: readonly string[], typed: string): RecoveryCodeUse {
  const code = normaliseCode(typed);
  if (code === '') return { accepted: false };
  const index = unused.findIndex((candidate) => normaliseCode(candidate) === code);
  if (index < 0) return { accepted: false };
  return { accepted: true, unused: unused.filter((_candidate, position) => position !== index) };
}
