import { useDeferredValue, useMemo } from 'react';

/** What a list shown a page at a time renders: its rows so far, and whether more are on their way. */
export interface PagedRows<T> {
  readonly rows: readonly T[];
  readonly busy: boolean;
}

/**
 * The rows of a list shown a page at a time, `visible` being the first `shown` of it (its store's rule). A
 * press on "Show more" paints at once (the button, a count), and the rows it adds render in the background
 * (useDeferredValue), so that the press answers without waiting on a table that grows by a page of rows;
 * `busy` says so until they are in. A new list (a first load, a filter) shows whole at once: only a list
 * growing is deferred.
 */
export function usePagedRows<T>(visible: readonly T[], shown: number): PagedRows<T> {
  const rendered = Math.min(useDeferredValue(shown), shown);
  const rows = useMemo(() => (rendered < visible.length ? visible.slice(0, rendered) : visible), [visible, rendered]);
  return { rows, busy: rendered < shown };
}
