import { observer } from 'mobx-react-lite';
import type { PlanManagementView } from '../../application/home/home-plan-management';
import { formatBannerDate } from '../../domain/rules/formats';
import { Modal } from '../components/Modal';
import { FreshCheckField } from '../components/FreshCheckField';
import { FRESH_CHECK_COPY } from '../components/fresh-check-copy';
import { CANCEL_PLAN_COPY } from './cancel-plan-copy';
import type { HomeStore } from './home-store';

/** Cancelling the individual plan: which coverage not to renew, until when benefits go on, then confirm. */
const CancelPlanDialog = observer(function CancelPlanDialog({ store, view }: { readonly store: HomeStore; readonly view: PlanManagementView }) {
  return (
    <Modal
      open={store.cancelDialogOpen}
      title={CANCEL_PLAN_COPY.cancelDialogTitle}
      primaryLabel={store.freshCheck.check === null ? CANCEL_PLAN_COPY.cancelDialogConfirm : FRESH_CHECK_COPY.confirm}
      cancelLabel={CANCEL_PLAN_COPY.cancelDialogKeep}
      tone="danger"
      busy={store.cancelling}
      primaryDisabled={store.cancellationChoice === null}
      onClose={(result) => store.closeCancelDialog(result)}
    >
      <p>{CANCEL_PLAN_COPY.cancelDialogIntro(formatBannerDate(view.coverageEndDate))}</p>
      <fieldset className="choice-group">
        <legend className="choice-group__legend">{CANCEL_PLAN_COPY.cancelDialogLegend}</legend>
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
      <FreshCheckField prompt={store.freshCheck} />
      {store.cancelError !== null && (
        <div className="banner banner--error" role="alert">
          <p>{store.cancelError}</p>
        </div>
      )}
    </Modal>
  );
});

export default CancelPlanDialog;
