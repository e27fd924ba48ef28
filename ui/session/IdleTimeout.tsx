import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useService } from '../app/ServicesProvider';
import { Modal } from '../components/Modal';
import { IdleTimeoutStore } from './idle-timeout-store';
import { IDLE_TIMEOUT_COPY } from './idle-timeout-copy';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * The idle session timeout: watches activity on the page and warns before the session ends. Mounted once,
 * in the app; it shows nothing until the warning.
 */
export const IdleTimeout = observer(function IdleTimeout() {
  const store = useService(IdleTimeoutStore);
  useEffect(() => {
    const onActivity = () => store.activity();
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true, capture: true });
    store.start();
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      store.stop();
    };
  }, [store]);

  return (
    <Modal
      role="alertdialog"
      open={store.warning}
      title={IDLE_TIMEOUT_COPY.title}
      primaryLabel={IDLE_TIMEOUT_COPY.stay}
      secondaryLabel={IDLE_TIMEOUT_COPY.logOut}
      onClose={(result) => {
        if (result === 'secondary') store.logOut();
        else store.stayLoggedIn();
      }}
    >
      <p>{IDLE_TIMEOUT_COPY.body(store.remaining)}</p>
    </Modal>
  );
});
