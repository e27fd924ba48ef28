import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { NewIdAction, NewIdForm } from '../../../domain/rules/new-id-form';
import type { Rule } from '../../../domain/rules/validators';
import {
  adultRule,
  dateOfBirthRules,
  matchCheck,
  nameRules,
  passwordRules,
  subscriberIdRules,
  textFieldRules,
  usernameRules,
} from '../../../domain/rules/field-rules';
import { dateRangeError, strictDateRangeError } from '../../../domain/rules/date-range';
import { validateNewIdForm } from '../../../domain/rules/new-id-form';
import { validateRegistrationPolicies } from '../../../domain/rules/registration-policies';
import { emailRules, validate, validateLoginForm } from '../../../domain/rules/validators';
import type { MemberWorld } from '../../support/world';
import { dayOf } from './helpers';
import { reads } from '../shared/screens.steps';
import { answered } from '../shared/answers';

const fieldRules = (field: string, today: string): readonly Rule[] => {
  switch (field) {
    case 'password':
      return passwordRules();
    case 'first name':
      return nameRules('First name');
    case 'username':
      return usernameRules();
    case 'security answer':
      return textFieldRules('Security answer');
    case 'subscriber ID':
      return subscriberIdRules();
    case 'email address':
      return emailRules();
    case 'date of birth':
      return dateOfBirthRules(today);
    default:
      throw new Error(`Unknown field '${field}'`);
  }
};

/** 'nothing' in a feature means no message at all. */
const messageOrNothing = (message: string | null | undefined): string => message ?? 'nothing';

// Single-use: a form field and its check, which only the validators rule states.
When(
  /^"([^"]*)" is typed as the (password|first name|username|security answer|subscriber ID|email address|date of birth)$/,
  function (this: MemberWorld, value: string, field: string) {
    this.result = validate(value, fieldRules(field, this.today));
  },
);

reads('field message', function (this: MemberWorld, message: string) {
  assert.equal(this.result, message);
});

// Single-use: a form field and its check, which only the validators rule states.
Then('the field has no message', function (this: MemberWorld) {
  assert.equal(this.result, null);
});

// Single-use: a form field and its check, which only the validators rule states.
When('the login form is checked with username {string} and password {string}', function (this: MemberWorld, username: string, password: string) {
  this.result = validateLoginForm({ username, password });
});

reads('login form messages', function (this: MemberWorld, expected: string) {
  const errors = this.result as { readonly username?: string; readonly password?: string };
  const messages = [errors.username, errors.password].filter((message) => message !== undefined);
  assert.equal(messages.length === 0 ? 'nothing' : messages.join('; '), expected);
});

// Going on from the Providence welcome page: the form's check, or the page's answer on the app (session/sign-in-screens.steps.ts).
When(
  /^they go on with the digital communications policy (confirmed|not confirmed)$/,
  answered('they go on with the digital communications policy confirmed or not', function (this: MemberWorld, confirmed: string) {
    this.result = validateRegistrationPolicies({ communicationPolicySigned: confirmed === 'confirmed' });
  }),
);

reads('policies message', function (this: MemberWorld, expected: string) {
  assert.equal(messageOrNothing(this.result as string | null), expected);
});

// Customer service going on from the new ID form: the form's check, or the screen's answer on the app (session/sign-in-screens.steps.ts).
When(
  /^they (continue as subscriber|submit a member) with the subscriber ID "([^"]*)", first name "([^"]*)", last name "([^"]*)" and date of birth "([^"]*)"$/,
  answered(
    'they continue as subscriber or submit a member with the new ID form',
    function (this: MemberWorld, choice: string, subscriberId: string, firstName: string, lastName: string, dateOfBirth: string) {
      const action: NewIdAction = choice === 'continue as subscriber' ? 'continue-as-subscriber' : 'submit';
      const form: NewIdForm = { subscriberId, firstName, lastName, dateOfBirth };
      this.result = validateNewIdForm(form, action, this.today);
    },
  ),
);

reads('new ID form messages', function (this: MemberWorld, expected: string) {
  const messages = Object.values(this.result as Record<string, string>);
  assert.equal(messages.length === 0 ? 'nothing' : messages.join('; '), expected);
});

// Single-use: a form field and its check, which only the validators rule states.
When(/^a (plain|strict) date range from "([^"]*)" to "([^"]*)" is checked$/, function (this: MemberWorld, kind: string, start: string, end: string) {
  this.result =
    kind === 'strict' ? strictDateRangeError(dayOf(start), dayOf(end), this.today) : dateRangeError(dayOf(start), dayOf(end));
});

reads('date range message', function (this: MemberWorld, expected: string) {
  assert.equal(messageOrNothing(this.result as string | null), expected);
});

// Single-use: a form field and its check, which only the validators rule states.
When('{string} is confirmed as {string}', function (this: MemberWorld, first: string, second: string) {
  this.result = matchCheck(first, second);
});

reads('confirmation check', function (this: MemberWorld, expected: string) {
  assert.equal(messageOrNothing(this.result as string | null), expected);
});

// Single-use: a form field and its check, which only the validators rule states.
When('the date of birth {string} is checked for an adult', function (this: MemberWorld, birth: string) {
  this.result = adultRule(this.today)(dayOf(birth));
});

reads('adult check', function (this: MemberWorld, expected: string) {
  assert.equal(messageOrNothing(this.result as string | null), expected);
});
