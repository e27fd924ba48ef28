/** How long a caller waits for a paint at most: a tab put in the background holds its frames back. */
export const PAINT_WAIT_LIMIT_MS = 100;

/**
 * Resolves once the browser has painted what was just rendered: a frame callback runs before the paint and a
 * task queued from it runs after. A page uses it to send the calls for what sits below its first view only
 * once that view shows, so that on a slow phone the work of sending them and of taking their answers never
 * holds the first paint back.
 *
 * Where nothing paints (no frames: a test without a DOM) it resolves after a task; where frames stop (a tab in
 * the background) it resolves after `PAINT_WAIT_LIMIT_MS` at most, so that nothing waits on a paint that may
 * not come.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof globalThis.requestAnimationFrame !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const limit = setTimeout(resolve, PAINT_WAIT_LIMIT_MS);
    globalThis.requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(limit);
        resolve();
      }, 0),
    );
  });
}
