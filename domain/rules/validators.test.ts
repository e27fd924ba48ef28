import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { Rule } from './validators';
import {
  adultRule,
  dateOfBirthRules,
  idRules,
  matchCheck,
  maxLength,
  minLength,
  nameRules,
  passwordRules,
  subscriberIdRules,
  textFieldRules,
  usernameRules,
} from './field-rules';
import { validateNewIdForm } from './new-id-form';
import { validateRegistrationPolicies } from './registration-policies';
import {
  emailRules,
  hasErrors,
  pattern,
  required,
  validate,
  validateEmailAddress,
  validateLoginForm,
} from './validators';

const TODAY = '2025-06-15';
const anyString = fc.string({ unit: 'binary', maxLength: 60 });
const alnum = (min: number, max: number) => fc.stringMatching(new RegExp(`^[A-Za-z0-9]{${min},${max}}$`));
const blank = fc.stringMatching(/^[ \t]{0,5}$/);

/** Arbitrary input never throws and always answers a string or null. */
const neverThrows = (rules: readonly Rule[]): void =>
  fc.assert(
    fc.property(anyString, (value) => {
      const message = validate(value, rules);
      expect(message === null || typeof message === 'string').toBe(true);
    }),
  );

const allFailWith = (rules: readonly Rule[], values: fc.Arbitrary<string>, message: string): void =>
  fc.assert(fc.property(values, (value) => {
    expect(validate(value, rules)).toBe(message);
  }));

const allPass = (rules: readonly Rule[], values: fc.Arbitrary<string>): void =>
  fc.assert(fc.property(values, (value) => {
    expect(validate(value, rules)).toBeNull();
  }));

describe('generic rules and messages', () => {
  it('build the spec messages from the label', () => {
    expect(required('Group name')('')).toBe('Group name is a required field');
    expect(pattern('Group Name', /^a$/)('b')).toBe('Invalid group name');
    expect(minLength('Group name', 3)('ab')).toBe('Group name is under the character minimum');
    expect(maxLength('Group name', 3)('abcd')).toBe('Group name exceeds the maximum number of characters');
  });

  it('let a field override a message', () => {
    expect(required('Email address', 'Tell us your e-mail')('')).toBe('Tell us your e-mail');
    expect(pattern('Code', /^\d+$/, 'Digits only')('x')).toBe('Digits only');
  });

  it('treat whitespace alone as missing and leave empty values to required', () => {
    expect(required('Username')('   ')).toBe('Username is a required field');
    expect(pattern('Code', /^\d+$/)('')).toBeNull();
    expect(minLength('Code', 3)('')).toBeNull();
  });

  it('report the first failing rule', () => {
    expect(validate('', [required('A'), minLength('A', 3)])).toBe('A is a required field');
    expect(validate('ab', [required('A'), minLength('A', 3)])).toBe('A is under the character minimum');
    expect(validate('abc', [required('A'), minLength('A', 3)])).toBeNull();
  });

  it('keep no state between calls, even with a global pattern', () => {
    const rule = pattern('Code', /^\d+$/g);
    expect([rule('123'), rule('123'), rule('123')]).toEqual([null, null, null]);
  });
});

