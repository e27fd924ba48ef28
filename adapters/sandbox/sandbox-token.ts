import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isRight } from 'fp-ts/Either';
import * as t from 'io-ts';
import type { DomainId } from '../../domain/model';
import type { AuthMethod } from '../../domain/rules/second-factor';

/**
 * JWT-shaped sandbox tokens, signed as a production gateway's are: base64url(header).base64url(claims).
 * base64url(HMAC-SHA256 of the two), with a secret made when the sandbox starts and an expiry 2 hours after
 * issue (the spec's cookie lifetime). The insurer refuses, with 401, a token whose claims were edited, one
 * past its expiry, and one whose session was logged out, so that authorisation mistakes show in tests.
 * The claims stay readable without the secret (the app reads memberKey and role from them).
 */

const ISSUER = 'sandbox-insurer';
/** How long a token is good for: the 2 hours the spec gives the token cookies (section 9). */
export const SANDBOX_TOKEN_LIFETIME_MS = 7_200_000;

export interface SandboxClaims {
  /** Username of the login (for staff-issued member tokens: the staff login). */
  readonly sub: string;
  readonly memberKey: string;
  readonly role: 'member' | 'new-id';
  readonly issuedByNewId: boolean;
  readonly domainId: DomainId;
  /** The group the token is for; empty for staff tokens. */
  readonly groupId: string;
  /**
   * How the member last proved who they are (OpenID's amr: 'password', 'totp', 'recovery-code', 'passkey')
   * and when (authTime, epoch milliseconds, as OpenID's auth_time): the fresh check before sensitive changes
   * reads them. A token without them has no proof the insurer can count as fresh.
   */
  readonly amr?: readonly AuthMethod[];
  readonly authTime?: number;
}

const AuthMethodCodec = t.union([t.literal('password'), t.literal('totp'), t.literal('recovery-code'), t.literal('passkey')]);
const ClaimsCodec = t.intersection([
  t.type({
    iss: t.literal(ISSUER),
    sub: t.string,
    memberKey: t.string,
    role: t.union([t.literal('member'), t.literal('new-id')]),
    issuedByNewId: t.boolean,
    domainId: t.union([t.literal(1), t.literal(2), t.literal(5)]),
    groupId: t.string,
  }),
  t.partial({ amr: t.readonlyArray(AuthMethodCodec), authTime: t.number }),
]);
const ExpiryCodec = t.type({ exp: t.number });

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) return null;
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  try {
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (character) => character.charCodeAt(0)));
  } catch {
    return null;
  }
}

const HEADER = toBase64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function parsePayload(payload: string): unknown {
  const json = fromBase64Url(payload);
  if (json === null) return null;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return null;
  }
}

/**
 * The claims a sandbox token says it carries, without checking its signature or expiry: for tests and
 * tools that look inside tokens the sandbox issued. The insurer itself only trusts `SandboxTokenIssuer.verify`.
 */
export function decodeSandboxToken(token: string): SandboxClaims | null {
  const [header, payload, signature, ...rest] = token.trim().split('.');
  if (header === undefined || payload === undefined || signature === undefined || rest.length > 0) return null;
  const decoded = ClaimsCodec.decode(parsePayload(payload));
  if (!isRight(decoded)) return null;
  const { sub, memberKey, role, issuedByNewId, domainId, groupId, amr, authTime } = decoded.right;
  return { sub, memberKey, role, issuedByNewId, domainId, groupId, ...(amr !== undefined && { amr }), ...(authTime !== undefined && { authTime }) };
}

/**
 * Issues and checks the sandbox's tokens. One per sandbox server (every sandbox session of a server shares
 * it, as every member of a real gateway shares its keys), so a token outlives a closed browser but not a
 * restart of the sandbox.
 */
export class SandboxTokenIssuer {
  private readonly revoked = new Set<string>();

  constructor(
    private readonly secret: Uint8Array = randomBytes(32),
    private readonly nowMillis: () => number = () => Date.now(),
    /** Each token's id (jti); the OpenAPI document's examples pin it so that the document is the same at every run. */
    private readonly tokenId: () => string = () => randomBytes(12).toString('base64url'),
  ) {}

  /**
   * Each token carries its own id (jti), so two sign-ins of the same member in the same millisecond still get
   * two tokens, and logging out of one session never ends the other.
   */
  issue(claims: SandboxClaims, issuedAt: string): string {
    const jti = this.tokenId();
    const payload = toBase64Url(JSON.stringify({ iss: ISSUER, jti, iat: issuedAt, exp: this.nowMillis() + SANDBOX_TOKEN_LIFETIME_MS, ...claims }));
    return `${HEADER}.${payload}.${this.sign(`${HEADER}.${payload}`)}`;
  }

  /** The claims of a token this issuer signed, still within its lifetime and not logged out; else null. */
  verify(token: string): SandboxClaims | null {
    const [header, payload, signature, ...rest] = token.trim().split('.');
    if (header === undefined || payload === undefined || signature === undefined || rest.length > 0) return null;
    const expected = Buffer.from(this.sign(`${header}.${payload}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    if (this.revoked.has(signature)) return null;
    const expiry = ExpiryCodec.decode(parsePayload(payload));
    if (!isRight(expiry) || expiry.right.exp <= this.nowMillis()) return null;
    return decodeSandboxToken(token);
  }

  /** The issuer's clock (epoch milliseconds): when a proof is made, and how old it is. */
  now(): number {
    return this.nowMillis();
  }

  /** Logout: the token is refused from now on. */
  revoke(token: string): void {
    const signature = token.trim().split('.')[2];
    if (signature !== undefined && this.verify(token) !== null) this.revoked.add(signature);
  }

  private sign(content: string): string {
    return createHmac('sha256', this.secret).update(content).digest('base64url');
  }
}

/** The token of an `Authorization: Bearer <token>` header value, or null. */
export function bearerToken(header: string | undefined | null): string | null {
  if (header === undefined || header === null) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}
