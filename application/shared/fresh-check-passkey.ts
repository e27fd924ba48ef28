import { isLeft } from 'fp-ts/Either';
import { inject, injectable, optional } from 'inversify';
import type { GatewayError } from './gateway-error';
import { PASSKEY_AUTHENTICATOR, type PasskeyAuthenticator } from '../ports/passkey-authenticator';
import { PASSKEYS_GATEWAY, type PasskeysGateway } from '../ports/passkeys-gateway';
import { SESSION_TOKENS, type SessionTokens } from '../ports/session';

/** How a fresh check with a passkey ended: each case its own, so the dialog says what to do about it. */
export type PasskeyFreshCheckOutcome =
  | { readonly kind: 'confirmed' }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'unsupported' }
  | { readonly kind: 'refused' }
  | { readonly kind: 'unavailable'; readonly error: GatewayError | null };

/**
 * The fresh check before a sensitive change answered with one of the member's passkeys (any area's): the
 * gateway's challenge for the member's own passkeys, the browser's passkey (the member unlocks their
 * device), and the gateway's token proved now, which becomes the session's; the change is then sent again.
 */
@injectable()
export class ConfirmItIsYouWithPasskey {
  constructor(
    @inject(PASSKEYS_GATEWAY) private readonly passkeys: PasskeysGateway,
    // Absent where there is no browser (the Node assembly): no passkey is offered there.
    @inject(PASSKEY_AUTHENTICATOR) @optional() private readonly authenticator: PasskeyAuthenticator | undefined,
    @inject(SESSION_TOKENS) private readonly tokens: SessionTokens,
  ) {}

  /** Whether this browser can use a passkey at all (the dialog offers one only then). */
  supported(): boolean {
    return this.authenticator?.supported() ?? false;
  }

  async execute(): Promise<PasskeyFreshCheckOutcome> {
    if (this.authenticator === undefined || !this.authenticator.supported()) return { kind: 'unsupported' };
    const start = await this.passkeys.freshCheckOptions();
    if (isLeft(start)) return start.left.kind === 'http' && start.left.status === 409 ? { kind: 'refused' } : { kind: 'unavailable', error: start.left };
    const ceremony = await this.authenticator.get(start.right.options, false);
    if (ceremony.kind === 'unsupported') return { kind: 'unsupported' };
    if (ceremony.kind === 'failed') return { kind: 'unavailable', error: null };
    if (ceremony.kind !== 'answered') return { kind: 'cancelled' };
    const answer = await this.passkeys.freshCheck({ challengeId: start.right.challengeId, response: ceremony.response });
    if (isLeft(answer)) {
      const error = answer.left;
      return error.kind === 'http' && error.status >= 400 && error.status < 500 ? { kind: 'refused' } : { kind: 'unavailable', error };
    }
    this.tokens.store(answer.right.token);
    return { kind: 'confirmed' };
  }
}
