import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { Passkey } from '../../domain/model';
import { cleanPasskeyName, passkeyNameProblem, type PasskeyNameProblem } from '../../domain/rules/passkeys';
import { PASSKEY_AUTHENTICATOR, type PasskeyAuthenticator } from '../ports/passkey-authenticator';
import { PASSKEYS_GATEWAY, type PasskeysGateway } from '../ports/passkeys-gateway';
import type { GatewayError } from '../shared/gateway-error';
import { LOCAL_STORE, type KeyValueStore } from '../ports/session';
import { rememberPasskeyHere } from '../shared/passkey-hint';

/**
 * /account/security: the member's passkeys. Adding one is the gateway's options, the browser creating the
 * passkey (the member unlocks their device), and the gateway verifying it under the name the member gave;
 * renaming and removing are one call each (removing is a sensitive change: its refusal for want of a fresh
 * proof comes back as the error, for the screen's fresh-check prompt).
 */

export type AddPasskeyOutcome =
  | { readonly kind: 'added'; readonly passkey: Passkey }
  | { readonly kind: 'invalid-name'; readonly problem: Exclude<PasskeyNameProblem, null> }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'unsupported' }
  | { readonly kind: 'already-added' }
  | { readonly kind: 'not-verified' }
  | { readonly kind: 'error'; readonly error: GatewayError };

@injectable()
export class AddPasskey {
  constructor(
    @inject(PASSKEYS_GATEWAY) private readonly passkeys: PasskeysGateway,
    @inject(PASSKEY_AUTHENTICATOR) private readonly authenticator: PasskeyAuthenticator,
    @inject(LOCAL_STORE) private readonly local: KeyValueStore,
  ) {}

  async execute(typedName: string): Promise<AddPasskeyOutcome> {
    const problem = passkeyNameProblem(typedName);
    if (problem !== null) return { kind: 'invalid-name', problem };
    if (!this.authenticator.supported()) return { kind: 'unsupported' };
    const start = await this.passkeys.registrationOptions();
    if (isLeft(start)) return { kind: 'error', error: start.left };
    const ceremony = await this.authenticator.create(start.right.options);
    switch (ceremony.kind) {
      case 'cancelled':
      case 'unsupported':
        return { kind: ceremony.kind };
      case 'failed':
        return ceremony.already ? { kind: 'already-added' } : { kind: 'cancelled' };
      case 'answered':
        break;
    }
    const added = await this.passkeys.register({ name: cleanPasskeyName(typedName), response: ceremony.response });
    if (!isLeft(added)) {
      rememberPasskeyHere(this.local);
      return { kind: 'added', passkey: added.right };
    }
    const error = added.left;
    if (error.kind === 'http' && error.code === 'PASSKEY_ALREADY_ADDED') return { kind: 'already-added' };
    if (error.kind === 'http' && (error.code === 'PASSKEY_NOT_VERIFIED' || error.code === 'NO_PASSKEY_CEREMONY')) return { kind: 'not-verified' };
    return { kind: 'error', error };
  }
}

export type RenamePasskeyOutcome =
  | { readonly kind: 'renamed'; readonly passkey: Passkey }
  | { readonly kind: 'invalid-name'; readonly problem: Exclude<PasskeyNameProblem, null> }
  | { readonly kind: 'error'; readonly error: GatewayError };

@injectable()
export class RenamePasskey {
  constructor(@inject(PASSKEYS_GATEWAY) private readonly passkeys: PasskeysGateway) {}

  async execute(passkeyId: string, typedName: string): Promise<RenamePasskeyOutcome> {
    const problem = passkeyNameProblem(typedName);
    if (problem !== null) return { kind: 'invalid-name', problem };
    const renamed = await this.passkeys.rename(passkeyId, cleanPasskeyName(typedName));
    return isLeft(renamed) ? { kind: 'error', error: renamed.left } : { kind: 'renamed', passkey: renamed.right };
  }
}

export type RemovePasskeyOutcome = { readonly kind: 'removed' } | { readonly kind: 'error'; readonly error: GatewayError };

@injectable()
export class RemovePasskey {
  constructor(@inject(PASSKEYS_GATEWAY) private readonly passkeys: PasskeysGateway) {}

  async execute(passkeyId: string): Promise<RemovePasskeyOutcome> {
    const removed = await this.passkeys.remove(passkeyId);
    return isLeft(removed) ? { kind: 'error', error: removed.left } : { kind: 'removed' };
  }
}
