import { inject, injectable } from 'inversify';
import type { AccountGateway, PasswordChange, SecurityAnswer } from '../../application/ports';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type {
  AccountDetails,
  AccountStatus,
  EmployeeIdShortcut,
  Preferences,
  RegistrationPolicies,
  SecurityQuestion,
} from '../../domain/model';
import {
  AccountDetailsCodec,
  AccountStatusCodec,
  EmployeeIdShortcutCodec,
  PreferencesCodec,
  RegistrationPoliciesCodec,
  RelevantPreferencesCodec,
  SecurityQuestionsCodec,
} from './codecs/account';
import { ACCOUNT_PATH as ACCOUNT } from './account-state-paths';
import { HttpClient } from './http-client';

const PREFERENCES = '/api/account/preferences';
const RELEVANT_PREFERENCES = '/api/account/relevant-preferences';
const STATUS = '/api/account/status';
const POLICIES = '/api/account/registration/policies';

@injectable()
export class HttpAccountGateway implements AccountGateway {
  constructor(@inject(HttpClient) private readonly client: HttpClient) {}

  account(): GatewayResult<AccountDetails> {
    return this.client.getJson(ACCOUNT, AccountDetailsCodec);
  }

  /** text/plain: one of the status codes of spec section 4. */
  status(): GatewayResult<AccountStatus> {
    return this.client.getText(STATUS, AccountStatusCodec);
  }

  employeeId(): GatewayResult<EmployeeIdShortcut> {
    return this.client.getJson('/api/account/getEmployeeId', EmployeeIdShortcutCodec);
  }

  relevantPreferences(): GatewayResult<readonly string[]> {
    return this.client.getJson(RELEVANT_PREFERENCES, RelevantPreferencesCodec);
  }

  preferences(): GatewayResult<Preferences> {
    return this.client.getJson(PREFERENCES, PreferencesCodec);
  }

  /** The account details embed the preferences, so they go stale too. */
  updatePreferences(preferences: Partial<Preferences>): GatewayResult<Preferences> {
    return this.client.sendJson('PUT', PREFERENCES, PreferencesCodec, {
      body: preferences,
      invalidates: [PREFERENCES, ACCOUNT, RELEVANT_PREFERENCES],
    });
  }

  /** A forced or initial password change moves the account status on. */
  changePassword(change: PasswordChange): GatewayResult<void> {
    return this.client.sendEmpty('PUT', '/api/account/password', { body: change, invalidates: [STATUS] });
  }

  securityQuestions(): GatewayResult<readonly SecurityQuestion[]> {
    return this.client.getJson('/api/account/security-questions', SecurityQuestionsCodec);
  }

  saveSecurityAnswers(answers: readonly SecurityAnswer[]): GatewayResult<void> {
    return this.client.sendEmpty('PUT', '/api/account/security-answers', { body: answers });
  }

  registrationPolicies(): GatewayResult<RegistrationPolicies> {
    return this.client.getJson(POLICIES, RegistrationPoliciesCodec);
  }

  updateRegistrationPolicies(policies: RegistrationPolicies): GatewayResult<void> {
    return this.client.sendEmpty('PUT', POLICIES, { body: policies, invalidates: [POLICIES, PREFERENCES, ACCOUNT] });
  }
}
