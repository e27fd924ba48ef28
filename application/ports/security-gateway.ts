import type { ServiceIdentifier } from 'inversify';
import type { FreshCheckRequest, RecoveryCodes, SecondFactorInvitationStatus, SecondStepRequest, SecuritySettings, TokenResponse, TotpEnrolment } from '../../domain/model';
import type { GatewayResult } from '../shared/gateway-error';

/**
 * A member's second factors, the second step of signing in and the fresh check before sensitive changes.
 * A sensitive change the gateway refuses for want of a fresh proof fails with FRESH_CHECK_REQUIRED.
 */
export interface SecurityGateway {
  settings(): GatewayResult<SecuritySettings>;
  startTotp(): GatewayResult<TotpEnrolment>;
  confirmTotp(code: string): GatewayResult<RecoveryCodes>;
  /** Turns the authenticator app off (a sensitive change): its codes and the recovery codes stop working. */
  disableTotp(): GatewayResult<SecuritySettings>;
  /** Ten new recovery codes in place of the old ones (a sensitive change), shown once. */
  newRecoveryCodes(): GatewayResult<RecoveryCodes>;
  secondStep(request: SecondStepRequest): GatewayResult<TokenResponse>;
  freshCheck(request: FreshCheckRequest): GatewayResult<TokenResponse>;
  /** Whether the member set the home page's invitation to add a second factor aside (the gateway keeps it, for 30 days). */
  invitation(): GatewayResult<SecondFactorInvitationStatus>;
  /** Sets the invitation aside for the member, from now. */
  setAsideInvitation(): GatewayResult<void>;
}
export const SECURITY_GATEWAY: ServiceIdentifier<SecurityGateway> = Symbol.for('SecurityGateway');
