import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { SecurityQuestion } from '../../domain/model';
import {
  validateCredentialsForm,
  validateSecurityAnswersForm,
  validateUserDetailsForm,
  type CredentialsForm,
  type FormErrors,
  type SecurityAnswersForm,
  type UserDetailsForm,
} from '../../domain/rules/account-forms';
import { toGatewayDate } from '../../domain/rules/formats';
import { validateRegistrationPolicies } from '../../domain/rules/registration-policies';
import { hasErrors } from '../../domain/rules/validators';
import type { GatewayError } from '../shared/gateway-error';
import { BRAND_RESOLVER, CLOCK, type BrandResolver, type Clock } from '../ports/platform';
import { REGISTRATION_GATEWAY, type RegistrationGateway, type UserDetails } from '../ports/registration-gateway';
import { screenFailure, type ScreenFailure } from '../shared/screen-failure';
import { ACCOUNT_REFUSALS } from './account-refusals';
import { fieldErrors } from '../shared/field-errors';

/**
 * Creating an account (spec sections 2, 3 and 7): the member says who they are (user details, checked by
 * POST validation/user-details), chooses credentials (the username checked by POST validation/username),
 * answers security questions and confirms the digital communications policy; then POST registration.
 * Every call is screen-handled (spec section 8): a refusal is shown on the form, nothing typed is lost.
 */

export interface RegistrationDetails {
  readonly policyText: string;
  readonly questions: readonly SecurityQuestion[];
}

export type RegistrationStep = 'details' | 'credentials' | 'security' | 'policy';

export interface RegistrationDraft {
  readonly userDetails: UserDetailsForm;
  readonly credentials: CredentialsForm;
  readonly securityAnswers: SecurityAnswersForm;
  readonly communicationPolicySigned: boolean;
}

export type Checked<F> = { readonly kind: 'invalid'; readonly errors: FormErrors<F> } | { readonly kind: 'valid' } | ScreenFailure;

/** The user details as the gateway wants them: trimmed, the date as yyyy-mm-dd, with the brand. */
export function toUserDetails(form: UserDetailsForm, domainId: UserDetails['domainId']): UserDetails {
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    dateOfBirth: toGatewayDate(form.dateOfBirth) ?? form.dateOfBirth.trim(),
    subscriberId: form.subscriberId.trim(),
    zipCode: form.zipCode.trim(),
    domainId,
  };
}

/** The policy text and the security questions to choose from. */
@injectable()
export class LoadRegistrationDetails {
  constructor(@inject(REGISTRATION_GATEWAY) private readonly registration: RegistrationGateway) {}

  async execute(): Promise<{ readonly kind: 'loaded'; readonly details: RegistrationDetails } | ScreenFailure> {
    const details = await this.registration.registrationDetails();
    return isLeft(details) ? screenFailure(details.left, { signedIn: false, refusals: ACCOUNT_REFUSALS }) : { kind: 'loaded', details: details.right };
  }
}

/** Step 1: the member exists and has no account yet (adults only: the spec's adult rule). */
@injectable()
export class CheckUserDetails {
  constructor(
    @inject(REGISTRATION_GATEWAY) private readonly registration: RegistrationGateway,
    @inject(BRAND_RESOLVER) private readonly brand: BrandResolver,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(form: UserDetailsForm): Promise<Checked<UserDetailsForm>> {
    const today = this.clock.today();
    const errors = fieldErrors(() => validateUserDetailsForm(form, today, { adultsOnly: true }));
    if (errors !== null) return { kind: 'invalid', errors };
    const checked = await this.registration.validateUserDetails(toUserDetails(form, this.brand.domainId()));
    return isLeft(checked) ? screenFailure(checked.left, { signedIn: false, refusals: ACCOUNT_REFUSALS }) : { kind: 'valid' };
  }
}

/** Step 2: credentials by the spec's rules, and a username nobody has. */
@injectable()
export class CheckCredentials {
  constructor(
    @inject(REGISTRATION_GATEWAY) private readonly registration: RegistrationGateway,
    @inject(BRAND_RESOLVER) private readonly brand: BrandResolver,
  ) {}

