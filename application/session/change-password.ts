import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { validatePasswordChangeForm, type FormErrors, type PasswordChangeForm } from '../../domain/rules/account-forms';
import { ACCOUNT_GATEWAY, type AccountGateway } from '../ports/account-gateway';
import { NAVIGATOR, type Navigator } from '../ports/platform';
import { screenFailure, type ScreenFailure } from '../shared/screen-failure';
import { ACCOUNT_REFUSALS } from './account-refusals';
import { fieldErrors } from '../shared/field-errors';
import { freshCheckAsked } from '../shared/fresh-check';

export type ChangePasswordOutcome =
  | { readonly kind: 'invalid'; readonly errors: FormErrors<PasswordChangeForm> }
  | { readonly kind: 'changed' }
  | ScreenFailure;

/**
 * Change password (spec sections 2 and 4): members with status INI land here after login and go on to
 * /home once it is changed; so does anyone else who changes theirs. The server's refusals (wrong current
 * password, a reused one) are the screen's to show (account/password is screen-handled, spec section 8).
 */
@injectable()
export class ChangePassword {
  constructor(
    @inject(ACCOUNT_GATEWAY) private readonly account: AccountGateway,
    @inject(NAVIGATOR) private readonly navigator: Navigator,
  ) {}

  async execute(form: PasswordChangeForm): Promise<ChangePasswordOutcome> {
    const errors = fieldErrors(() => validatePasswordChangeForm(form));
    if (errors !== null) return { kind: 'invalid', errors };
    const changed = await this.account.changePassword({ currentPassword: form.currentPassword, newPassword: form.newPassword });
    // Wanting a fresh proof is no refusal to show: the screen asks it and sends the change again.
    if (isLeft(changed) && freshCheckAsked(changed.left) !== null) return { kind: 'error', error: changed.left };
    if (isLeft(changed)) return screenFailure(changed.left, { signedIn: true, refusals: ACCOUNT_REFUSALS });
    this.navigator.go('/home', { replace: true });
    return { kind: 'changed' };
  }
}
