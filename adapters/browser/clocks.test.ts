import { describe, expect, it, vi } from 'vitest';
import type { Clock } from '../../application/ports';
import { MemoryKeyValueStore } from '../memory/memory-platform';
import { SandboxClock, SystemClock } from './clocks';

/** 07:30 UTC on 1 March is still 28 February in Los Angeles (UTC-8). */
const EARLY_UTC_1_MARCH = Date.UTC(2025, 2, 1, 7, 30);

class FixedSystem implements Clock {
  nowMillis(): number {
    return EARLY_UTC_1_MARCH;
  }
  today(): string {
    return new SystemClock().today();
  }
}

describe('SystemClock', () => {
  it('gives today as yyyy-mm-dd in the Pacific time zone, not UTC', () => {
    vi.spyOn(Date, 'now').mockReturnValue(EARLY_UTC_1_MARCH);
    expect(new SystemClock().today()).toBe('2025-02-28');
  });
});

describe('SandboxClock', () => {
  const location = (search: string) => ({ hostname: 'localhost', search });

  it('pins today to the today= query parameter for the browser session', () => {
    vi.spyOn(Date, 'now').mockReturnValue(EARLY_UTC_1_MARCH);
    const store = new MemoryKeyValueStore();
    const page = location('?today=2025-03-31');
    const clock = new SandboxClock(store, page, new FixedSystem());
    expect(clock.today()).toBe('2025-03-31');
    page.search = '';
    expect(clock.today()).toBe('2025-03-31');
    expect(new SandboxClock(store, page, new FixedSystem()).today()).toBe('2025-03-31');
  });

  it('keeps the time of day running on the pinned day', () => {
    const clock = new SandboxClock(new MemoryKeyValueStore(), location('?today=2024-07-04'), new FixedSystem());
    // 23:30 on 28 February in Los Angeles, moved to 4 July (UTC-7 in summer).
    expect(new Date(clock.nowMillis()).toISOString()).toBe('2024-07-05T06:30:00.000Z');
  });

  it('ignores a malformed or impossible day', () => {
    vi.spyOn(Date, 'now').mockReturnValue(EARLY_UTC_1_MARCH);
    for (const search of ['?today=2025-02-30', '?today=tomorrow', '?today=2025-3-1']) {
      const clock = new SandboxClock(new MemoryKeyValueStore(), location(search), new FixedSystem());
      expect(clock.pinnedDay()).toBeNull();
      expect(clock.today()).toBe('2025-02-28');
    }
  });

  it('stays pinned when a logout clears session storage', () => {
    const store = new MemoryKeyValueStore();
    const page = location('?today=2025-03-31');
    const clock = new SandboxClock(store, page, new FixedSystem());
    clock.today();
    page.search = '';
    store.clear();
    expect(clock.today()).toBe('2025-03-31');
    expect(store.get('md_sandbox_today')).toBe('2025-03-31');
  });
});
