import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ComponentType } from 'react';
import { useService } from '../app/ServicesProvider';
import { IdleTimeoutStore } from './idle-timeout-store';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

let warningDownload: Promise<ComponentType> | null = null;

/** The warning dialog's code, downloaded once per tab; a failed download is tried again on the next call. */
function loadWarning(): Promise<ComponentType> {
  warningDownload ??= import('./IdleWarning').then(
    (module) => module.IdleWarning,
    (error: unknown) => {
      warningDownload = null;
      throw error;
    },
  );
  return warningDownload;
}

/**
 * The idle session timeout: watches activity on the page and warns before the session ends. Mounted once,
 * in the app; it shows nothing until the warning. The warning's dialog is not part of the app's core: it
 * is downloaded on the member's first activity, minutes before it can be due (or, failing that, when it is).
 */
export const IdleTimeout = observer(function IdleTimeout() {
  const store = useService(IdleTimeoutStore);
  const [Warning, setWarning] = useState<ComponentType | null>(null);
  const [active, setActive] = useState(false);
  const due = store.warning;

  useEffect(() => {
    const onActivity = () => {
      store.activity();
      setActive(true);
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true, capture: true });
    store.start();
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      store.stop();
    };
  }, [store]);

  // After a failed download, the next activity (or the warning falling due) asks again.
  useEffect(() => {
    if (Warning !== null || !(active || due)) return undefined;
    let current = true;
    loadWarning().then(
      (component) => {
        if (current) setWarning(() => component);
      },
      () => {
        if (current) setActive(false);
      },
    );
    return () => {
      current = false;
    };
  }, [active, due, Warning]);

  return Warning === null ? null : <Warning />;
});
