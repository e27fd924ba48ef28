import { Icon } from '../components/Icon';
import { CLAIMS_COPY } from './claims-copy';

/** A claims or EOB call failed: say so on the page and offer to try again (spec section 8: handled by screens). */
export function Unavailable({ message, onRetry, busy = false }: { readonly message: string; readonly onRetry: () => void; readonly busy?: boolean }) {
  return (
    <div className="claims-alert" role="alert" data-testid="claims-unavailable">
      <Icon name="error" size={20} />
      <p>{message}</p>
      <button type="button" className="button button--small" disabled={busy} onClick={onRetry}>
        {CLAIMS_COPY.tryAgain}
      </button>
    </div>
  );
}
