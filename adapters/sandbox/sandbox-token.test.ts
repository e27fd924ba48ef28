import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bearerToken, decodeSandboxToken, encodeSandboxToken, SANDBOX_SIGNATURE, type SandboxClaims } from './sandbox-token';

const claims: fc.Arbitrary<SandboxClaims> = fc.record({
  sub: fc.string({ unit: 'grapheme', maxLength: 20 }),
  memberKey: fc.string({ maxLength: 12 }),
  role: fc.constantFrom('member' as const, 'new-id' as const),
  issuedByNewId: fc.boolean(),
  domainId: fc.constantFrom(1 as const, 2 as const, 5 as const),
  groupId: fc.string({ maxLength: 8 }),
});

describe('sandbox tokens (the sandbox insurer\'s claims codec)', () => {
  it('round-trip any claims, whatever characters they hold', () => {
    fc.assert(
      fc.property(claims, (value) => {
        expect(decodeSandboxToken(encodeSandboxToken(value, '2025-03-01T00:00:00Z'))).toEqual(value);
      }),
    );
  });

  it('never throw on an arbitrary token and refuse it', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (token) => {
        expect(decodeSandboxToken(token)).toBeNull();
      }),
    );
  });

  it('refuse a well-formed token whose claims are not the sandbox\'s', () => {
    const segment = (value: unknown): string =>
      btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    fc.assert(
      fc.property(fc.jsonValue(), (payload) => {
        expect(decodeSandboxToken(`${segment({ alg: 'none' })}.${segment(payload)}.${SANDBOX_SIGNATURE}`)).toBeNull();
      }),
    );
  });

  it('read a bearer header and nothing else', () => {
    expect(bearerToken('Bearer abc.def.sandbox')).toBe('abc.def.sandbox');
    fc.assert(
      fc.property(fc.option(fc.string({ unit: 'binary', maxLength: 60 }), { nil: undefined }), (header) => {
        const token = bearerToken(header);
        expect(token === null || typeof token === 'string').toBe(true);
      }),
    );
  });
});
