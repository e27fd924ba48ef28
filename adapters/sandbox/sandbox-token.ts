import { isRight } from 'fp-ts/Either';
import * as t from 'io-ts';
import type { DomainId } from '../../domain/model';

/**
 * Self-contained, JWT-shaped sandbox tokens: base64url(header).base64url(claims).sandbox. Everything the
 * insurer needs to answer a call is in the claims, so the sandbox HTTP server is stateless for auth.
 * Works in browsers and Node alike (btoa/atob, TextEncoder).
 */

export const SANDBOX_SIGNATURE = 'sandbox';
const ISSUER = 'sandbox-insurer';

export interface SandboxClaims {
  /** Username of the login (for staff-issued member tokens: the staff login). */
  readonly sub: string;
  readonly memberKey: string;
  readonly role: 'member' | 'new-id';
  readonly issuedByNewId: boolean;
  readonly domainId: DomainId;
  /** The group the token is for; empty for staff tokens. */
  readonly groupId: string;
}

const ClaimsCodec = t.type({
  iss: t.literal(ISSUER),
  sub: t.string,
  memberKey: t.string,
  role: t.union([t.literal('member'), t.literal('new-id')]),
  issuedByNewId: t.boolean,
  domainId: t.union([t.literal(1), t.literal(2), t.literal(5)]),
  groupId: t.string,
});

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

const HEADER = toBase64Url(JSON.stringify({ alg: 'none', typ: 'JWT', kid: SANDBOX_SIGNATURE }));

export function encodeSandboxToken(claims: SandboxClaims, issuedAt: string): string {
  const payload = { iss: ISSUER, iat: issuedAt, ...claims };
  return `${HEADER}.${toBase64Url(JSON.stringify(payload))}.${SANDBOX_SIGNATURE}`;
}

/** The claims of a sandbox token, or null for anything else (wrong shape, wrong signature, foreign claims). */
export function decodeSandboxToken(token: string): SandboxClaims | null {
  const [header, payload, signature, ...rest] = token.trim().split('.');
  if (header === undefined || payload === undefined || signature !== SANDBOX_SIGNATURE || rest.length > 0) return null;
  const json = fromBase64Url(payload);
  if (json === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  const decoded = ClaimsCodec.decode(parsed);
  if (!isRight(decoded)) return null;
  const { sub, memberKey, role, issuedByNewId, domainId, groupId } = decoded.right;
  return { sub, memberKey, role, issuedByNewId, domainId, groupId };
}

/** The token of an `Authorization: Bearer <token>` header value, or null. */
export function bearerToken(header: string | undefined | null): string | null {
  if (header === undefined || header === null) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}
