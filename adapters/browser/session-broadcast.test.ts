// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserSessionBroadcast, LOGOUT_SIGNAL_KEY } from './session-broadcast';

const opened: BrowserSessionBroadcast[] = [];
const tab = (): BrowserSessionBroadcast => {
  const broadcast = new BrowserSessionBroadcast(window);
  opened.push(broadcast);
  return broadcast;
};

afterEach(() => {
  opened.splice(0).forEach((broadcast) => broadcast.dispose());
});

const heard = (listener: () => void, timeoutMs = 500): Promise<boolean> =>
  vi.waitFor(() => expect(listener).toHaveBeenCalled(), { timeout: timeoutMs }).then(
    () => true,
    () => false,
  );

describe('BrowserSessionBroadcast', () => {
  it('tells the other tabs about a logout over BroadcastChannel, not the announcing tab', async () => {
    const thisTab = tab();
    const otherTab = tab();
    const inThisTab = vi.fn();
    const inOtherTab = vi.fn();
    thisTab.onLogout(inThisTab);
    otherTab.onLogout(inOtherTab);
    thisTab.announceLogout();
    expect(await heard(inOtherTab)).toBe(true);
    expect(inThisTab).not.toHaveBeenCalled();
  });

  it('stops listening once unsubscribed', async () => {
    const thisTab = tab();
    const otherTab = tab();
    const listener = vi.fn();
    const unsubscribe = otherTab.onLogout(listener);
    unsubscribe();
    thisTab.announceLogout();
    expect(await heard(listener, 100)).toBe(false);
  });

  it('falls back to the storage event where BroadcastChannel is missing', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    tab().announceLogout();
    expect(setItem).toHaveBeenCalledWith(LOGOUT_SIGNAL_KEY, expect.any(String));
    expect(localStorage.getItem(LOGOUT_SIGNAL_KEY)).toBeNull();

    const listener = vi.fn();
    tab().onLogout(listener);
    // What another tab's setItem looks like from here.
    window.dispatchEvent(new StorageEvent('storage', { key: LOGOUT_SIGNAL_KEY, newValue: '1' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: '1' }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
