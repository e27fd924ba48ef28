import { Suspense, useEffect, useReducer, type ReactNode } from 'react';
import { onLazyArrival } from './lazy-page';

/**
 * Suspense for lazyPage components that shows the content as soon as its module arrives. React reveals a
 * suspended boundary with a retry which, within 300 ms of showing the fallback, it holds back on a timer;
 * Chromium was seen never running such a timer during a page's first moments (under load, about one page
 * load in a few hundred), which left the page on its fallback for good. Here the boundary renders again
 * when a lazy module arrives, an ordinary update that commits without waiting on a timer.
 */
export function LazySuspense({ fallback, children }: { readonly fallback: ReactNode; readonly children: ReactNode }) {
  const [, renderAgain] = useReducer((count: number) => count + 1, 0);
  return (
    <Suspense
      fallback={
        <>
          {fallback}
          <ArrivalWatch onArrival={renderAgain} />
        </>
      }
    >
      {children}
    </Suspense>
  );
}

/** Mounted only while the fallback shows: listens for a lazy module's arrival. */
function ArrivalWatch({ onArrival }: { readonly onArrival: () => void }) {
  useEffect(() => onLazyArrival(onArrival), [onArrival]);
  return null;
}
