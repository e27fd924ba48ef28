import type { ServiceIdentifier } from 'inversify';

/**
 * The session token in the places spec section 9 names: cookies access_token and api_token (2 hours,
 * SameSite Strict, Secure) and the local copy under local_mdtoken.
 */
export interface SessionTokens {
  current(): string | null;
  store(token: string): void;
  clear(): void;
}
export const SESSION_TOKENS: ServiceIdentifier<SessionTokens> = Symbol.for('SessionTokens');

/**
 * What lives only while the member is between login and the dashboard, or for the browser session:
 * the temporary token, whether a group was chosen, whether navigation to the CRM is blocked.
 */
export interface TemporaryState {
  tempToken(): string | null;
  setTempToken(token: string | null): void;
  groupSelected(): boolean;
  setGroupSelected(selected: boolean): void;
  crmNavigationBlocked(): boolean;
  setCrmNavigationBlocked(blocked: boolean): void;
  /** Query value `testenv` to pass on to single sign-on, if any. */
  testEnvironment(): string | null;
  clear(): void;
}
export const TEMPORARY_STATE: ServiceIdentifier<TemporaryState> = Symbol.for('TemporaryState');

/** A string key-value store (local or session storage behind it). */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  clear(): void;
}
export const LOCAL_STORE: ServiceIdentifier<KeyValueStore> = Symbol.for('LocalStore');
export const SESSION_STORE: ServiceIdentifier<KeyValueStore> = Symbol.for('SessionStore');

/** The per-session read cache of the gateway; cleared on logout. */
export interface ReadCache {
  clear(): void;
}
export const READ_CACHE: ServiceIdentifier<ReadCache> = Symbol.for('ReadCache');
