import type { KeyValueStore, SessionTokens } from '../ports/session';
import { clearLocalKeepingPasskeyHint } from '../shared/passkey-hint';

export interface MemberStorage {
  readonly tokens: SessionTokens;
  readonly local: KeyValueStore;
  readonly session: KeyValueStore;
}

/**
 * What ending a session clears of the browser's storage (spec section 4): the tokens, session storage, and
 * local storage but for the flag that a passkey was used in this browser (../shared/passkey-hint.ts), which
 * names no one and keeps the login page's passkey autofill for the next sign-in. The one place both ways a
 * session ends clear it: the logout (./log-out.ts) and a session found idle past the idle logout as a tab
 * starts (./stale-session.ts). A plain function of the ports, because the logged-out entry runs the latter
 * without the container.
 */
export function forgetMemberStorage({ tokens, local, session }: MemberStorage): void {
  tokens.clear();
  session.clear();
  clearLocalKeepingPasskeyHint(local);
}
