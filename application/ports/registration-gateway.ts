import type { ServiceIdentifier } from 'inversify';
import type { DomainId } from '../../domain/model';
import type { GatewayResult } from '../shared/gateway-error';

export interface UserDetails {
  readonly firstName: string;
  readonly lastName: string;
  readonly dateOfBirth: string;
  readonly subscriberId: string;
  readonly zipCode: string;
  readonly domainId: DomainId;
}

export interface Credentials {
  readonly username: string;
  readonly password: string;
  readonly emailAddress: string;
}

export interface NewAccount {
  readonly userDetails: UserDetails;
  readonly credentials: Credentials;
  readonly securityAnswers: readonly { readonly questionId: string; readonly answer: string }[];
  readonly isCommunicationPolicySigned: boolean;
}

/** /api/account/registration, validation/*, forgot-username, forgot-password, forgot-password/reset. */
export interface RegistrationGateway {
  registrationDetails(): GatewayResult<{ readonly policyText: string; readonly questions: readonly { readonly id: string; readonly question: string }[] }>;
  validateUserDetails(details: UserDetails): GatewayResult<void>;
  validateUsername(username: string, domainId: DomainId): GatewayResult<void>;
  register(account: NewAccount): GatewayResult<void>;
  forgotUsername(details: UserDetails): GatewayResult<void>;
  /** Answers the security question to ask for the username. */
  forgotPassword(username: string, domainId: DomainId): GatewayResult<{ readonly questionId: string; readonly question: string }>;
  resetPassword(request: PasswordReset): GatewayResult<void>;
}

/** A new password for a username, given with the answer to its security question. */
export interface PasswordReset {
  readonly username: string;
  readonly domainId: DomainId;
  readonly questionId: string;
  readonly answer: string;
  readonly newPassword: string;
}
export const REGISTRATION_GATEWAY: ServiceIdentifier<RegistrationGateway> = Symbol.for('RegistrationGateway');