describe('password: 6-15 letters or digits with at least one digit', () => {
  const rules = passwordRules();
  const valid = fc
    .tuple(alnum(5, 14), fc.integer({ min: 0, max: 9 }), fc.nat())
    .map(([text, digit, at]) => {
      const position = at % (text.length + 1);
      return `${text.slice(0, position)}${digit}${text.slice(position)}`;
    });

  it('never throws', () => neverThrows(rules));
  it('accepts generated valid passwords', () => allPass(rules, valid));
  it('accepts the sandbox password', () => expect(validate('Sandbox1', rules)).toBeNull());
  it('requires a value', () => allFailWith(rules, blank, 'Password is a required field'));
  it('refuses fewer than 6', () => allFailWith(rules, alnum(1, 5), 'Password is under the character minimum'));
  it('refuses more than 15', () => allFailWith(rules, alnum(16, 40), 'Password exceeds the maximum number of characters'));
  it('refuses passwords without a digit', () => allFailWith(rules, fc.stringMatching(/^[A-Za-z]{6,15}$/), 'Invalid password'));
  it('refuses other characters', () => allFailWith(rules, fc.stringMatching(/^[A-Za-z0-9]{2,6}[!@# _-][0-9]{3,6}$/), 'Invalid password'));
  it('accepts the boundaries', () => {
    expect(validate('abcde1', rules)).toBeNull();
    expect(validate('abcdefghijklmn1', rules)).toBeNull();
  });
});

describe('name', () => {
  const rules = nameRules('First name');
  const valid = fc.stringMatching(/^[A-Za-z',`-][A-Za-z',`\-. ]{0,29}$/);

  it('never throws', () => neverThrows(rules));
  it('accepts generated valid names', () => allPass(rules, valid));
  it.each(["O'Brien", 'Mary-Kate', 'St. John', "'Iolani", '-Ann', '`Tick', 'Smith, Jr.'])('accepts %s', (name) => {
    expect(validate(name, rules)).toBeNull();
  });
  it('requires a value', () => allFailWith(rules, blank, 'First name is a required field'));
  it('refuses more than 30', () => allFailWith(rules, fc.stringMatching(/^[A-Za-z]{31,50}$/), 'First name exceeds the maximum number of characters'));
  it('refuses a leading period or space', () => allFailWith(rules, fc.stringMatching(/^[. ][A-Za-z]{1,10}$/), 'Invalid first name'));
  it('refuses digits and other characters', () => allFailWith(rules, fc.stringMatching(/^[A-Za-z]{1,10}[0-9@!?_]{1,3}$/), 'Invalid first name'));
  it('lets an optional name be blank', () => expect(validate('  ', nameRules('Last name', { required: false }))).toBeNull());
});

describe('username: 3-16 letters or digits', () => {
  const rules = usernameRules();
  it('never throws', () => neverThrows(rules));
  it('accepts generated valid usernames', () => allPass(rules, alnum(3, 16)));
  it('requires a value', () => allFailWith(rules, blank, 'Username is a required field'));
  it('refuses fewer than 3', () => allFailWith(rules, alnum(1, 2), 'Username is under the character minimum'));
  it('refuses more than 16', () => allFailWith(rules, alnum(17, 40), 'Username exceeds the maximum number of characters'));
  it('refuses other characters', () => allFailWith(rules, fc.stringMatching(/^[A-Za-z0-9]{1,8}[ ._@-][A-Za-z0-9]{1,7}$/), 'Invalid username'));
});

describe('text field: 3-30 characters', () => {
  const rules = textFieldRules('Security answer');
  const visible = (min: number, max: number) =>
    fc.string({ unit: 'grapheme-ascii', minLength: min, maxLength: max }).filter((s) => s.trim() !== '');

  it('never throws', () => neverThrows(rules));
  it('accepts 3 to 30 characters', () => allPass(rules, visible(3, 30)));
  it('requires a value', () => allFailWith(rules, blank, 'Security answer is a required field'));
  it('refuses fewer than 3', () => allFailWith(rules, visible(1, 2), 'Security answer is under the character minimum'));
  it('refuses more than 30', () => allFailWith(rules, visible(31, 60), 'Security answer exceeds the maximum number of characters'));
  it('counts an emoji as one character', () => expect(validate('😀😀😀', rules)).toBeNull());
});

describe('id: 9-10 letters or digits (also the subscriber ID format)', () => {
  for (const [label, rules] of [['Member ID', idRules('Member ID')], ['Subscriber ID', subscriberIdRules()]] as const) {
    it(`${label}: never throws`, () => neverThrows(rules));
    it(`${label}: accepts 9 or 10`, () => allPass(rules, alnum(9, 10)));
    it(`${label}: requires a value`, () => allFailWith(rules, blank, `${label} is a required field`));
    it(`${label}: refuses fewer than 9`, () => allFailWith(rules, alnum(1, 8), `${label} is under the character minimum`));
    it(`${label}: refuses more than 10`, () => allFailWith(rules, alnum(11, 30), `${label} exceeds the maximum number of characters`));
    it(`${label}: refuses other characters`, () =>
      allFailWith(rules, fc.stringMatching(/^[A-Za-z0-9]{4,5}[ -][A-Za-z0-9]{4}$/), `Invalid ${label.toLowerCase()}`));
  }
});

describe('email', () => {
  const rules = emailRules();
  it('never throws', () => neverThrows(rules));
  it('accepts generated addresses', () => allPass(rules, fc.emailAddress().filter((e) => e.split('@')[1]?.includes('.') === true)));
  it.each(['avery@example.com', 'a.b+c@mail.example.co.uk', "o'brien@example.org"])('accepts %s', (email) => {
    expect(validateEmailAddress(email)).toBeNull();
  });
  it('requires a value', () => allFailWith(rules, blank, 'Email address is a required field'));
  it.each(['avery', 'avery@', '@example.com', 'avery@example', 'a b@example.com', 'avery@@example.com', 'avery@example..com', '.avery@example.com'])(
    'refuses %s',
    (email) => expect(validateEmailAddress(email)).toBe('Invalid email address'),
  );
  it('refuses anything without an @', () => allFailWith(rules, fc.stringMatching(/^[a-z.]{1,20}$/), 'Invalid email address'));
});

const day = (offset: number): string => DateTime.fromISO(TODAY, { zone: 'utc' }).plus({ days: offset }).toISODate() ?? '';

describe('match check', () => {
  it('answers mismatch only when the values differ', () => {
    fc.assert(fc.property(anyString, anyString, (a, b) => {
      expect(matchCheck(a, a)).toBeNull();
      expect(matchCheck(a, b)).toBe(a === b ? null : 'mismatch');
    }));
  });
});

describe('date of birth and adult', () => {
  const rules = dateOfBirthRules(TODAY);
  it('never throws', () => neverThrows([...rules, adultRule(TODAY)]));
  it('accepts any day up to today', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 40000 }), (back) => {
      expect(validate(day(-back), rules)).toBeNull();
    }));
  });
  it('refuses a day after today', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 4000 }), (ahead) => {
      expect(validate(day(ahead), rules)).toBe('Date of birth cannot be after today');
    }));
  });
  it('requires a real date', () => {
    expect(validate('', rules)).toBe('Date of birth is a required field');
    expect(validate('02/30/2000', rules)).toBe('Invalid date of birth');
    expect(validate('06/15/2025', rules)).toBeNull();
  });
  it('finds adults from their 18th birthday', () => {
    const adult = adultRule(TODAY);
    expect(adult('2007-06-15')).toBeNull();
    expect(adult('2007-06-16')).toBe('You must be at least 18 years old');
    expect(adult('')).toBeNull();
  });
});

