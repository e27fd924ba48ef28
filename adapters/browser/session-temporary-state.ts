import { inject, injectable } from 'inversify';
import { SESSION_STORE, type KeyValueStore, type TemporaryState } from '../../application/ports';
import { PAGE_LOCATION, type PageLocation } from './browser-tokens';

const KEYS = {
  tempToken: 'md_temp_token',
  groupSelected: 'md_group_selected',
  crmBlocked: 'md_crm_navigation_blocked',
  testEnvironment: 'md_testenv',
} as const;

/**
 * What lives between login and the dashboard, in session storage: it must survive the full-page
 * reloads of post-login routing but not outlive the tab.
 */
@injectable()
export class SessionTemporaryState implements TemporaryState {
  constructor(
    @inject(SESSION_STORE) private readonly store: KeyValueStore,
    @inject(PAGE_LOCATION) private readonly location: PageLocation,
  ) {
    // Seen on arrival: by the time post-login routing asks, the login page may have dropped the query.
    this.testEnvironment();
  }

  tempToken(): string | null {
    const token = this.store.get(KEYS.tempToken);
    return token === '' ? null : token;
  }

  setTempToken(token: string | null): void {
    if (token === null) this.store.remove(KEYS.tempToken);
    else this.store.set(KEYS.tempToken, token);
  }

  groupSelected(): boolean {
    return this.store.get(KEYS.groupSelected) === 'true';
  }

  setGroupSelected(selected: boolean): void {
    this.store.set(KEYS.groupSelected, String(selected));
  }

  crmNavigationBlocked(): boolean {
    return this.store.get(KEYS.crmBlocked) === 'true';
  }

  setCrmNavigationBlocked(blocked: boolean): void {
    this.store.set(KEYS.crmBlocked, String(blocked));
  }

  /** The `testenv` query parameter, kept for the session once seen (spec section 4, single sign-on). */
  testEnvironment(): string | null {
    const fromQuery = new URLSearchParams(this.location.search).get('testenv');
    if (fromQuery !== null && fromQuery !== '') {
      this.store.set(KEYS.testEnvironment, fromQuery);
      return fromQuery;
    }
    return this.store.get(KEYS.testEnvironment);
  }

  clear(): void {
    for (const key of Object.values(KEYS)) this.store.remove(key);
  }
}
