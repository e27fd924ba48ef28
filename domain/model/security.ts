/**
 * A member's second factors and the proofs the gateway asks for (two-step sign-in, the fresh check before
 * sensitive changes). The rules are domain/rules/second-factor.ts.
 */

/** What the member has set up besides the password. */
export interface SecuritySettings {
  /** Whether an authenticator app's codes are asked after the password. */
  readonly totpEnabled: boolean;
  /** Recovery codes not used yet. */
  readonly recoveryCodesLeft: number;
  readonly passkeys: readonly Passkey[];
}

export interface Passkey {
  readonly id: string;
  readonly name: string;
  /** When it was added and last used to sign in (ISO date-time; lastUsedAt null until first used). */
  readonly createdAt: string;
  readonly lastUsedAt: string | null;
}

/**
 * The home page's invitation to add a second factor, as the gateway keeps it for the member: whether they
 * set it aside ("Not now") within the last 30 days (domain/rules/second-factor.ts, `invitationSetAside`).
 */
export interface SecondFactorInvitationStatus {
  readonly setAside: boolean;
}

/** An authenticator app's enrolment, before its first code confirms it: the key, and the otpauth:// address a QR code carries. */
export interface TotpEnrolment {
  readonly secret: string;
  readonly uri: string;
}

/** Recovery codes, shown once. */
export interface RecoveryCodes {
  readonly codes: readonly string[];
}

/** The second step after the password: the ticket the login's refusal gave, and an app's code or a recovery code. */
export interface SecondStepRequest {
  readonly ticket: string;
  readonly code?: string;
  readonly recoveryCode?: string;
}

/** A fresh check: the password (a member without a second factor), an app's code or a recovery code. */
export interface FreshCheckRequest {
  readonly password?: string;
  readonly code?: string;
  readonly recoveryCode?: string;
}

/**
 * A WebAuthn options object or a browser's answer, in WebAuthn Level 3's JSON form: the app carries it
 * between the gateway and the browser without reading it.
 */
export type WebAuthnJson = { [key: string]: unknown };

/** Adding a passkey, first call: the options the browser creates the passkey with. */
export interface PasskeyRegistrationStart {
  readonly options: WebAuthnJson;
}

/** Adding a passkey, second call: the browser's answer and the name the member gave it. */
export interface PasskeyRegistration {
  readonly name: string;
  readonly response: WebAuthnJson;
}

/** Signing in with a passkey, first call: the challenge's id and the options the browser asks the passkey with. */
export interface PasskeySignInStart {
  readonly challengeId: string;
  readonly options: WebAuthnJson;
}

/** Signing in with a passkey, second call: the challenge's id and the passkey's signed answer. */
export interface PasskeySignInRequest {
  readonly challengeId: string;
  readonly response: WebAuthnJson;
}
