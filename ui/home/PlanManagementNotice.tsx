import { observer } from 'mobx-react-lite';
import { Icon } from '../components/Icon';
import { lazyPage } from '../app/lazy-page';
import { LazySuspense } from '../app/LazySuspense';
import type { HomeStore } from './home-store';
import { HOME_COPY } from './home-copy';
import { ExternalLink } from '../components/ExternalLink';

/** The cancel dialog comes in its own chunk when the member opens it: most never do. */
const CancelPlanDialog = lazyPage(() => import('./CancelPlanDialog'));

/**
 * The plan management banner (spec sections 2 and 4): the renewal reminder with the shop and exchange
 * links and a way to cancel, or, once cancelled, when benefits end and what will not be renewed.
 */
export const PlanManagementNotice = observer(function PlanManagementNotice({ store }: { readonly store: HomeStore }) {
  const view = store.dashboard?.planManagement ?? null;
  if (view === null) return null;
  const cancelled = view.banner.kind === 'cancellation';
  const links = [view.shopLink, view.exchangeLink].filter((link) => link !== null);
  return (
    <section
      className={cancelled ? 'notice notice--warning' : 'notice notice--info'}
      aria-labelledby="plan-management-title"
      data-testid="plan-management-banner"
    >
      <Icon name={cancelled ? 'warning' : 'clock'} size={24} className="notice__icon" />
      <div className="notice__body">
        <h2 id="plan-management-title" className="notice__title">
          {/* The title names the plan; the text says what will not be renewed (medical, or medical and dental). */}
          {HOME_COPY.planManagementTitle}
        </h2>
        <p className="notice__text" data-testid="plan-management-text">
          {view.banner.text}
        </p>
        {(links.length > 0 || view.cancellationOptions.length > 0) && (
          <div className="notice__actions">
            {links.map((link) => (
              <ExternalLink key={link.href} className="button button--small button--primary" href={link.href}>
                {link.label}
              </ExternalLink>
            ))}
            {view.cancellationOptions.length > 0 && (
              <button type="button" className="button button--small" onClick={() => store.openCancelDialog()}>
                {HOME_COPY.cancelPlanButton}
              </button>
            )}
          </div>
        )}
      </div>
      {store.cancelDialogOpen && (
        <LazySuspense fallback={null}>
          <CancelPlanDialog host={store} view={view} />
        </LazySuspense>
      )}
    </section>
  );
});
