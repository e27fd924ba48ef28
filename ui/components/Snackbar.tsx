import { observer } from 'mobx-react-lite';
import { useService } from '../app/ServicesProvider';
import { NotificationStore } from '../stores/notification-store';

/** Shows one notification at a time; the live region is always present so screen readers hear each one. */
export const Snackbar = observer(function Snackbar() {
  const store = useService(NotificationStore);
  const current = store.current;
  return (
    <div className="snackbar-region" aria-live="polite" aria-atomic="true">
      {current !== null && (
        <div
          className={`snackbar snackbar--${current.status}${store.leaving ? ' snackbar--leaving' : ''}`}
          onAnimationEnd={() => store.dismissed()}
        >
          <span className="snackbar__message">{current.message}</span>
          <button type="button" className="snackbar__close" onClick={() => store.dismiss()}>
            Dismiss
          </button>
        </div>
      )}
    </div>
  );
});
