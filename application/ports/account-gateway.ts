import type { ServiceIdentifier } from 'inversify';
import type {
  AccountDetails,
  AccountStatus,
  EmployeeIdShortcut,
  Preferences,
  RegistrationPolicies,
  SecurityQuestion,
} from '../../domain/model';
import type { GatewayResult } from '../shared/gateway-error';

export interface PasswordChange {
  readonly currentPassword: string;
  readonly newPassword: string;
}

export interface SecurityAnswer {
  readonly questionId: string;
  readonly answer: string;
}

/** /api/account and its sub-resources. */
export interface AccountGateway {
  account(): GatewayResult<AccountDetails>;
  status(): GatewayResult<AccountStatus>;
  employeeId(): GatewayResult<EmployeeIdShortcut>;
  relevantPreferences(): GatewayResult<readonly string[]>;
  preferences(): GatewayResult<Preferences>;
  updatePreferences(preferences: Partial<Preferences>): GatewayResult<Preferences>;
  changePassword(change: PasswordChange): GatewayResult<void>;
  securityQuestions(): GatewayResult<readonly SecurityQuestion[]>;
  saveSecurityAnswers(answers: readonly SecurityAnswer[]): GatewayResult<void>;
  registrationPolicies(): GatewayResult<RegistrationPolicies>;
  updateRegistrationPolicies(policies: RegistrationPolicies): GatewayResult<void>;
}
export const ACCOUNT_GATEWAY: ServiceIdentifier<AccountGateway> = Symbol.for('AccountGateway');
