import { inject, injectable } from 'inversify';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { NewAccount, PasswordReset, RegistrationGateway, UserDetails } from '../../application/ports';
import type { DomainId } from '../../domain/model';
import { ENDPOINT_CALLER, type EndpointCaller } from './endpoint';
import { REGISTRATION_ENDPOINTS as REGISTRATION } from './endpoints/registration';

/** Registration and recovery happen before login: none of these reads depend on a member. */
@injectable()
export class HttpRegistrationGateway implements RegistrationGateway {
  constructor(@inject(ENDPOINT_CALLER) private readonly endpoints: EndpointCaller) {}

  registrationDetails(): GatewayResult<{ readonly policyText: string; readonly questions: readonly { readonly id: string; readonly question: string }[] }> {
    return this.endpoints.call(REGISTRATION.registrationDetails, {});
  }

  validateUserDetails(details: UserDetails): GatewayResult<void> {
    return this.endpoints.call(REGISTRATION.validateUserDetails, { body: details });
  }

  validateUsername(username: string, domainId: DomainId): GatewayResult<void> {
    return this.endpoints.call(REGISTRATION.validateUsername, { body: { username, domainId } });
  }

  register(account: NewAccount): GatewayResult<void> {
    return this.endpoints.call(REGISTRATION.register, { body: account });
  }

  forgotUsername(details: UserDetails): GatewayResult<void> {
    return this.endpoints.call(REGISTRATION.forgotUsername, { body: details });
  }

  forgotPassword(username: string, domainId: DomainId): GatewayResult<{ readonly questionId: string; readonly question: string }> {
    return this.endpoints.call(REGISTRATION.forgotPassword, { body: { username, domainId } });
  }

  resetPassword(request: PasswordReset): GatewayResult<void> {
    return this.endpoints.call(REGISTRATION.resetPassword, { body: request });
  }
}
