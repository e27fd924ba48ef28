import { DateTime } from 'luxon';
import { inject, injectable } from 'inversify';
import { SESSION_STORE, type Clock, type KeyValueStore } from '../../application/ports';
import { PAGE_LOCATION, SYSTEM_CLOCK, type PageLocation } from './browser-tokens';
import { SessionPin } from './session-pin';

/** The insurer is in the Pacific Northwest: "today" is the member's day there, not UTC's. */
export const PACIFIC_ZONE = 'America/Los_Angeles';

const pacific = (millis: number): DateTime => DateTime.fromMillis(millis, { zone: PACIFIC_ZONE });

@injectable()
export class SystemClock implements Clock {
  nowMillis(): number {
    return Date.now();
  }

  today(): string {
    return pacific(this.nowMillis()).toFormat('yyyy-MM-dd');
  }
}

/** A real calendar day written yyyy-mm-dd; 2025-02-30 and friends are refused. */
export function parseDay(raw: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw)) return null;
  return DateTime.fromFormat(raw, 'yyyy-MM-dd', { zone: PACIFIC_ZONE }).isValid ? raw : null;
}

/**
 * Sandbox only: `today=YYYY-MM-DD` on any URL pins the day for the browser session, so that date-bound
 * rules can be shown and tested (sandbox personas). The time of day keeps running.
 */
@injectable()
export class SandboxClock implements Clock {
  private readonly pin: SessionPin<string>;

  constructor(
    @inject(SESSION_STORE) store: KeyValueStore,
    @inject(PAGE_LOCATION) location: PageLocation,
    @inject(SYSTEM_CLOCK) private readonly system: Clock,
  ) {
    this.pin = new SessionPin(store, location, 'today', 'md_sandbox_today', parseDay);
  }

  /** The pinned day, or null: what the HTTP client sends as X-Sandbox-Today. */
  pinnedDay(): string | null {
    return this.pin.value();
  }

  today(): string {
    return this.pinnedDay() ?? this.system.today();
  }

  nowMillis(): number {
    const day = this.pinnedDay();
    const now = this.system.nowMillis();
    if (day === null) return now;
    const time = pacific(now);
    return DateTime.fromFormat(day, 'yyyy-MM-dd', { zone: PACIFIC_ZONE })
      .set({ hour: time.hour, minute: time.minute, second: time.second, millisecond: time.millisecond })
      .toMillis();
  }
}
