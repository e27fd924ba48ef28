import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  validateCredentialsForm,
  validatePasswordChangeForm,
  validatePasswordResetForm,
  validateSecurityAnswersForm,
  validateUserDetailsForm,
  validateUsernameForm,
  zipCodeRules,
} from './account-forms';
import { validate } from './validators';

const TODAY = '2025-06-15';

const details = {
  firstName: 'Owen',
  lastName: 'Hollis',
  dateOfBirth: '2005-01-20',
  subscriberId: 'M12345678',
  zipCode: '97201',
};

describe('validatePasswordChangeForm', () => {
  it('accepts a current password, a new one by the rule and its confirmation', () => {
    expect(validatePasswordChangeForm({ currentPassword: 'Sandbox1', newPassword: 'Harbor42', confirmPassword: 'Harbor42' })).toEqual({});
  });

  it('names every missing field with the generic message', () => {
    expect(validatePasswordChangeForm({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: 'Current password is a required field',
      newPassword: 'New password is a required field',
      confirmPassword: 'Confirm new password is a required field',
    });
  });

  it('applies the password rule to the new password only', () => {
    expect(validatePasswordChangeForm({ currentPassword: 'x', newPassword: 'abc', confirmPassword: 'abc' }).newPassword).toBe(
      'New password is under the character minimum',
    );
    expect(validatePasswordChangeForm({ currentPassword: 'x', newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' }).newPassword).toBe(
      'Invalid new password',
    );
  });

  it('says when the confirmation does not match', () => {
    expect(validatePasswordChangeForm({ currentPassword: 'x', newPassword: 'Harbor42', confirmPassword: 'Harbor43' }).confirmPassword).toBe(
      'Passwords do not match',
    );
  });
});

describe('validateUserDetailsForm', () => {
  it('accepts an adult member’s details', () => {
    expect(validateUserDetailsForm(details, TODAY, { adultsOnly: true })).toEqual({});
  });

  it('refuses a minor for registration but not for a username reminder', () => {
    const minor = { ...details, dateOfBirth: '2013-03-02' };
    expect(validateUserDetailsForm(minor, TODAY, { adultsOnly: true }).dateOfBirth).toBe('You must be at least 18 years old to create an account');
    expect(validateUserDetailsForm(minor, TODAY, { adultsOnly: false })).toEqual({});
  });

  it('checks names, the date, the subscriber ID and the ZIP code', () => {
    expect(
      validateUserDetailsForm({ firstName: '9Owen', lastName: '', dateOfBirth: '2030-01-01', subscriberId: 'M12', zipCode: '9720' }, TODAY, {
        adultsOnly: false,
      }),
    ).toEqual({
      firstName: 'Invalid first name',
      lastName: 'Last name is a required field',
      dateOfBirth: 'Date of birth cannot be after today',
      subscriberId: 'Subscriber ID is under the character minimum',
      zipCode: 'Invalid zip code',
    });
  });
});

describe('zipCodeRules', () => {
  it.each(['97201', '97201-1234'])('accepts %s', (zip) => expect(validate(zip, zipCodeRules())).toBeNull());
  it.each(['9720', '972011', 'ABCDE', '97201-12'])('refuses %s', (zip) => expect(validate(zip, zipCodeRules())).toBe('Invalid zip code'));
});

describe('validateCredentialsForm', () => {
  it('accepts a username, an e-mail address and a confirmed password', () => {
    expect(validateCredentialsForm({ username: 'owenh', emailAddress: 'owen@example.com', password: 'Harbor42', confirmPassword: 'Harbor42' })).toEqual({});
  });

  it('uses the username, e-mail and password rules', () => {
    expect(validateCredentialsForm({ username: 'ow', emailAddress: 'owen@', password: 'harbor', confirmPassword: 'harbor' })).toEqual({
      username: 'Username is under the character minimum',
      emailAddress: 'Invalid email address',
      password: 'Invalid password',
    });
  });

  it('wants the password confirmed', () => {
    expect(validateCredentialsForm({ username: 'owenh', emailAddress: 'owen@example.com', password: 'Harbor42', confirmPassword: '' }).confirmPassword).toBe(
      'Confirm password is a required field',
    );
  });
});

describe('validateSecurityAnswersForm', () => {
  const answers = { firstQuestionId: 'FIRST_PET', firstAnswer: 'Biscuit', secondQuestionId: 'BIRTH_CITY', secondAnswer: 'Salem' };

  it('accepts two different questions with answers of 3 to 30 characters', () => {
    expect(validateSecurityAnswersForm(answers)).toEqual({});
  });

  it('refuses the same question twice', () => {
    expect(validateSecurityAnswersForm({ ...answers, secondQuestionId: 'FIRST_PET' }).secondQuestionId).toBe('Choose two different security questions');
  });

  it('wants questions chosen and answers of the right length', () => {
    expect(validateSecurityAnswersForm({ firstQuestionId: '', firstAnswer: 'ab', secondQuestionId: 'BIRTH_CITY', secondAnswer: 'x'.repeat(31) })).toEqual({
      firstQuestionId: 'Security question 1 is a required field',
      firstAnswer: 'Answer 1 is under the character minimum',
      secondAnswer: 'Answer 2 exceeds the maximum number of characters',
    });
  });
});

describe('recovery forms', () => {
  it('asks for a username by the username rule', () => {
    expect(validateUsernameForm({ username: '' })).toEqual({ username: 'Username is a required field' });
    expect(validateUsernameForm({ username: 'subscriber' })).toEqual({});
  });

  it('asks for the answer and a confirmed new password', () => {
    expect(validatePasswordResetForm({ answer: '', newPassword: 'Harbor42', confirmPassword: 'Harbor24' })).toEqual({
      answer: 'Answer is a required field',
      confirmPassword: 'Passwords do not match',
    });
  });
});

describe('account forms (properties)', () => {
  const anyText = fc.string({ unit: 'binary', maxLength: 60 });
  const alnum = (min: number, max: number) => fc.stringMatching(new RegExp(`^[A-Za-z0-9]{${min},${max}}$`));
  const name = fc.stringMatching(/^[A-Za-z][A-Za-z'-]{0,29}$/);
  const zip = fc.stringMatching(/^\d{5}(-\d{4})?$/);
  const password = fc
    .tuple(alnum(5, 14), fc.integer({ min: 0, max: 9 }), fc.nat())
    .map(([text, digit, at]) => `${text.slice(0, at % (text.length + 1))}${digit}${text.slice(at % (text.length + 1))}`);
  const answer = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ]{1,28}[A-Za-z0-9]$/);
  /** A day between 1930 and 18 years before TODAY, as a date input gives it (yyyy-mm-dd). */
  const adultBirthday = fc
    .date({ min: new Date('1930-01-01T00:00:00Z'), max: new Date('2007-06-15T00:00:00Z'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));
  const email = fc.emailAddress().filter((address) => address.split('@')[1]?.includes('.') === true);

  /** An answer is a record of messages for fields of the form, and nothing else. */
  const expectMessagesFor = (errors: object, fields: readonly string[]): void => {
    for (const [field, message] of Object.entries(errors)) {
      expect(fields).toContain(field);
      expect(typeof message).toBe('string');
    }
  };

  it('never throw on arbitrary input and answer only for the form\'s own fields', () => {
    fc.assert(
      fc.property(fc.array(anyText, { minLength: 5, maxLength: 5 }), fc.boolean(), ([a = '', b = '', c = '', d = '', e = ''], adultsOnly) => {
        expectMessagesFor(validatePasswordChangeForm({ currentPassword: a, newPassword: b, confirmPassword: c }), ['currentPassword', 'newPassword', 'confirmPassword']);
        expectMessagesFor(validateUserDetailsForm({ firstName: a, lastName: b, dateOfBirth: c, subscriberId: d, zipCode: e }, TODAY, { adultsOnly }), Object.keys(details));
        expectMessagesFor(validateCredentialsForm({ username: a, emailAddress: b, password: c, confirmPassword: d }), ['username', 'emailAddress', 'password', 'confirmPassword']);
        expectMessagesFor(validateSecurityAnswersForm({ firstQuestionId: a, firstAnswer: b, secondQuestionId: c, secondAnswer: d }), [
          'firstQuestionId',
          'firstAnswer',
          'secondQuestionId',
          'secondAnswer',
        ]);
        expectMessagesFor(validateUsernameForm({ username: a }), ['username']);
        expectMessagesFor(validatePasswordResetForm({ answer: a, newPassword: b, confirmPassword: c }), ['answer', 'newPassword', 'confirmPassword']);
        const zipMessage = validate(e, zipCodeRules());
        expect(zipMessage === null || typeof zipMessage === 'string').toBe(true);
      }),
    );
  });

  it('accept every generated valid form', () => {
    fc.assert(
      fc.property(
        fc.record({ firstName: name, lastName: name, dateOfBirth: adultBirthday, subscriberId: alnum(9, 10), zipCode: zip }),
        fc.record({ username: alnum(3, 16), emailAddress: email, password }),
        fc.tuple(fc.uniqueArray(alnum(1, 4), { minLength: 2, maxLength: 2 }), answer, answer),
        password,
        (userDetails, credentials, [[first = 'q1', second = 'q2'], firstAnswer, secondAnswer], newPassword) => {
          expect(validateUserDetailsForm(userDetails, TODAY, { adultsOnly: true })).toEqual({});
          expect(validateCredentialsForm({ ...credentials, confirmPassword: credentials.password })).toEqual({});
          expect(validateSecurityAnswersForm({ firstQuestionId: first, firstAnswer, secondQuestionId: second, secondAnswer })).toEqual({});
          expect(validateUsernameForm({ username: credentials.username })).toEqual({});
          expect(validatePasswordChangeForm({ currentPassword: firstAnswer, newPassword, confirmPassword: newPassword })).toEqual({});
          expect(validatePasswordResetForm({ answer: firstAnswer, newPassword, confirmPassword: newPassword })).toEqual({});
        },
      ),
    );
  });

  it('refuse a confirmation that differs from the password', () => {
    fc.assert(
      fc.property(password, password, (newPassword, confirmPassword) => {
        fc.pre(newPassword !== confirmPassword);
        expect(validatePasswordResetForm({ answer: 'blue', newPassword, confirmPassword }).confirmPassword).toBeDefined();
      }),
    );
  });
});
