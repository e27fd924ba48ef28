import { useSyncExternalStore } from 'react';

/**
 * A store observed without MobX: the logged-out entry's stores (the login form) must not load MobX or the
 * container, which would double what /login downloads. A subclass calls `changed()` after each
 * change; views read it through `usePlainStore`, which re-renders them on every change.
 */
export abstract class PlainStore {
  private readonly listeners = new Set<() => void>();
  private version = 0;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getVersion = (): number => this.version;

  protected changed(): void {
    this.version += 1;
    for (const listener of [...this.listeners]) listener();
  }
}

/** Re-renders the calling view whenever `store` changes. */
export function usePlainStore<T extends PlainStore>(store: T): T {
  useSyncExternalStore(store.subscribe, store.getVersion, store.getVersion);
  return store;
}
