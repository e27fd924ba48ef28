import type { KeyValueStore } from '../ports/session';

/**
 * Whether a passkey was added or signed in with in this browser. The login page offers passkeys among the
 * username's autofill suggestions only then: starting that offer downloads the WebAuthn code and asks the
 * gateway for a challenge, which members who have never used a passkey here would pay for nothing. Kept in
 * the browser's local storage, where it outlasts the session (a passkey stays on the device): signing out,
 * or a session found over when the browser opens again, clears local storage (spec section 4) but for this
 * one flag, which says nothing about the member (not who, nor which passkey), `clearLocalKeepingPasskeyHint`
 * (through application/session/forget-member-storage.ts). The "Log in with a passkey" button works in
 * any browser.
 */
const PASSKEY_HINT_KEY = 'md_passkey_here';

export function passkeyUsedHere(local: KeyValueStore): boolean {
  return local.get(PASSKEY_HINT_KEY) === 'yes';
}

export function rememberPasskeyHere(local: KeyValueStore): void {
  local.set(PASSKEY_HINT_KEY, 'yes');
}

/** Clears local storage, as signing out does, keeping only the passkey hint. */
export function clearLocalKeepingPasskeyHint(local: KeyValueStore): void {
  const used = passkeyUsedHere(local);
  local.clear();
  if (used) rememberPasskeyHere(local);
}
