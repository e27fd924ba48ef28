import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_FALLBACK_MS } from '../../domain/rules/constants';
import { NotificationStore } from './notification-store';

const shown = (store: NotificationStore): string | null => store.current?.message ?? null;

describe('NotificationStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows one notification at a time, in the order they came', () => {
    const store = new NotificationStore();
    store.notify({ message: 'first', status: 'success' });
    store.notify({ message: 'second', status: 'alert' });
    store.notify({ message: 'third', status: 'error' });
    expect(shown(store)).toBe('first');
    expect(store.pending).toBe(2);

    store.dismiss();
    store.dismissed();
    expect(shown(store)).toBe('second');
    store.dismiss();
    store.dismissed();
    expect(shown(store)).toBe('third');
    expect(store.pending).toBe(0);
  });

  it('dismisses itself after dismissAfter, then waits for the dismiss animation', () => {
    const store = new NotificationStore();
    store.notify({ message: 'Copied subscriber ID to clipboard', status: 'success', dismissAfter: 5000 });
    store.notify({ message: 'next', status: 'success' });
    vi.advanceTimersByTime(4999);
    expect(store.leaving).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.leaving).toBe(true);
    expect(shown(store)).toBe('Copied subscriber ID to clipboard');

    store.dismissed(); // the animation ended
    expect(shown(store)).toBe('next');
    expect(store.leaving).toBe(false);
  });

  it('shows the next after the 1 s fallback when the animation end never comes', () => {
    const store = new NotificationStore();
    store.notify({ message: 'first', status: 'success' });
    store.notify({ message: 'second', status: 'success' });
    store.dismiss();
    vi.advanceTimersByTime(NOTIFICATION_FALLBACK_MS - 1);
    expect(shown(store)).toBe('first');
    vi.advanceTimersByTime(1);
    expect(shown(store)).toBe('second');
  });

  it('does not skip a notification when the animation end and the fallback both arrive', () => {
    const store = new NotificationStore();
    store.notify({ message: 'first', status: 'success' });
    store.notify({ message: 'second', status: 'success' });
    store.notify({ message: 'third', status: 'success' });
    store.dismiss();
    store.dismissed();
    vi.advanceTimersByTime(NOTIFICATION_FALLBACK_MS * 2);
    expect(shown(store)).toBe('second');
  });

  it('dismisses on demand before dismissAfter, and only once', () => {
    const store = new NotificationStore();
    store.notify({ message: 'first', status: 'success', dismissAfter: 3000 });
    store.notify({ message: 'second', status: 'success', dismissAfter: 3000 });
    store.dismiss();
    store.dismiss();
    vi.advanceTimersByTime(NOTIFICATION_FALLBACK_MS);
    expect(shown(store)).toBe('second');
    // The first's timer was cleared: the second gets its full 3 s.
    vi.advanceTimersByTime(2999);
    expect(store.leaving).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.leaving).toBe(true);
  });

  it('keeps a notification without dismissAfter until it is dismissed', () => {
    const store = new NotificationStore();
    store.notify({ message: 'Your plan could not be cancelled', status: 'error' });
    vi.advanceTimersByTime(60_000);
    expect(shown(store)).toBe('Your plan could not be cancelled');
  });

  it('clears the queue when the source is replaced', () => {
    const store = new NotificationStore();
    store.notify({ message: 'old 1', status: 'success', dismissAfter: 1000 });
    store.notify({ message: 'old 2', status: 'success' });
    store.replaceSource({ message: 'new', status: 'alert' });
    expect(shown(store)).toBe('new');
    expect(store.pending).toBe(0);
    // The replaced notification's timer no longer fires.
    vi.advanceTimersByTime(5000);
    expect(store.leaving).toBe(false);

    store.replaceSource();
    expect(shown(store)).toBeNull();
  });

  it('shows a notification straight away when the queue is empty again', () => {
    const store = new NotificationStore();
    store.notify({ message: 'first', status: 'success' });
    store.dismiss();
    vi.advanceTimersByTime(NOTIFICATION_FALLBACK_MS);
    expect(shown(store)).toBeNull();
    store.notify({ message: 'later', status: 'success' });
    expect(shown(store)).toBe('later');
  });
});
