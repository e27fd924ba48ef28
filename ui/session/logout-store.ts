import { makeAutoObservable } from 'mobx';
import { inject, injectable } from 'inversify';
import { NAVIGATOR, type Navigator } from '../../application/ports/platform';
import { SESSION_STORE, type KeyValueStore } from '../../application/ports/session';
import { LOGGED_OUT_FLAG } from '../../application/session/log-out';
import { SessionStore } from '../stores/session-store';

/**
 * /logout (spec section 2): the logout route. A member still logged in is logged out (and sent here on
 * Providence, to /login elsewhere); a visitor who is not is shown the Providence page, or sent to /login
 * with the logged-out banner on the other brands.
 */
@injectable()
export class LogoutStore {
  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(SESSION_STORE) private readonly sessionStorage: KeyValueStore,
    @inject(NAVIGATOR) private readonly navigator: Navigator,
  ) {
    makeAutoObservable<LogoutStore, 'session' | 'sessionStorage' | 'navigator'>(this, { session: false, sessionStorage: false, navigator: false });
  }

  get showsPage(): boolean {
    return this.session.brand.providenceLogoutPage && !this.session.authorised;
  }

  arrive(): void {
    if (this.session.authorised) {
      this.session.logout();
      return;
    }
    if (this.session.brand.providenceLogoutPage) return;
    this.sessionStorage.set(LOGGED_OUT_FLAG, 'true');
    this.navigator.go('/login', { replace: true });
  }
}
