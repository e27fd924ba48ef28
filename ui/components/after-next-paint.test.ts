import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, IDLE_WAIT_LIMIT_MS, PAINT_WAIT_LIMIT_MS, whenIdle } from './after-next-paint';

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

  it('goes on in the task after the next frame, that is once the frame has painted', async () => {
    const painted = afterNextPaint();
    expect(await settled(painted)).toBe(false);
    expect(frames).toHaveLength(1);
    frames[0]?.();
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
    expect(await settled(idle)).toBe(true);
  });
});
