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
  const due = store.warning;

  useEffect(() => {
    let current = true;
    let asked = false;
    const fetchWarning = () => {
      asked = true;
      loadWarning().then(
        (component) => {
          if (current) setWarning(() => component);
        },
        () => (asked = false),
      );
    };
    const onActivity = () => {
      store.activity();
      if (!asked) fetchWarning();
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true, capture: true });
    store.start();
    return () => {
      current = false;
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      store.stop();
    };
  }, [store]);

  useEffect(() => {
    if (!due || Warning !== null) return undefined;
    let current = true;
    loadWarning().then(
      (component) => {
        if (current) setWarning(() => component);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [due, Warning]);

  return Warning === null ? null : <Warning />;
});
