import { describe, expect, it } from 'vitest';
import { CODE_LOCK_MILLIS, afterWrongCode, codeGate, isAppCode, makeRecoveryCodes, normaliseCode, useRecoveryCode } from './second-factor';

/** What the scenarios of features/domain/second-factor.feature leave out: odd input and the codes' shape. */
describe('second factor rules', () => {
  it('writes recovery codes in two groups of five, with no letter or digit a reader could mistake for another', () => {
    const codes = makeRecoveryCodes((count) => crypto.getRandomValues(new Uint8Array(count)));
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/);
  });

  it('makes ten codes even when the random bytes repeat themselves at first', () => {
    let calls = 0;
    const codes = makeRecoveryCodes((count) => Uint8Array.from({ length: count }, (_value, index) => (calls++ < 30 ? 0 : index + calls)));
    expect(new Set(codes).size).toBe(10);
  });

  it('refuses an empty recovery code, and one made only of spaces and dashes', () => {
    expect(useRecoveryCode(['ABCDE-23456'], '')).toEqual({ accepted: false });
    expect(useRecoveryCode(['ABCDE-23456'], ' - ')).toEqual({ accepted: false });
  });

  it('reads a pasted code without its spaces, dashes and case', () => {
    expect(normaliseCode(' 123 456\n')).toBe('123456');
    expect(normaliseCode('abcde-23456')).toBe('ABCDE23456');
  });

  it("takes as an app's code 6 digits, pasted with spaces or a dash, and nothing else", () => {
    expect(isAppCode(' 123 456 ')).toBe(true);
    expect(isAppCode('123-456')).toBe(true);
    for (const typed of ['', '12ab', '12345', '1234567', 'ABCDE-23456']) expect(isAppCode(typed)).toBe(false);
  });

  it('counts no wrong code while the codes are locked', () => {
    const locked = { wrong: 0, lockedUntilMillis: 1_000 + CODE_LOCK_MILLIS };
    expect(afterWrongCode(locked, 2_000)).toBe(locked);
    expect(codeGate(locked, 2_000)).toEqual({ kind: 'locked', untilMillis: 1_000 + CODE_LOCK_MILLIS });
  });
});
