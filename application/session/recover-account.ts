import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import {
  validatePasswordResetForm,
  validateUserDetailsForm,
  validateUsernameForm,
  type FormErrors,
  type PasswordResetForm,
  type UserDetailsForm,
  type UsernameForm,
} from '../../domain/rules/account-forms';
import { BRAND_RESOLVER, CLOCK, type BrandResolver, type Clock } from '../ports/platform';
import { REGISTRATION_GATEWAY, type RegistrationGateway } from '../ports/registration-gateway';
import { toUserDetails } from './register-account';
import { screenFailure, type ScreenFailure } from '../shared/screen-failure';
import { BY_DETAILS_REFUSALS, BY_USERNAME_REFUSALS } from './account-refusals';
import { fieldErrors } from '../shared/field-errors';

/**
 * Account recovery (spec sections 2 and 7: forgot username, forgot password, reset). All three calls are
 * screen-handled (spec section 8): refusals are shown on the form and nothing typed is lost.
 */

export type RecoverUsernameOutcome =
  | { readonly kind: 'invalid'; readonly errors: FormErrors<UserDetailsForm> }
  | { readonly kind: 'sent' }
  | ScreenFailure;

/** Forgot username: the member's details; the insurer e-mails the username to the address on file. */
@injectable()
export class RecoverUsername {
  constructor(
    @inject(REGISTRATION_GATEWAY) private readonly registration: RegistrationGateway,
    @inject(BRAND_RESOLVER) private readonly brand: BrandResolver,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(form: UserDetailsForm): Promise<RecoverUsernameOutcome> {
    const today = this.clock.today();
    const errors = fieldErrors(() => validateUserDetailsForm(form, today, { adultsOnly: false }));
    if (errors !== null) return { kind: 'invalid', errors };
    const sent = await this.registration.forgotUsername(toUserDetails(form, this.brand.domainId()));
    return isLeft(sent) ? screenFailure(sent.left, { signedIn: false, refusals: BY_DETAILS_REFUSALS }) : { kind: 'sent' };
  }
}

export interface SecurityChallenge {
  readonly username: string;
  readonly questionId: string;
  readonly question: string;
}

export type AskSecurityQuestionOutcome =
  | { readonly kind: 'invalid'; readonly errors: FormErrors<UsernameForm> }
  | { readonly kind: 'question'; readonly challenge: SecurityChallenge }
  | ScreenFailure;

/** Forgot password, first step: the username; the answer is the security question to ask. */
@injectable()
export class AskSecurityQuestion {
  constructor(
    @inject(REGISTRATION_GATEWAY) private readonly registration: RegistrationGateway,
    @inject(BRAND_RESOLVER) private readonly brand: BrandResolver,
  ) {}

  async execute(form: UsernameForm): Promise<AskSecurityQuestionOutcome> {
    const errors = fieldErrors(() => validateUsernameForm(form));
    if (errors !== null) return { kind: 'invalid', errors };
    const username = form.username.trim();
    const asked = await this.registration.forgotPassword(username, this.brand.domainId());
    return isLeft(asked) ? screenFailure(asked.left, { signedIn: false, refusals: BY_USERNAME_REFUSALS }) : { kind: 'question', challenge: { username, ...asked.right } };
  }
}

export type ResetPasswordOutcome =
  | { readonly kind: 'invalid'; readonly errors: FormErrors<PasswordResetForm> }
  | { readonly kind: 'reset'; readonly username: string }
  | ScreenFailure;

/** Forgot password, second step: the answer and a new password (POST forgot-password/reset). */
@injectable()
export class ResetForgottenPassword {
  constructor(
    @inject(REGISTRATION_GATEWAY) private readonly registration: RegistrationGateway,
    @inject(BRAND_RESOLVER) private readonly brand: BrandResolver,
  ) {}

  async execute(challenge: SecurityChallenge, form: PasswordResetForm): Promise<ResetPasswordOutcome> {
    const errors = fieldErrors(() => validatePasswordResetForm(form));
    if (errors !== null) return { kind: 'invalid', errors };
    const reset = await this.registration.resetPassword({
      username: challenge.username,
      domainId: this.brand.domainId(),
      questionId: challenge.questionId,
      answer: form.answer.trim(),
      newPassword: form.newPassword,
    });
    return isLeft(reset) ? screenFailure(reset.left, { signedIn: false, refusals: BY_USERNAME_REFUSALS }) : { kind: 'reset', username: challenge.username };
  }
}
