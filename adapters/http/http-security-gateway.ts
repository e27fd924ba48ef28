import { inject, injectable } from 'inversify';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { SecurityGateway } from '../../application/ports';
import type { FreshCheckRequest, RecoveryCodes, SecondFactorInvitationStatus, SecondStepRequest, SecuritySettings, TokenResponse, TotpEnrolment } from '../../domain/model';
import { ENDPOINT_CALLER, type EndpointCaller } from './endpoint';
import { SECURITY_ENDPOINTS as SECURITY } from './endpoints/security';

@injectable()
export class HttpSecurityGateway implements SecurityGateway {
  constructor(@inject(ENDPOINT_CALLER) private readonly endpoints: EndpointCaller) {}

  settings(): GatewayResult<SecuritySettings> {
    return this.endpoints.call(SECURITY.settings, {});
  }

  startTotp(): GatewayResult<TotpEnrolment> {
    return this.endpoints.call(SECURITY.startTotp, {});
  }

  confirmTotp(code: string): GatewayResult<RecoveryCodes> {
    return this.endpoints.call(SECURITY.confirmTotp, { body: { code } });
  }

  disableTotp(): GatewayResult<SecuritySettings> {
    return this.endpoints.call(SECURITY.disableTotp, {});
  }

  newRecoveryCodes(): GatewayResult<RecoveryCodes> {
    return this.endpoints.call(SECURITY.newRecoveryCodes, {});
  }

  secondStep(request: SecondStepRequest): GatewayResult<TokenResponse> {
    return this.endpoints.call(SECURITY.secondStep, { body: request });
  }

  freshCheck(request: FreshCheckRequest): GatewayResult<TokenResponse> {
    return this.endpoints.call(SECURITY.freshCheck, { body: request });
  }

  invitation(): GatewayResult<SecondFactorInvitationStatus> {
    return this.endpoints.call(SECURITY.invitation, {});
  }

  setAsideInvitation(): GatewayResult<void> {
    return this.endpoints.call(SECURITY.setAsideInvitation, {});
  }
}
