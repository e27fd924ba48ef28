import { DateTime } from 'luxon';

/**
 * Date arithmetic on the sandbox's `today` (yyyy-mm-dd). Every persona date goes through here, so that a
 * persona keeps its situation whatever day it is or is pinned to. Dates are calendar days (UTC), never
 * instants, so no time zone can shift them.
 */

/** The end date the insurer writes for an open-ended primary care assignment. */
export const OPEN_ENDED = '9999-12-31';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  return ISO_DATE.test(value) && DateTime.fromISO(value, { zone: 'utc' }).isValid;
}

function parse(iso: string): DateTime {
  const date = DateTime.fromISO(iso, { zone: 'utc' });
  if (!ISO_DATE.test(iso) || !date.isValid) throw new RangeError(`Not a yyyy-mm-dd date: '${iso}'`);
  return date;
}

function format(date: DateTime): string {
  return date.toFormat('yyyy-MM-dd');
}

export interface Offset {
  readonly years?: number;
  readonly months?: number;
  readonly days?: number;
}

/** A calendar day with the handful of moves persona data needs. Immutable. */
export class SandboxDay {
  private constructor(private readonly date: DateTime) {}

  static of(iso: string): SandboxDay {
    return new SandboxDay(parse(iso));
  }

  get iso(): string {
    return format(this.date);
  }

  get year(): number {
    return this.date.year;
  }

  /** 1 = Monday ... 7 = Sunday. */
  get weekday(): number {
    return this.date.weekday;
  }

  plus(offset: Offset): SandboxDay {
    return new SandboxDay(this.date.plus(offset));
  }

  minus(offset: Offset): SandboxDay {
    return new SandboxDay(this.date.minus(offset));
  }

  startOfMonth(): SandboxDay {
    return new SandboxDay(this.date.startOf('month'));
  }

  endOfMonth(): SandboxDay {
    return new SandboxDay(this.date.endOf('month').startOf('day'));
  }

  startOfYear(): SandboxDay {
    return new SandboxDay(this.date.startOf('year'));
  }

  firstOfNextMonth(): SandboxDay {
    return new SandboxDay(this.date.startOf('month').plus({ months: 1 }));
  }

  /** The nth weekday (1 = Monday) of a month of this day's year; n = -1 is the last one. */
  nthWeekdayOf(month: number, weekday: number, n: number): SandboxDay {
    const first = DateTime.utc(this.date.year, month, 1);
    if (n > 0) {
      const shift = (weekday - first.weekday + 7) % 7;
      return new SandboxDay(first.plus({ days: shift + (n - 1) * 7 }));
    }
    const last = first.endOf('month').startOf('day');
    const shift = (last.weekday - weekday + 7) % 7;
    return new SandboxDay(last.minus({ days: shift }));
  }

  /** A day of this day's year. */
  dayOfYear(month: number, day: number): SandboxDay {
    return new SandboxDay(DateTime.utc(this.date.year, month, day));
  }

  isBefore(other: SandboxDay | string): boolean {
    return this.iso < (typeof other === 'string' ? other : other.iso);
  }

  /** e.g. 'Thursday, November 26' for calendars and letters. */
  longLabel(): string {
    return this.date.setLocale('en-US').toFormat('cccc, LLLL d');
  }

  /** 'jueves, 24 de diciembre de 2026'. */
  spanishLabel(): string {
    return this.date.setLocale('es-US').toFormat("cccc, d 'de' LLLL 'de' yyyy");
  }
}

/** The date of birth of someone exactly `years` old whose last birthday was `daysSinceBirthday` days ago. */
export function birthDateForAge(today: string, years: number, daysSinceBirthday: number): string {
  return SandboxDay.of(today).minus({ days: daysSinceBirthday }).minus({ years }).iso;
}
