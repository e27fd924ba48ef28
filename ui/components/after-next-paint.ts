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

/** How long a caller waits for the browser to be idle at most. */
export const IDLE_WAIT_LIMIT_MS = 2000;

/**
 * Resolves when the browser is idle: the page has rendered and painted what it had to, and nothing else is
 * waiting. For what no page shows first and nothing waits on (the footer's seal, chat), so that its calls
 * and answers come after the page's own. A browser without idle callbacks goes on after the next paint;
 * a busy one after `IDLE_WAIT_LIMIT_MS` at most.
 */
export function whenIdle(): Promise<void> {
  if (typeof globalThis.requestIdleCallback !== 'function') return afterNextPaint();
  return new Promise((resolve) => globalThis.requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_LIMIT_MS }));
}
