import { Given } from '@cucumber/cucumber';
import type { MemberWorld } from '../../support/world';
import { dayOf } from './helpers';

// The day every date rule in the scenario sees, written the way people write dates: 'it is 15 June 2025'.
Given('it is {int} {word} {int}', function (this: MemberWorld, day: number, month: string, year: number) {
  this.today = dayOf(`${day} ${month} ${year}`);
});
