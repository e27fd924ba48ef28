import type { DomainId, TokenClaims } from '../model';
import { parseDomainId } from './brands';

/** What the session token carries, plus the optional claims the gateway adds (username, domain, group). */
export interface SessionTokenClaims extends TokenClaims {
  readonly sub?: string;
  readonly domainId?: DomainId;
  readonly groupId?: string;
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function decodeBase64Url(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(segment)) return null;
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * The claims of a JWT-shaped token (header.payload.signature, base64url JSON payload), or null when the
 * token is not one or lacks memberKey (string) and role (string). issuedByNewId defaults to false when
 * absent. The signature is not checked: the gateway does that; the app only reads what the token says.
 * Never throws.
 */
export function readTokenClaims(token: string): SessionTokenClaims | null {
  if (typeof token !== 'string') return null;
  const parts = token.trim().split('.');
  const payload = parts[1];
  if (parts.length !== 3 || payload === undefined || payload === '') return null;
  const json = decodeBase64Url(payload);
  if (json === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  const { memberKey, role, issuedByNewId, sub, domainId, groupId } = parsed;
  if (typeof memberKey !== 'string' || memberKey === '' || typeof role !== 'string') return null;
  if (issuedByNewId !== undefined && typeof issuedByNewId !== 'boolean') return null;
  const domain = parseDomainId(domainId);
  return {
    memberKey,
    role,
    issuedByNewId: issuedByNewId ?? false,
    ...(typeof sub === 'string' ? { sub } : {}),
    ...(domain !== null ? { domainId: domain } : {}),
    // Group ids are digit strings; some issuers write them as JSON numbers.
    ...(typeof groupId === 'string' || typeof groupId === 'number' ? { groupId: String(groupId) } : {}),
  };
}

/** A token that only allows choosing a member on the new-id screen. */
export function isNewIdToken(claims: Pick<TokenClaims, 'role'> | null): boolean {
  return claims !== null && claims.role === 'new-id';
}
