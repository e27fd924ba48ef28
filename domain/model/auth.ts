/** Token, login and session shapes (spec sections 3 and 4). */
import type { DomainId } from './brand';

export interface TokenResponse {
  readonly token: string;
  /** A URL to continue at, or null. Only followed when its origin is allow-listed. */
  readonly redirect: string | null;
}

export interface LoginRequest {
  readonly username: string;
  readonly password: string;
  readonly domainId: DomainId;
}

export interface GroupChangeRequest {
  readonly groupId: string;
  readonly domain: DomainId;
}

export interface NewIdRequest {
  readonly subscriberId: string;
  readonly domainId: DomainId;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly dateOfBirth?: string;
}

// Known roles, while staying open to roles a gateway adds later.
export type TokenRole = 'member' | 'new-id' | (string & {});

/** What the session token carries (spec section 3). */
export interface TokenClaims {
  readonly memberKey: string;
  readonly role: TokenRole;
  readonly issuedByNewId: boolean;
}

/** Login failure codes the gateway answers with (spec section 8). */
export type LoginFailure =
  | { readonly code: 'LOGIN_ATTEMPTS_REMAINING'; readonly attemptsRemaining: number }
  | { readonly code: 'ACCOUNT_LOCKED' }
  | { readonly code: 'UNRECOGNIZED' };
