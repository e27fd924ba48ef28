import type { KeyValueStore } from '../../application/ports';
import type { PageLocation } from './browser-tokens';

/**
 * A value chosen by a query parameter that then holds for the rest of the browser session (the
 * sandbox's `domain=` and `today=`). Kept in session storage so that reloads keep it, and in memory too
 * so that a logout, which clears session storage, does not silently undo it.
 */
export class SessionPin<T> {
  private remembered: string | null = null;

  constructor(
    private readonly store: KeyValueStore,
    private readonly location: PageLocation,
    private readonly parameter: string,
    private readonly key: string,
    private readonly parse: (raw: string) => T | null,
  ) {}

  value(): T | null {
    const fromQuery = new URLSearchParams(this.location.search).get(this.parameter);
    // A malformed value is ignored: it neither pins nor unpins.
    if (fromQuery !== null && this.parse(fromQuery) !== null) this.remembered = fromQuery;
    if (this.remembered === null) {
      const stored = this.store.get(this.key);
      if (stored !== null && this.parse(stored) !== null) this.remembered = stored;
    }
    if (this.remembered === null) return null;
    if (this.store.get(this.key) !== this.remembered) this.store.set(this.key, this.remembered);
    return this.parse(this.remembered);
  }
}
