import { observer } from 'mobx-react-lite';
import { useService } from '../app/ServicesProvider';
import { Modal } from '../components/Modal';
import { IdleTimeoutStore } from './idle-timeout-store';
import { IDLE_TIMEOUT_COPY } from './idle-timeout-copy';

/**
 * The warning before an idle session ends: an alert dialog whose Stay logged in starts the count again and
 * whose Log out ends the session at once. Downloaded apart from the app's core (ui/session/IdleTimeout.tsx).
 */
export const IdleWarning = observer(function IdleWarning() {
  const store = useService(IdleTimeoutStore);
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