describe('login form', () => {
  it('requires username and password, nothing else', () => {
    expect(validateLoginForm({ username: '', password: '' })).toEqual({
      username: 'Username is a required field',
      password: 'Password is a required field',
    });
    expect(validateLoginForm({ username: 'subscriber', password: '' })).toEqual({ password: 'Password is a required field' });
    expect(validateLoginForm({ username: 'a!', password: 'x' })).toEqual({});
  });

  it('never throws and flags exactly the blank fields (property)', () => {
    fc.assert(fc.property(anyString, anyString, (username, password) => {
      const errors = validateLoginForm({ username, password });
      expect('username' in errors).toBe(username.trim() === '');
      expect('password' in errors).toBe(password.trim() === '');
    }));
  });
});

describe('registration policies', () => {
  it('needs the digital communications policy confirmed', () => {
    expect(validateRegistrationPolicies({ communicationPolicySigned: false })).toBe(
      'Please confirm you have read our digital communications policy.',
    );
    expect(validateRegistrationPolicies({ communicationPolicySigned: true })).toBeNull();
  });
});

describe('new ID form', () => {
  const complete = { subscriberId: 'SUB123456', firstName: 'Avery', lastName: 'Lindqvist', dateOfBirth: '1980-05-20' };
  const MEMBER_MESSAGE = "First name, last name, and date of birth required unless selecting 'Continue as subscriber'";

  it('accepts a complete specific member', () => {
    expect(validateNewIdForm(complete, 'submit', TODAY)).toEqual({});
  });

  it.each(['firstName', 'lastName', 'dateOfBirth'] as const)('asks for every member detail when %s is missing', (field) => {
    expect(validateNewIdForm({ ...complete, [field]: '' }, 'submit', TODAY)).toEqual({ member: MEMBER_MESSAGE });
  });

  it('needs only the subscriber ID to continue as subscriber', () => {
    expect(validateNewIdForm({ ...complete, firstName: '', lastName: '', dateOfBirth: '' }, 'continue-as-subscriber', TODAY)).toEqual({});
    expect(validateNewIdForm({ ...complete, subscriberId: '' }, 'continue-as-subscriber', TODAY)).toEqual({
      subscriberId: 'Subscriber ID is a required field',
    });
  });

  it('checks the subscriber ID format, the names and a date of birth not after today', () => {
    expect(validateNewIdForm({ ...complete, subscriberId: 'SUB-1' }, 'submit', TODAY).subscriberId).toBe(
      'Subscriber ID is under the character minimum',
    );
    expect(validateNewIdForm({ ...complete, firstName: 'Av3ry' }, 'submit', TODAY)).toEqual({ firstName: 'Invalid first name' });
    expect(validateNewIdForm({ ...complete, dateOfBirth: '2025-06-16' }, 'submit', TODAY)).toEqual({
      dateOfBirth: 'Date of birth cannot be after today',
    });
  });

  it('never throws (property)', () => {
    fc.assert(fc.property(anyString, anyString, anyString, anyString, fc.constantFrom('submit', 'continue-as-subscriber' as const), (subscriberId, firstName, lastName, dateOfBirth, action) => {
      const errors = validateNewIdForm({ subscriberId, firstName, lastName, dateOfBirth }, action, TODAY);
      expect(typeof hasErrors(errors)).toBe('boolean');
    }));
  });

  it('hasErrors sees any message', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ member: undefined })).toBe(false);
    expect(hasErrors({ member: MEMBER_MESSAGE })).toBe(true);
  });
});
