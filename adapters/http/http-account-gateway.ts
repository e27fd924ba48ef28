import { inject, injectable } from 'inversify';
import type { AccountGateway, PasswordChange, SecurityAnswer } from '../../application/ports';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { AccountDetails, AccountStatus, EmployeeIdShortcut, Preferences, RegistrationPolicies, SecurityQuestion } from '../../domain/model';
import { ENDPOINT_CALLER, type EndpointCaller } from './endpoint';
import { ACCOUNT_ENDPOINTS as ACCOUNT } from './endpoints/account';

@injectable()
export class HttpAccountGateway implements AccountGateway {
  constructor(@inject(ENDPOINT_CALLER) private readonly endpoints: EndpointCaller) {}

  account(): GatewayResult<AccountDetails> {
    return this.endpoints.call(ACCOUNT.account, {});
  }

  status(): GatewayResult<AccountStatus> {
    return this.endpoints.call(ACCOUNT.status, {});
  }

  employeeId(): GatewayResult<EmployeeIdShortcut> {
    return this.endpoints.call(ACCOUNT.employeeId, {});
  }

  relevantPreferences(): GatewayResult<readonly string[]> {
    return this.endpoints.call(ACCOUNT.relevantPreferences, {});
  }

  preferences(): GatewayResult<Preferences> {
    return this.endpoints.call(ACCOUNT.preferences, {});
  }

  updatePreferences(preferences: Partial<Preferences>): GatewayResult<Preferences> {
    return this.endpoints.call(ACCOUNT.updatePreferences, { body: preferences });
  }

  changePassword(change: PasswordChange): GatewayResult<void> {
    return this.endpoints.call(ACCOUNT.changePassword, { body: change });
  }

  securityQuestions(): GatewayResult<readonly SecurityQuestion[]> {
    return this.endpoints.call(ACCOUNT.securityQuestions, {});
  }

  saveSecurityAnswers(answers: readonly SecurityAnswer[]): GatewayResult<void> {
    return this.endpoints.call(ACCOUNT.saveSecurityAnswers, { body: answers });
  }

  registrationPolicies(): GatewayResult<RegistrationPolicies> {
    return this.endpoints.call(ACCOUNT.registrationPolicies, {});
  }

  updateRegistrationPolicies(policies: RegistrationPolicies): GatewayResult<void> {
    return this.endpoints.call(ACCOUNT.updateRegistrationPolicies, { body: policies });
  }
}
