import type { Container, Newable, ServiceIdentifier } from 'inversify';
import { useService } from './ServicesProvider';

/**
 * Session-wide stores that only a few screens use (registration, recovery). Binding them up front in
 * bind-stores.ts would import their classes, and with them their use cases, validators and copy, into the
 * entry that every page downloads; here the page that uses one names the class, and the container binds
 * it as a singleton on that first request, so the store (and what was typed in it) still lives once per tab.
 */
export interface SessionWideStores {
  get<T extends object>(store: Newable<T>): T;
}

export const SESSION_WIDE_STORES: ServiceIdentifier<SessionWideStores> = Symbol('SessionWideStores');

export function sessionWideStores(container: Container): SessionWideStores {
  // Our own record, not container.isBound: with autobind, isBound binds an unbound class (transient) itself.
  const bound = new Set<Newable<object>>();
  return {
    get<T extends object>(store: Newable<T>): T {
      if (!bound.has(store)) {
        container.bind(store).toSelf().inSingletonScope();
        bound.add(store);
      }
      return container.get(store);
    },
  };
}

/** The one instance of a session-wide store, bound on first use (see SessionWideStores). */
export function useSessionWideStore<T extends object>(store: Newable<T>): T {
  return useService(SESSION_WIDE_STORES).get(store);
}
