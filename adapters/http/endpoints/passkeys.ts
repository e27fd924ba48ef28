import { PasskeyRegistrationCodec, PasskeyRegistrationStartCodec, PasskeySignInRequestCodec, PasskeySignInStartCodec } from '../codecs/passkeys';
import { PasskeyCodec, PasskeyNameCodec } from '../codecs/security';
import { TokenResponseCodec } from '../codecs/auth';
import { endpoint, json, NO_CONTENT, type Summaries } from '../endpoint';
import { SECURITY_ENDPOINTS } from './security';

/**
 * Passkeys (WebAuthn): the gateway is the relying party. Each ceremony is two calls: the options (with a
 * challenge the gateway keeps), then the browser's answer, which the gateway verifies (origin, RP ID,
 * challenge, signature and signature counter). The member's passkeys are listed by security.settings.
 * Removing a passkey is a sensitive change: without a fresh proof it is refused with FRESH_CHECK_REQUIRED.
 * Signing in with a passkey stands for both factors: it answers the token at once, with no second step.
 * A passkey also answers the fresh check (FRESH_CHECK_REQUIRED's errorData.passkey says the member has one):
 * a challenge only the member's own passkeys may sign, then the assertion, for the token proved anew.
 */
const settings = SECURITY_ENDPOINTS.settings;

export const PASSKEYS_ENDPOINTS = {
  registrationOptions: endpoint({
    name: 'passkeys.registrationOptions',
    method: 'POST',
    path: '/api/account/security/passkeys/options',
    answer: json(PasskeyRegistrationStartCodec),
    audience: 'member',
    // It keeps the challenge the answer must sign.
    writes: true,
  }),
  register: endpoint({
    name: 'passkeys.register',
    method: 'POST',
    path: '/api/account/security/passkeys',
    body: PasskeyRegistrationCodec,
    answer: json(PasskeyCodec),
    audience: 'member',
    writes: true,
    invalidates: [settings],
  }),
  rename: endpoint({
    name: 'passkeys.rename',
    method: 'PUT',
    path: '/api/account/security/passkeys/:passkeyId',
    body: PasskeyNameCodec,
    answer: json(PasskeyCodec),
    audience: 'member',
    writes: true,
    invalidates: [settings],
  }),
  remove: endpoint({
    name: 'passkeys.remove',
    method: 'DELETE',
    path: '/api/account/security/passkeys/:passkeyId',
    answer: NO_CONTENT,
    audience: 'member',
    writes: true,
    invalidates: [settings],
  }),
  signInOptions: endpoint({
    name: 'passkeys.signInOptions',
    method: 'POST',
    path: '/api/token/passkey/options',
    answer: json(PasskeySignInStartCodec),
    audience: 'public',
    // It keeps the challenge the passkey must sign.
    writes: true,
  }),
  signIn: endpoint({
    name: 'passkeys.signIn',
    method: 'POST',
    path: '/api/token/passkey',
    body: PasskeySignInRequestCodec,
    answer: json(TokenResponseCodec),
    audience: 'public',
    // It spends the challenge and moves the passkey's counter and last use on.
    writes: true,
    invalidates: 'all',
  }),
  freshCheckOptions: endpoint({
    name: 'passkeys.freshCheckOptions',
    method: 'POST',
    path: '/api/token/fresh-check/passkey/options',
    answer: json(PasskeySignInStartCodec),
    audience: 'member',
    // It keeps the challenge the passkey must sign.
    writes: true,
  }),
  freshCheck: endpoint({
    name: 'passkeys.freshCheck',
    method: 'POST',
    path: '/api/token/fresh-check/passkey',
    body: PasskeySignInRequestCodec,
    answer: json(TokenResponseCodec),
    audience: 'member',
    // It spends the challenge and moves the passkey's counter and last use on.
    writes: true,
    invalidates: [settings],
  }),
};

/** One line per endpoint for the API reference (apart from the table, so that no page downloads them). */
export const PASSKEYS_SUMMARIES: Summaries<typeof PASSKEYS_ENDPOINTS> = {
  registrationOptions: 'Start adding a passkey: the WebAuthn creation options (resident key, user verification required)',
  register: "Add the passkey the browser created: its attestation is verified (origin, RP ID, challenge); answers the passkey, named by the member",
  rename: "Rename one of the member's passkeys (1 to 40 characters)",
  remove: "Remove one of the member's passkeys (needs a fresh check)",
  signInOptions: 'Start signing in with a passkey: a challenge id and the WebAuthn request options (any passkey of the site)',
  signIn: "Log in with a passkey: its assertion is verified (origin, RP ID, challenge, signature, counter); answers the token, both factors proved",
  freshCheckOptions: "Start a fresh check with a passkey: a challenge id and the WebAuthn request options (the member's own passkeys only)",
  freshCheck: "Prove again who the member is with one of their passkeys: its assertion is verified as a sign-in's; answers a token with a fresh proof",
};
