import { Link } from 'wouter';
import { term } from '../../domain/copy/terms-copy';
import type { Alert } from '../../domain/model';
import { Icon } from './Icon';
import { COMPONENTS_COPY } from './components-copy';
import { ExternalLink } from './ExternalLink';

type Props = {
  readonly alert: Alert;
  /** Offered only when the alert can be dismissed. */
  readonly onDismiss?: ((alert: Alert) => void) | undefined;
  /** Receives a button's action name. */
  readonly onAction?: ((action: string, alert: Alert) => void) | undefined;
};

/** Only in-app paths and http(s) addresses become links: a javascript: or data: URL never does. */
function safeHref(href: string): { kind: 'internal' | 'external'; href: string } | null {
  const trimmed = href.trim();
  if (/^\/(?!\/)/.test(trimmed)) return { kind: 'internal', href: trimmed };
  return /^https?:\/\//i.test(trimmed) ? { kind: 'external', href: trimmed } : null;
}

/**
 * A global alert (spec section 3: info, success, warning or error; title, content, links and buttons;
 * dismissable or not). Errors are announced at once (role=alert); the others are labelled regions that
 * say what kind of alert they are.
 */
export function AlertBanner({ alert, onDismiss, onAction }: Props) {
  const titleId = `alert-${alert.id}-title`;
  const dismissable = alert.canDismiss && onDismiss !== undefined;
  return (
    <div
      className={`alert alert--${alert.type}`}
      role={alert.type === 'error' ? 'alert' : 'region'}
      aria-labelledby={alert.title === '' ? undefined : titleId}
      aria-label={alert.title === '' ? COMPONENTS_COPY.alertTypes[alert.type] : undefined}
      data-alert-id={alert.id}
    >
      <Icon name={alert.type} className="alert__icon" size={22} />
      <div className="alert__body">
        {alert.title !== '' && (
          <p id={titleId} className="alert__title">
            <span className="visually-hidden">{COMPONENTS_COPY.alertTypes[alert.type]}: </span>
            {alert.title}
          </p>
        )}
        {alert.content !== '' && <p className="alert__content">{alert.content}</p>}
        {(alert.links.length > 0 || alert.buttons.length > 0) && (
          <div className="alert__actions">
            {alert.links.map((link) => {
              const target = safeHref(link.href);
              if (target === null) return null;
              return target.kind === 'internal' ? (
                <Link key={`${term(link.label)}-${link.href}`} href={target.href} className="alert__link">
                  {term(link.label)}
                </Link>
              ) : (
                <ExternalLink key={`${term(link.label)}-${link.href}`} href={target.href} className="alert__link">
                  {term(link.label)}
                </ExternalLink>
              );
            })}
            {alert.buttons.map((button) => (
              <button
                key={`${term(button.label)}-${button.action}`}
                type="button"
                className="button button--small alert__button"
                onClick={() => onAction?.(button.action, alert)}
              >
                {term(button.label)}
              </button>
            ))}
          </div>
        )}
      </div>
      {dismissable && (
        <button type="button" className="icon-button alert__dismiss" aria-label={COMPONENTS_COPY.dismissAlert(alert.title || COMPONENTS_COPY.alertTypes[alert.type])} onClick={() => onDismiss(alert)}>
          <Icon name="close" size={18} />
        </button>
      )}
    </div>
  );
}
