/** How long a caller waits for a paint at most: a tab put in the background holds its frames back. */
export const PAINT_WAIT_LIMIT_MS = 100;

/**
 * Resolves once the browser has painted what was just rendered: a frame callback runs before that frame's
 * paint, and the one it asks for in turn runs in the frame after. Where the browser cannot say when an
 * element reached the screen (`afterPaintOf`) or when it is idle (`whenIdle`), this is the next best thing.
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
      globalThis.requestAnimationFrame(() => {
        clearTimeout(limit);
        resolve();
      }),
    );
  });
}

/** An Element Timing entry: `identifier` is the element's `elementtiming` attribute. */
interface ElementTiming extends PerformanceEntry {
  readonly identifier: string;
  readonly element: Element | null;
}

/**
 * Resolves once the element rendered with `elementtiming={identifier}` has reached the screen, as the browser
 * reports it (Element Timing: the same moment the page's largest paint is timed by). A frame callback only
 * says that a frame has begun, and a fast answer to a call sent then can come before the screen shows the
 * frame. An element of an earlier visit to the page (no longer in the document) does not count.
 *
 * A browser without Element Timing goes on after the next paint; a tab in the background, or an element that
 * does not paint, after `limitMs` at most.
 */
export function afterPaintOf(identifier: string, limitMs: number = PAINT_WAIT_LIMIT_MS): Promise<void> {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes.includes('element')) return afterNextPaint();
  return new Promise((resolve) => {
    const done = (): void => {
      observer.disconnect();
      clearTimeout(limit);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      const painted = (list.getEntries() as ElementTiming[]).some((entry) => entry.identifier === identifier && entry.element?.isConnected === true);
      if (painted) done();
    });
    const limit = setTimeout(done, limitMs);
    // buffered: an element that painted before this call is reported at once.
    observer.observe({ type: 'element', buffered: true });
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
