import { observer } from 'mobx-react-lite';
import { formatBannerDate } from '../../domain/rules/formats';
import { Icon } from '../components/Icon';
import { Modal } from '../components/Modal';
import type { HomeStore } from './home-store';
import { HOME_COPY } from './home-copy';
import { ExternalLink } from '../components/ExternalLink';

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
          {cancelled ? HOME_COPY.planCancelledTitle : HOME_COPY.planManagementTitle}
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
      <Modal
        open={store.cancelDialogOpen}
        title={HOME_COPY.cancelDialogTitle}
        primaryLabel={HOME_COPY.cancelDialogConfirm}
        cancelLabel={HOME_COPY.cancelDialogKeep}
        tone="danger"
        busy={store.cancelling}
        primaryDisabled={store.cancellationChoice === null}
        onClose={(result) => store.closeCancelDialog(result)}
      >
        <p>{HOME_COPY.cancelDialogIntro(formatBannerDate(view.coverageEndDate))}</p>
        <fieldset className="choice-group">
          <legend className="choice-group__legend">{HOME_COPY.cancelDialogLegend}</legend>
          {view.cancellationOptions.map((option) => (
            <label key={option.id} className="choice">
              <input
                type="radio"
                name="cancellation-option"
                value={option.id}
                checked={store.cancellationChoice === option.id}
                onChange={() => store.chooseCancellation(option.id)}
              />
              <span>{option.description}</span>
            </label>
          ))}
        </fieldset>
        {store.cancelError !== null && (
          <div className="banner banner--error" role="alert">
            <p>{store.cancelError}</p>
          </div>
        )}
      </Modal>
    </section>
  );
});
