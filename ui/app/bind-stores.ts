import type { Container } from 'inversify';
import { AccountStore } from '../stores/account-store';
import { NotificationStore } from '../stores/notification-store';
import { SessionStore } from '../stores/session-store';
import { ShellStore } from '../shell/shell-store';
import { IdleTimeoutStore } from '../session/idle-timeout-store';
import { SESSION_WIDE_STORES, sessionWideStores } from './session-wide-stores';

/**
 * Session-wide stores live once per tab; every other store is a screen store, built fresh for each visit
 * by the container's autobind (see adapters/container.ts).
 */
export function bindStores(container: Container): Container {
  container.bind(SessionStore).toSelf().inSingletonScope();
  container.bind(NotificationStore).toSelf().inSingletonScope();
  container.bind(AccountStore).toSelf().inSingletonScope();
  container.bind(ShellStore).toSelf().inSingletonScope();
  // Sign-in: the idle timeout watches the whole tab.
  container.bind(IdleTimeoutStore).toSelf().inSingletonScope();
  // Registration and recovery keep what was typed across visits: singletons too, but bound by their pages on
  // first use (useSessionWideStore), so that their code stays out of the entry.
  container.bind(SESSION_WIDE_STORES).toConstantValue(sessionWideStores(container));
  return container;
}
