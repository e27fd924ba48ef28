import { makeAutoObservable } from 'mobx';
import { injectable } from 'inversify';
import type { Notification } from '../../domain/model';
import { NOTIFICATION_FALLBACK_MS } from '../../domain/rules/constants';

/** How long the dismiss animation runs before the next notification may show. */
export const DISMISS_ANIMATION_MS = 250;

/**
 * The snackbar queue of spec section 4: one notification at a time, dismissed on click or after its
 * dismissAfter; the next shows after the dismiss animation, or after a 1 s fallback if the animation's end
 * never arrives; replacing the source clears the queue.
 */
@injectable()
export class NotificationStore {
  current: Notification | null = null;
  leaving = false;
  private queue: Notification[] = [];
  private dismissTimer: ReturnType<typeof setTimeout> | undefined;
  private fallbackTimer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    makeAutoObservable<NotificationStore, 'dismissTimer' | 'fallbackTimer'>(this, { dismissTimer: false, fallbackTimer: false });
  }

  notify(notification: Notification): void {
    this.queue.push(notification);
    if (this.current === null) this.showNext();
  }

  /** A new source of notifications replaces the old one: what was waiting is dropped. */
  replaceSource(notification?: Notification): void {
    this.queue = [];
    this.clearTimers();
    this.current = null;
    this.leaving = false;
    if (notification !== undefined) this.notify(notification);
  }

  dismiss(): void {
    if (this.current === null || this.leaving) return;
    this.leaving = true;
    clearTimeout(this.dismissTimer);
    this.fallbackTimer = setTimeout(() => this.dismissed(), NOTIFICATION_FALLBACK_MS);
  }

  /** Called when the dismiss animation ends (or by the fallback timer). */
  dismissed(): void {
    if (!this.leaving) return;
    this.clearTimers();
    this.current = null;
    this.leaving = false;
    this.showNext();
  }

  get pending(): number {
    return this.queue.length;
  }

  private showNext(): void {
    const next = this.queue.shift();
    if (next === undefined) return;
    this.current = next;
    if (next.dismissAfter !== undefined) {
      this.dismissTimer = setTimeout(() => this.dismiss(), next.dismissAfter);
    }
  }

  private clearTimers(): void {
    clearTimeout(this.dismissTimer);
    clearTimeout(this.fallbackTimer);
  }
}
