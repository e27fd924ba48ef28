import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { DateTime } from 'luxon';
import { SystemClock } from '../../../adapters/browser/clocks';
import { formatBannerDate } from '../../../domain/rules/formats';
import { planDayNote } from '../../../domain/rules/plan-day';
import type { MemberWorld } from '../../support/world';
import { dayOf } from './helpers';
import { reads, worksOut } from '../shared/screens.steps';

/** The browser's own clock, stopped at one instant. */
class ClockAt extends SystemClock {
  constructor(private readonly instant: number) {
    super();
  }

  override nowMillis(): number {
    return this.instant;
  }
}

// Single-use: the clock and the plan's day, which only the plan day rule reads.
Given(/^the time is (\d{2}):(\d{2}) UTC on (\d{1,2} \w+ \d{4})$/, function (this: MemberWorld, hour: string, minute: string, day: string) {
  const instant = DateTime.fromISO(dayOf(day), { zone: 'utc' }).set({ hour: Number(hour), minute: Number(minute) }).toMillis();
  this.remember('instant', instant);
});

worksOut('today', function (this: MemberWorld) {
  this.result = new ClockAt(this.recall<number>('instant')).today();
});

worksOut('the year', function (this: MemberWorld) {
  this.result = new ClockAt(this.recall<number>('instant')).year();
});

// Single-use: the clock and the plan's day, which only the plan day rule reads.
Then(/^the year is (\d{4})$/, function (this: MemberWorld, year: string) {
  assert.equal(this.result, Number(year));
});

// Single-use: the clock and the plan's day, which only the plan day rule reads.
Then(/^today is (\d{1,2} \w+ \d{4})$/, function (this: MemberWorld, day: string) {
  assert.equal(this.result, dayOf(day));
});

// Single-use: the clock and the plan's day, which only the plan day rule reads.
When(/^a page names today, (\d{1,2} \w+ \d{4})$/, function (this: MemberWorld, day: string) {
  this.result = planDayNote(formatBannerDate(dayOf(day)));
});

reads('day named on the page', function (this: MemberWorld, text: string) {
  assert.equal(this.result, text);
});
