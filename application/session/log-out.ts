import { inject, injectable, type ServiceIdentifier } from 'inversify';
import { brandConfig } from '../../domain/rules/brands';
import { AUTH_GATEWAY, type AuthGateway } from '../ports/auth-gateway';
import { BRAND_RESOLVER, NAVIGATOR, type BrandResolver, type Navigator } from '../ports/platform';
import {
  LOCAL_STORE,
  READ_CACHE,
  SESSION_STORE,
  SESSION_TOKENS,
  TEMPORARY_STATE,
  type KeyValueStore,
  type ReadCache,
  type SessionTokens,
  type TemporaryState,
} from '../ports/session';

import { forgetMemberStorage } from './forget-member-storage';
import { LOGGED_OUT_FLAG } from './login-notices';

export { LOGGED_OUT_FLAG };

/** Other tabs hear about a logout through this port so that they log out too. */
export interface SessionBroadcast {
  announceLogout(): void;
  onLogout(listener: () => void): () => void;
}
export const SESSION_BROADCAST: ServiceIdentifier<SessionBroadcast> = Symbol.for('SessionBroadcast');

export type LogoutDestination = '/login' | '/logout';

/**
 * Logout clears session storage, the read cache, cookies, temporary state, registration state and local
 * storage (spec section 4), but for the flag that a passkey was used in this browser (./forget-member-storage.ts). Account state lives in the UI's stores, which reset themselves on logout.
 */
@injectable()
export class LogOut {
  constructor(
    @inject(SESSION_TOKENS) private readonly tokens: SessionTokens,
    @inject(TEMPORARY_STATE) private readonly temporary: TemporaryState,
    @inject(READ_CACHE) private readonly cache: ReadCache,
    @inject(SESSION_STORE) private readonly session: KeyValueStore,
    @inject(LOCAL_STORE) private readonly local: KeyValueStore,
    @inject(BRAND_RESOLVER) private readonly brand: BrandResolver,
    @inject(SESSION_BROADCAST) private readonly broadcast: SessionBroadcast,
    @inject(NAVIGATOR) private readonly navigator: Navigator,
    @inject(AUTH_GATEWAY) private readonly auth: AuthGateway,
  ) {}

  /**
   * Clears everything and sends the member on: the Providence logout page, else login. The gateway is told
   * to refuse the token from now on; the member does not wait for its answer, and a failure changes nothing
   * here. A logout heard from another tab is neither announced nor sent again.
   */
  execute(origin: 'this-tab' | 'other-tab' = 'this-tab'): LogoutDestination {
    const domainId = this.brand.domainId();
    const token = this.tokens.current();
    if (origin === 'this-tab' && token !== null) void this.auth.logout(token).catch(() => undefined);
    forgetMemberStorage({ tokens: this.tokens, local: this.local, session: this.session });
    this.temporary.clear();
    this.cache.clear();
    this.session.set(LOGGED_OUT_FLAG, 'true');
    if (origin === 'this-tab') this.broadcast.announceLogout();
    const destination = brandConfig(domainId).providenceLogoutPage ? '/logout' : '/login';
    this.navigator.go(destination, { replace: true });
    return destination;
  }
}
