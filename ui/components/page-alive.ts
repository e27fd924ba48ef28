import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while the page is markup the host sent rendered ahead (ui/app/prerender-login.tsx) and while React
 * hydrates it; true once React runs the page, and at once when React renders it itself. A control whose
 * action needs React is disabled until then: pressed earlier, it would do nothing, or the browser's own
 * thing (a form's submit reloads the page and loses what was typed).
 */
export const usePageAlive = (): boolean =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