  async execute(form: CredentialsForm): Promise<Checked<CredentialsForm>> {
    const errors = fieldErrors(() => validateCredentialsForm(form));
    if (errors !== null) return { kind: 'invalid', errors };
    const checked = await this.registration.validateUsername(form.username.trim(), this.brand.domainId());
    return isLeft(checked) ? screenFailure(checked.left, { signedIn: false, refusals: ACCOUNT_REFUSALS }) : { kind: 'valid' };
  }
}

export type RegisterOutcome =
  | { readonly kind: 'invalid'; readonly step: RegistrationStep }
  | { readonly kind: 'registered'; readonly username: string }
  | { readonly kind: 'refused'; readonly message: string; readonly step: RegistrationStep | null }
  | { readonly kind: 'error'; readonly error: GatewayError };

/**
 * Which step a refusal of the whole registration belongs to, from the codes the gateway answers with;
 * unknown codes stay on the last step.
 */
const REFUSAL_STEPS: Readonly<Record<string, RegistrationStep>> = {
  MEMBER_NOT_FOUND: 'details',
  ACCOUNT_EXISTS: 'details',
  USERNAME_TAKEN: 'credentials',
  INVALID_USERNAME: 'credentials',
  INVALID_PASSWORD: 'credentials',
  INVALID_EMAIL: 'credentials',
  NO_ANSWERS: 'security',
  UNKNOWN_QUESTION: 'security',
  INVALID_ANSWER: 'security',
  POLICY_NOT_SIGNED: 'policy',
};

/** The last step: everything checked again, then POST /api/account/registration. */
@injectable()
export class RegisterAccount {
  constructor(
    @inject(REGISTRATION_GATEWAY) private readonly registration: RegistrationGateway,
    @inject(BRAND_RESOLVER) private readonly brand: BrandResolver,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The first step whose form does not pass its checks, or null when all do. */
  firstInvalidStep(draft: RegistrationDraft): RegistrationStep | null {
    if (hasErrors(validateUserDetailsForm(draft.userDetails, this.clock.today(), { adultsOnly: true }))) return 'details';
    if (hasErrors(validateCredentialsForm(draft.credentials))) return 'credentials';
    if (hasErrors(validateSecurityAnswersForm(draft.securityAnswers))) return 'security';
    if (validateRegistrationPolicies({ communicationPolicySigned: draft.communicationPolicySigned }) !== null) return 'policy';
    return null;
  }

  async execute(draft: RegistrationDraft): Promise<RegisterOutcome> {
    const invalid = this.firstInvalidStep(draft);
    if (invalid !== null) return { kind: 'invalid', step: invalid };
    const { credentials, securityAnswers } = draft;
    const username = credentials.username.trim();
    const registered = await this.registration.register({
      userDetails: toUserDetails(draft.userDetails, this.brand.domainId()),
      credentials: { username, password: credentials.password, emailAddress: credentials.emailAddress.trim() },
      securityAnswers: [
        { questionId: securityAnswers.firstQuestionId, answer: securityAnswers.firstAnswer.trim() },
        { questionId: securityAnswers.secondQuestionId, answer: securityAnswers.secondAnswer.trim() },
      ],
      isCommunicationPolicySigned: draft.communicationPolicySigned,
    });
    if (isLeft(registered)) {
      const failure = screenFailure(registered.left, { signedIn: false, refusals: ACCOUNT_REFUSALS });
      if (failure.kind === 'error') return failure;
      const code = registered.left.kind === 'http' ? registered.left.code : undefined;
      const step = code === undefined ? null : (REFUSAL_STEPS[code] ?? null);
      return {
        kind: 'refused',
        step,
        get message() {
          return failure.message;
        },
      };
    }
    return { kind: 'registered', username };
  }
}
