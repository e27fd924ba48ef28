import { inject, injectable } from 'inversify';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { NewAccount, PasswordReset, RegistrationGateway, UserDetails } from '../../application/ports';
import type { DomainId } from '../../domain/model';
import { ForgotPasswordQuestionCodec, RegistrationDetailsCodec } from './codecs/registration';
import { HttpClient } from './http-client';

/** Registration and recovery happen before login: none of these reads depend on a member. */
@injectable()
export class HttpRegistrationGateway implements RegistrationGateway {
  constructor(@inject(HttpClient) private readonly client: HttpClient) {}

  registrationDetails(): GatewayResult<{ readonly policyText: string; readonly questions: readonly { readonly id: string; readonly question: string }[] }> {
    return this.client.getJson('/api/account/registration/details', RegistrationDetailsCodec);
  }

  validateUserDetails(details: UserDetails): GatewayResult<void> {
    return this.client.sendEmpty('POST', '/api/account/validation/user-details', { body: details });
  }

  validateUsername(username: string, domainId: DomainId): GatewayResult<void> {
    return this.client.sendEmpty('POST', '/api/account/validation/username', { body: { username, domainId } });
  }

  register(account: NewAccount): GatewayResult<void> {
    return this.client.sendEmpty('POST', '/api/account/registration', { body: account });
  }

  forgotUsername(details: UserDetails): GatewayResult<void> {
    return this.client.sendEmpty('POST', '/api/account/forgot-username', { body: details });
  }

  forgotPassword(username: string, domainId: DomainId): GatewayResult<{ readonly questionId: string; readonly question: string }> {
    return this.client.sendJson('POST', '/api/account/forgot-password', ForgotPasswordQuestionCodec, { body: { username, domainId } });
  }

  resetPassword(request: PasswordReset): GatewayResult<void> {
    return this.client.sendEmpty('POST', '/api/account/forgot-password/reset', { body: request });
  }
}
