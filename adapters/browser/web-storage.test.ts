import { describe, expect, it } from 'vitest';
import { WebStorage } from './web-storage';

/** A Storage double: a Map, optionally refusing writes like Safari's old private mode. */
class MapStorage implements Storage {
  private readonly entries = new Map<string, string>();
  constructor(private readonly refuseWrites = false) {}
  get length(): number {
    return this.entries.size;
  }
  clear(): void {
    this.entries.clear();
  }
  getItem(key: string): string | null {
    return this.entries.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.entries.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.entries.delete(key);
  }
  setItem(key: string, value: string): void {
    if (this.refuseWrites) throw new DOMException('quota', 'QuotaExceededError');
    this.entries.set(key, value);
  }
}

describe('WebStorage', () => {
  it('reads and writes through to the browser storage', () => {
    const backing = new MapStorage();
    const store = new WebStorage(() => backing);
    store.set('a', '1');
    expect(backing.getItem('a')).toBe('1');
    expect(store.get('a')).toBe('1');
    store.remove('a');
    expect(store.get('a')).toBeNull();
  });

  it('falls back to memory when storage refuses writes (private mode)', () => {
    const store = new WebStorage(() => new MapStorage(true));
    store.set('a', '1');
    expect(store.get('a')).toBe('1');
    store.clear();
    expect(store.get('a')).toBeNull();
  });

  it('falls back to memory when merely touching storage throws (blocked by policy)', () => {
    const store = new WebStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    store.set('a', '1');
    expect(store.get('a')).toBe('1');
  });

  it('falls back to memory when there is no storage at all', () => {
    const store = new WebStorage(() => undefined);
    store.set('a', '1');
    expect(store.get('a')).toBe('1');
  });
});
