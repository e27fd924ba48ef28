import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { DateTime } from 'luxon';
import { SystemClock } from '../../../adapters/browser/clocks';
import { formatBannerDate } from '../../../domain/rules/formats';
import { planDayNote } from '../../../domain/rules/plan-day';
import type { MemberWorld } from '../../support/world';
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
Given('the time is {int}:{int} UTC on {date}', function (this: MemberWorld, hour: number, minute: number, day: string) {
  const instant = DateTime.fromISO(day, { zone: 'utc' }).set({ hour, minute }).toMillis();
  this.remember('instant', instant);
});

worksOut('today', function (this: MemberWorld) {
  this.result = new ClockAt(this.recall<number>('instant')).today();
});

worksOut('the year', function (this: MemberWorld) {
  this.result = new ClockAt(this.recall<number>('instant')).year();
});

// Single-use: the clock and the plan's day, which only the plan day rule reads.
Then('the year is {int}', function (this: MemberWorld, year: number) {
  assert.equal(this.result, year);
});

// Single-use: the clock and the plan's day, which only the plan day rule reads.
Then('today is {date}', function (this: MemberWorld, day: string) {
  assert.equal(this.result, day);
});

// Single-use: the clock and the plan's day, which only the plan day rule reads.
When('a page names today, {date}', function (this: MemberWorld, day: string) {
  this.result = planDayNote(formatBannerDate(day));
});

reads('day named on the page', function (this: MemberWorld, text: string) {
  assert.equal(this.result, text);
});
