import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, PAINT_WAIT_LIMIT_MS } from './after-next-paint';

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
