import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { isSubscriber } from '../../domain/rules/menus-and-permissions';
import {
  registrationPoliciesStartState,
  registrationPoliciesUpdate,
  validateRegistrationPolicies,
  type RegistrationPoliciesForm,
} from '../../domain/rules/registration-policies';
import { readTokenClaims } from '../../domain/rules/token-claims';
import { ACCOUNT_GATEWAY, type AccountGateway } from '../ports/account-gateway';
import { SESSION_TOKENS, TEMPORARY_STATE, type SessionTokens, type TemporaryState } from '../ports/session';
import { FinishSignIn, type SignInOutcome } from './finish-sign-in';
import { screenFailure, type ScreenFailure } from '../shared/screen-failure';

export type RegistrationPoliciesOutcome =
  | { readonly kind: 'loaded'; readonly form: RegistrationPoliciesForm; readonly subscriber: boolean }
  | ScreenFailure;

/** Whether the member signing in is the subscriber: only they choose how EOBs are delivered (spec section 6). */
async function viewerIsSubscriber(account: AccountGateway, token: string | null): Promise<ScreenFailure | boolean> {
  const claims = token === null ? null : readTokenClaims(token);
  const details = await account.account();
  if (isLeft(details)) return screenFailure(details.left, { signedIn: true });
  const viewer = details.right.members.find((member) => member.memberKey === claims?.memberKey);
  return viewer !== undefined && isSubscriber(viewer);
}

/** The welcome page's start state (spec section 4): the member's policies as they stand, and whether they are the subscriber. */
@injectable()
export class LoadRegistrationPolicies {
  constructor(
    @inject(ACCOUNT_GATEWAY) private readonly account: AccountGateway,
    @inject(TEMPORARY_STATE) private readonly temporary: TemporaryState,
    @inject(SESSION_TOKENS) private readonly tokens: SessionTokens,
  ) {}

  async execute(): Promise<RegistrationPoliciesOutcome> {
    const [policies, subscriber] = await Promise.all([
      this.account.registrationPolicies(),
      viewerIsSubscriber(this.account, this.temporary.tempToken() ?? this.tokens.current()),
    ]);
    if (isLeft(policies)) return screenFailure(policies.left, { signedIn: true });
    if (typeof subscriber !== 'boolean') return subscriber;
    return { kind: 'loaded', form: registrationPoliciesStartState(policies.right, subscriber), subscriber };
  }
}

export type SubmitPoliciesOutcome =
  | { readonly kind: 'invalid'; readonly message: string }
  | { readonly kind: 'submitted'; readonly next: SignInOutcome }
  | ScreenFailure;

/**
 * Submitting the welcome page (spec sections 4 and 5): the digital communications policy must be
 * confirmed; then PUT /api/account/registration/policies and post-auth routing continues.
 */
@injectable()
export class SubmitRegistrationPolicies {
  constructor(
    @inject(ACCOUNT_GATEWAY) private readonly account: AccountGateway,
    @inject(FinishSignIn) private readonly finishSignIn: FinishSignIn,
  ) {}

  async execute(form: RegistrationPoliciesForm, subscriber: boolean): Promise<SubmitPoliciesOutcome> {
    const message = validateRegistrationPolicies({ communicationPolicySigned: form.communicationPolicySigned });
    if (message !== null) return { kind: 'invalid', message };
    const saved = await this.account.updateRegistrationPolicies(registrationPoliciesUpdate(form, subscriber));
    if (isLeft(saved)) return screenFailure(saved.left, { signedIn: true });
    return { kind: 'submitted', next: await this.finishSignIn.execute() };
  }
}
