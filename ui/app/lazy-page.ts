import { createElement, lazy, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';

/** Who hears that a lazy module has arrived: the boundaries waiting for one (ui/app/LazySuspense.tsx). */
const arrivalListeners = new Set<() => void>();

/** Calls `listener` each time a lazy page's module arrives, until the returned function is called. */
export function onLazyArrival(listener: () => void): () => void {
  arrivalListeners.add(listener);
  return () => {
    arrivalListeners.delete(listener);
  };
}

/**
 * React.lazy for route pages, but a failed download is not final. React.lazy keeps the rejected import
 * for good, so a page whose chunk could not load while the member was offline would stay broken until a
 * reload; this loads it again on the next visit (going offline and back recovers without a
 * reload). The failure itself reaches the ErrorBoundary, which shows the spec's network error page.
 * Render it under LazySuspense, which shows the page the moment its module arrives.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint as React.lazy's own
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): ComponentType<ComponentProps<T>> {
  let current: LazyExoticComponent<T>;
  const attempt = (): Promise<{ default: T }> =>
    load().then(
      (module) => {
        // The boundaries' updates render in a later task, when React.lazy has the module too.
        arrivalListeners.forEach((listener) => listener());
        return module;
      },
      (error: unknown) => {
        // The next visit to this page starts a fresh download instead of rethrowing this failure. Not at
        // once: React renders a failed page again before its error boundary takes over, and a fresh
        // download on that render would fail and start another, for ever.
        setTimeout(() => {
          current = lazy(attempt);
        }, 0);
        throw error;
      },
    );
  current = lazy(attempt);
  function LazyPage(props: ComponentProps<T>) {
    return createElement(current, props);
  }
  return LazyPage;
}
