import type { Passkey } from '../../../domain/model';
import type { LoginState, PasskeyCredential } from '../sandbox-state';

/** A kept passkey as the member sees it: its id, name and dates (never its key). */
export const shownPasskey = (credential: PasskeyCredential): Passkey => ({
  id: credential.id,
  name: credential.name,
  createdAt: credential.createdAt,
  lastUsedAt: credential.lastUsedAt,
});

/** A login's passkeys as the security settings list them. */
export function passkeysOf(state: LoginState): readonly Passkey[] {
  return (state.passkeys?.credentials ?? []).map(shownPasskey);
}
