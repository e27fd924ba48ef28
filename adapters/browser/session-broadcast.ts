import { inject, injectable } from 'inversify';
import type { SessionBroadcast } from '../../application/session/log-out';
import { BROWSER_WINDOW } from './browser-tokens';

export const SESSION_CHANNEL = 'member-dashboard-session';
/** The storage key whose change tells other tabs about a logout where BroadcastChannel is missing. */
export const LOGOUT_SIGNAL_KEY = 'md-session-logout';

const LOGOUT_MESSAGE = 'logout';

/**
 * Logout in one tab logs out the others: the session cookies are shared, so a tab left on the
 * dashboard would otherwise keep showing member data. BroadcastChannel where available, else the
 * `storage` event, which fires in every other tab of the origin.
 */
@injectable()
export class BrowserSessionBroadcast implements SessionBroadcast {
  private channel: BroadcastChannel | null | undefined;
  private sequence = 0;

  constructor(@inject(BROWSER_WINDOW) private readonly window: Window) {}

  announceLogout(): void {
    const channel = this.broadcastChannel();
    if (channel !== null) {
      channel.postMessage(LOGOUT_MESSAGE);
      return;
    }
    try {
      // A value unique to this announcement, since the event only fires when the value changes.
      this.sequence += 1;
      this.window.localStorage.setItem(LOGOUT_SIGNAL_KEY, `${Date.now()}-${this.sequence}`);
      this.window.localStorage.removeItem(LOGOUT_SIGNAL_KEY);
    } catch {
      // No storage either: other tabs find out on their next call (401).
    }
  }

  onLogout(listener: () => void): () => void {
    const channel = this.broadcastChannel();
    if (channel !== null) {
      const onMessage = (event: MessageEvent<unknown>): void => {
        if (event.data === LOGOUT_MESSAGE) listener();
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    }
    const onStorage = (event: StorageEvent): void => {
      if (event.key === LOGOUT_SIGNAL_KEY && event.newValue !== null) listener();
    };
    this.window.addEventListener('storage', onStorage);
    return () => this.window.removeEventListener('storage', onStorage);
  }

  /** Closes the channel (tests; a page simply unloads). */
  dispose(): void {
    this.channel?.close();
    this.channel = undefined;
  }

  private broadcastChannel(): BroadcastChannel | null {
    if (this.channel === undefined) {
      // Read from the global scope at use, not import: older Safari lacks it, tests remove it.
      const Channel: typeof BroadcastChannel | undefined = globalThis.BroadcastChannel;
      this.channel = typeof Channel === 'function' ? new Channel(SESSION_CHANNEL) : null;
    }
    return this.channel;
  }
}
