import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isNewIdToken, readTokenClaims } from './token-claims';

const base64Url = (text: string): string =>
  Buffer.from(text, 'utf-8').toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenWith = (claims: unknown): string =>
  `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.c2lnbmF0dXJl`;

describe('readTokenClaims', () => {
  it('reads the claims of a JWT-shaped token', () => {
    const token = tokenWith({ memberKey: 'M-1', role: 'member', issuedByNewId: true, sub: 'subscriber', domainId: 1, groupId: '10001234' });
    expect(readTokenClaims(token)).toEqual({
      memberKey: 'M-1',
      role: 'member',
      issuedByNewId: true,
      sub: 'subscriber',
      domainId: 1,
      groupId: '10001234',
    });
  });

  it('decodes UTF-8 and base64url characters', () => {
    const claims = readTokenClaims(tokenWith({ memberKey: 'M-ü?>>~', role: 'new-id', sub: 'José' }));
    expect(claims).toEqual({ memberKey: 'M-ü?>>~', role: 'new-id', issuedByNewId: false, sub: 'José' });
  });

  it('leaves out optional claims it cannot use', () => {
    expect(readTokenClaims(tokenWith({ memberKey: 'M-1', role: 'member', domainId: 3, groupId: 10004760 }))).toEqual({
      memberKey: 'M-1',
      role: 'member',
      issuedByNewId: false,
      groupId: '10004760',
    });
  });

  it.each([
    ['an empty string', ''],
    ['two parts', 'abc.def'],
    ['four parts', 'a.b.c.d'],
    ['an empty payload', 'abc..sig'],
    ['a payload that is not base64url', 'abc.@@@@.sig'],
    ['a payload that is not JSON', `abc.${base64Url('hello')}.sig`],
    ['a JSON array', tokenWith([1, 2])],
    ['a JSON string', tokenWith('member')],
    ['no memberKey', tokenWith({ role: 'member' })],
    ['a numeric memberKey', tokenWith({ memberKey: 7, role: 'member' })],
    ['no role', tokenWith({ memberKey: 'M-1' })],
    ['a non-boolean issuedByNewId', tokenWith({ memberKey: 'M-1', role: 'member', issuedByNewId: 'yes' })],
  ])('is null for %s', (_case, token) => {
    expect(readTokenClaims(token)).toBeNull();
  });

  it('is null for invalid UTF-8', () => {
    const invalid = Buffer.from([0xff, 0xfe, 0xfd]).toString('base64url');
    expect(readTokenClaims(`abc.${invalid}.sig`)).toBeNull();
  });

  it('never throws, whatever it is given (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (token) => {
        expect(() => readTokenClaims(token)).not.toThrow();
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary' }), { minLength: 3, maxLength: 3 }), (parts) => {
        expect(() => readTokenClaims(parts.map(base64Url).join('.'))).not.toThrow();
      }),
    );
  });

  it('round-trips any member key and role (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 1 }), fc.string({ unit: 'binary' }), fc.boolean(), (memberKey, role, issuedByNewId) => {
        expect(readTokenClaims(tokenWith({ memberKey, role, issuedByNewId }))).toEqual({ memberKey, role, issuedByNewId });
      }),
    );
  });
});

describe('isNewIdToken', () => {
  it('is true only for the new-id role', () => {
    expect(isNewIdToken({ role: 'new-id' })).toBe(true);
    expect(isNewIdToken({ role: 'member' })).toBe(false);
    expect(isNewIdToken(null)).toBe(false);
  });
});
