import type { KeyValueStore } from '../../application/ports';

const PROBE_KEY = '__md_storage_probe__';

/**
 * A KeyValueStore over Web Storage that keeps working where storage does not: private modes that
 * throw on write, storage disabled by policy, or no `window` at all. It then holds values in memory for
 * the life of the page, which is all a session needs to get through the current visit.
 */
export class WebStorage implements KeyValueStore {
  private backing: Storage | null | undefined;
  private readonly memory = new Map<string, string>();

  constructor(private readonly source: () => Storage | null | undefined) {}

  get(key: string): string | null {
    const storage = this.storage();
    if (storage !== null) {
      try {
        return storage.getItem(key);
      } catch {
        this.degrade();
      }
    }
    return this.memory.get(key) ?? null;
  }

  set(key: string, value: string): void {
    const storage = this.storage();
    if (storage !== null) {
      try {
        storage.setItem(key, value);
        return;
      } catch {
        this.degrade();
      }
    }
    this.memory.set(key, value);
  }

  remove(key: string): void {
    this.memory.delete(key);
    try {
      this.storage()?.removeItem(key);
    } catch {
      this.degrade();
    }
  }

  clear(): void {
    this.memory.clear();
    try {
      this.storage()?.clear();
    } catch {
      this.degrade();
    }
  }

  /** Probed once, lazily: merely touching `window.localStorage` throws in some locked-down browsers. */
  private storage(): Storage | null {
    if (this.backing === undefined) this.backing = probe(this.source);
    return this.backing;
  }

  private degrade(): void {
    this.backing = null;
  }
}

function probe(source: () => Storage | null | undefined): Storage | null {
  try {
    const storage = source();
    if (storage === null || storage === undefined) return null;
    storage.setItem(PROBE_KEY, PROBE_KEY);
    storage.removeItem(PROBE_KEY);
    return storage;
  } catch {
    return null;
  }
}

/** Bound to LOCAL_STORE. */
export class LocalWebStorage extends WebStorage {
  constructor() {
    super(() => globalThis.localStorage);
  }
}

/** Bound to SESSION_STORE. */
export class SessionWebStorage extends WebStorage {
  constructor() {
    super(() => globalThis.sessionStorage);
  }
}
