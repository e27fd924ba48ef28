/**
 * Page chunks worth fetching alongside the app's core instead of after it: without this, a member's first
 * page waits for the core to download and run before its own chunk is even asked for (issue #8, LCP).
 * The route tables lazy-load the same functions, so the browser fetches each chunk once.
 */
export const loadHomePage = () => import('../home/HomePage');

const PRELOADS: Readonly<Record<string, () => Promise<unknown>>> = {
  '/home': loadHomePage,
};

/** Starts downloading the chunk of the page at `path`, if it has one worth fetching early. */
export function preloadPage(path: string): void {
  // A failure here is not the member's concern yet: the route's own load retries and reports it.
  PRELOADS[path]?.().catch(() => undefined);
}
