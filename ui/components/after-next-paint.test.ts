import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, afterPaintOf, IDLE_WAIT_LIMIT_MS, PAINT_WAIT_LIMIT_MS, whenIdle } from './after-next-paint';

/** Whether `promise` has settled, after the tasks due now have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('waiting for the next paint', () => {
  let frames: (() => void)[];

  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('goes on in the frame after the next one, that is once the next frame has painted', async () => {
    const painted = afterNextPaint();
    expect(await settled(painted)).toBe(false);
    expect(frames).toHaveLength(1);
    frames[0]?.();
    expect(await settled(painted)).toBe(false);
    expect(frames).toHaveLength(2);
    frames[1]?.();
    expect(await settled(painted)).toBe(true);
  });

  it('does not wait longer than the limit for a frame that does not come (a tab in the background)', async () => {
    const painted = afterNextPaint();
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_LIMIT_MS - 1);
    expect(await settled(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(painted)).toBe(true);
  });

  it('goes on after a task where nothing paints', async () => {
    vi.stubGlobal('requestAnimationFrame', undefined);
    expect(await settled(afterNextPaint())).toBe(true);
  });
});

/** The browser's performance observer, reporting what a test tells it to. */
class ReportingObserver {
  static supportedEntryTypes: readonly string[] = ['element', 'largest-contentful-paint', 'paint'];
  static made: ReportingObserver[] = [];
  observing: PerformanceObserverInit | null = null;
  disconnected = false;

  constructor(private readonly callback: (list: { getEntries(): unknown[] }) => void) {
    ReportingObserver.made.push(this);
  }

  observe(options: PerformanceObserverInit): void {
    this.observing = options;
  }

  disconnect(): void {
    this.disconnected = true;
  }

  report(...entries: { identifier: string; element: { isConnected: boolean } | null }[]): void {
    this.callback({ getEntries: () => entries });
  }
}

describe("waiting for an element's paint", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    ReportingObserver.made = [];
    ReportingObserver.supportedEntryTypes = ['element', 'largest-contentful-paint', 'paint'];
    vi.stubGlobal('PerformanceObserver', ReportingObserver);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('goes on once the browser reports that the named element, in the page, has painted', async () => {
    const painted = afterPaintOf('banner');
    const observer = ReportingObserver.made[0];
    expect(observer?.observing).toEqual({ type: 'element', buffered: true });
    expect(await settled(painted)).toBe(false);
    // Another element, and the same one from an earlier visit to the page, do not count.
    observer?.report({ identifier: 'tile', element: { isConnected: true } }, { identifier: 'banner', element: { isConnected: false } }, { identifier: 'banner', element: null });
    expect(await settled(painted)).toBe(false);
    observer?.report({ identifier: 'banner', element: { isConnected: true } });
    expect(await settled(painted)).toBe(true);
    expect(observer?.disconnected).toBe(true);
  });

  it('does not wait longer than the limit for a paint that does not come (a tab in the background)', async () => {
    const painted = afterPaintOf('banner');
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_LIMIT_MS - 1);
    expect(await settled(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(painted)).toBe(true);
    expect(ReportingObserver.made[0]?.disconnected).toBe(true);
  });

  it('goes on after the next paint in a browser without Element Timing', async () => {
    ReportingObserver.supportedEntryTypes = ['paint'];
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    const painted = afterPaintOf('banner');
    expect(ReportingObserver.made).toEqual([]);
    expect(await settled(painted)).toBe(false);
    frames[0]?.();
    frames[1]?.();
    expect(await settled(painted)).toBe(true);
  });
});

describe('waiting until the browser is idle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('goes on once the browser says it is idle, and asks it to say so within the limit', async () => {
    vi.useFakeTimers();
    const asked: { callback: () => void; timeout: number | undefined }[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: { timeout?: number }) => asked.push({ callback, timeout: options?.timeout }));
    const idle = whenIdle();
    expect(await settled(idle)).toBe(false);
    expect(asked.map((request) => request.timeout)).toEqual([IDLE_WAIT_LIMIT_MS]);
    asked[0]?.callback();
    expect(await settled(idle)).toBe(true);
  });

  it('goes on after the next paint in a browser without idle callbacks', async () => {
    vi.useFakeTimers();
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    const idle = whenIdle();
    expect(await settled(idle)).toBe(false);
    frames[0]?.();
    frames[1]?.();
    expect(await settled(idle)).toBe(true);
  });
});
