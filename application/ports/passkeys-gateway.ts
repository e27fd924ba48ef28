import type { ServiceIdentifier } from 'inversify';
import type { Passkey, PasskeyRegistration, PasskeyRegistrationStart, PasskeySignInRequest, PasskeySignInStart, TokenResponse } from '../../domain/model';
import type { GatewayResult } from '../shared/gateway-error';

/**
 * A member's passkeys (WebAuthn), with the gateway as the relying party: adding one (its options, then the
 * browser's answer), renaming and removing one (a sensitive change: FRESH_CHECK_REQUIRED without a fresh
 * proof), signing in with one, and confirming it is the member before a sensitive change with one (its options, then the passkey's signed answer, for the token). The list
 * comes with the security settings (SecurityGateway.settings).
 */
export interface PasskeysGateway {
  registrationOptions(): GatewayResult<PasskeyRegistrationStart>;
  register(registration: PasskeyRegistration): GatewayResult<Passkey>;
  rename(passkeyId: string, name: string): GatewayResult<Passkey>;
  remove(passkeyId: string): GatewayResult<void>;
  signInOptions(): GatewayResult<PasskeySignInStart>;
  signIn(request: PasskeySignInRequest): GatewayResult<TokenResponse>;
  /** A fresh check with one of the member's passkeys: its options (the member's own passkeys only), then its signed answer, for the token proved anew. */
  freshCheckOptions(): GatewayResult<PasskeySignInStart>;
  freshCheck(request: PasskeySignInRequest): GatewayResult<TokenResponse>;
}
export const PASSKEYS_GATEWAY: ServiceIdentifier<PasskeysGateway> = Symbol.for('PasskeysGateway');
