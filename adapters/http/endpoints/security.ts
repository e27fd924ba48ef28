import {
  CodeRequestCodec,
  FreshCheckRequestCodec,
  RecoveryCodesCodec,
  SecondFactorInvitationStatusCodec,
  SecondStepRequestCodec,
  SecuritySettingsCodec,
  TotpEnrolmentCodec,
} from '../codecs/security';
import { TokenResponseCodec } from '../codecs/auth';
import { endpoint, json, NO_CONTENT, type Summaries } from '../endpoint';

/**
 * Two-step sign-in and the fresh check. A login whose member has a second factor is refused with
 * SECOND_FACTOR_REQUIRED and a ticket (errorData.ticket); the second step exchanges the ticket and a code for
 * the token. Tokens say how and when the member last proved who they are; a sensitive change whose proof is
 * more than 5 minutes old is refused with FRESH_CHECK_REQUIRED (errorData.check: 'second-factor' or
 * 'password'), and the fresh check answers a token with a new proof.
 */
const settings = endpoint({
  name: 'security.settings',
  method: 'GET',
  path: '/api/account/security',
  answer: json(SecuritySettingsCodec),
  audience: 'member',
  writes: false,
  cache: false,
});

/** The home page's invitation to add a second factor: whether the member set it aside (kept for the member, so it holds on every device). */
const invitation = endpoint({
  name: 'security.invitation',
  method: 'GET',
  path: '/api/account/security/invitation',
  answer: json(SecondFactorInvitationStatusCodec),
  audience: 'member',
  writes: false,
});

export const SECURITY_ENDPOINTS = {
  settings,
  startTotp: endpoint({
    name: 'security.startTotp',
    method: 'POST',
    path: '/api/account/security/totp',
    answer: json(TotpEnrolmentCodec),
    audience: 'member',
    writes: true,
    invalidates: [settings],
  }),
  confirmTotp: endpoint({
    name: 'security.confirmTotp',
    method: 'POST',
    path: '/api/account/security/totp/confirmation',
    body: CodeRequestCodec,
    answer: json(RecoveryCodesCodec),
    audience: 'member',
    writes: true,
    invalidates: [settings],
  }),
  disableTotp: endpoint({
    name: 'security.disableTotp',
    method: 'DELETE',
    path: '/api/account/security/totp',
    answer: json(SecuritySettingsCodec),
    audience: 'member',
    writes: true,
    invalidates: [settings],
  }),
  newRecoveryCodes: endpoint({
    name: 'security.newRecoveryCodes',
    method: 'POST',
    path: '/api/account/security/recovery-codes',
    answer: json(RecoveryCodesCodec),
    audience: 'member',
    writes: true,
    invalidates: [settings],
  }),
  secondStep: endpoint({
    name: 'security.secondStep',
    method: 'POST',
    path: '/api/token/second-step',
    body: SecondStepRequestCodec,
    answer: json(TokenResponseCodec),
    audience: 'public',
    // It spends the ticket, and a recovery code when one is used.
    writes: true,
    invalidates: 'all',
  }),
  freshCheck: endpoint({
    name: 'security.freshCheck',
    method: 'POST',
    path: '/api/token/fresh-check',
    body: FreshCheckRequestCodec,
    answer: json(TokenResponseCodec),
    audience: 'member',
    writes: false,
  }),
  invitation,
  setAsideInvitation: endpoint({
    name: 'security.setAsideInvitation',
    method: 'POST',
    path: '/api/account/security/invitation/set-aside',
    answer: NO_CONTENT,
    audience: 'member',
    writes: true,
    invalidates: [invitation],
  }),
};

/** One line per endpoint for the API reference (apart from the table, so that no page downloads them). */
export const SECURITY_SUMMARIES: Summaries<typeof SECURITY_ENDPOINTS> = {
  settings: "The member's second factors: the authenticator app, recovery codes left, passkeys",
  startTotp: "Start an authenticator app's enrolment: its key and otpauth:// address (not in force until confirmed)",
  confirmTotp: "Confirm the authenticator app with its first code; answers ten recovery codes, shown once",
  disableTotp: 'Turn the authenticator app off: its codes and the recovery codes stop working (needs a fresh check); answers the second factors left',
  newRecoveryCodes: 'Ten new recovery codes in place of the old ones, which stop working (needs a fresh check)',
  secondStep: "The second step of signing in: the login's ticket and an app's code or a recovery code; answers the token",
  freshCheck: 'Prove again who the member is (a second factor, or the password without one); answers a token with a fresh proof',
  invitation: "Whether the member set the home page's invitation to add a second factor aside (it stays aside for 30 days, on every device)",
  setAsideInvitation: "Set the home page's invitation to add a second factor aside for 30 days (its \"Not now\"), for the member wherever they sign in",
};
