import { observer } from 'mobx-react-lite';
import type { NotificationStatus } from '../../domain/model';
import { useService } from '../app/ServicesProvider';
import { NotificationStore } from '../stores/notification-store';
import { Icon, type IconName } from './Icon';
import { COMPONENTS_COPY } from './components-copy';

const ICONS: Readonly<Record<NotificationStatus, IconName>> = { success: 'success', error: 'error', alert: 'info' };

/**
 * Shows one notification at a time (spec section 4); a click on it or on Dismiss dismisses it, and the
 * next shows when the leaving animation ends (the store's 1 s fallback covers a missing animation end).
 * The live region is always present so screen readers hear each one.
 */
export const Snackbar = observer(function Snackbar() {
  const store = useService(NotificationStore);
  const current = store.current;
  return (
    <div className="snackbar-region" aria-live="polite" aria-atomic="true">
      {current !== null && (
        <div
          className={`snackbar snackbar--${current.status}${store.leaving ? ' snackbar--leaving' : ''}`}
          onClick={() => store.dismiss()}
          onAnimationEnd={(event) => {
            if (event.animationName === 'snackbar-out') store.dismissed();
          }}
        >
          <Icon name={ICONS[current.status]} size={20} className="snackbar__icon" />
          <span className="snackbar__message">{current.message}</span>
          <button type="button" className="snackbar__close" onClick={() => store.dismiss()}>
            {COMPONENTS_COPY.dismiss}
          </button>
        </div>
      )}
    </div>
  );
});
