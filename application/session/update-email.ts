import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { validateEmailAddress } from '../../domain/rules/validators';
import type { GatewayError } from '../shared/gateway-error';
import { ACCOUNT_GATEWAY, type AccountGateway } from '../ports/account-gateway';
import { FinishSignIn, type SignInOutcome } from './finish-sign-in';

export type UpdateEmailOutcome =
  | { readonly kind: 'invalid'; readonly message: string }
  | { readonly kind: 'updated'; readonly emailAddress: string; readonly next: SignInOutcome }
  | { readonly kind: 'error'; readonly error: GatewayError };

/**
 * Update email (spec sections 2 and 5), the step post-login routing sends a member without an address to:
 * the address must be given and valid; once saved (PUT preferences) routing continues from where it was.
 * A failed save is the global handler's (error page): preferences are not among the screen-handled calls.
 */
@injectable()
export class UpdateEmail {
  constructor(
    @inject(ACCOUNT_GATEWAY) private readonly account: AccountGateway,
    @inject(FinishSignIn) private readonly finishSignIn: FinishSignIn,
  ) {}

  async execute(emailAddress: string): Promise<UpdateEmailOutcome> {
    // Spaces around a pasted address are not the member's mistake.
    const trimmed = emailAddress.trim();
    const message = validateEmailAddress(trimmed);
    if (message !== null) return { kind: 'invalid', message };
    const saved = await this.account.updatePreferences({ emailAddress: trimmed });
    if (isLeft(saved)) return { kind: 'error', error: saved.left };
    return { kind: 'updated', emailAddress: trimmed, next: await this.finishSignIn.execute() };
  }
}
