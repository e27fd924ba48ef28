import { observer } from 'mobx-react-lite';
import { useService } from '../app/ServicesProvider';
import { AlertBanner } from '../components/AlertBanner';
import { ShellStore } from './shell-store';

/**
 * Global alerts above every page: the termed member's non-dismissable 'You are not currently enrolled in
 * a plan' on every logged-in page, and whatever other areas raise through ShellStore.showAlert.
 */
export const GlobalAlerts = observer(function GlobalAlerts() {
  const shell = useService(ShellStore);
  const alerts = shell.alerts;
  if (alerts.length === 0) return null;
  return (
    <div className="global-alerts">
      {alerts.map((alert) => (
        <AlertBanner key={alert.id} alert={alert} onDismiss={(dismissed) => shell.dismissAlert(dismissed)} />
      ))}
    </div>
  );
});
