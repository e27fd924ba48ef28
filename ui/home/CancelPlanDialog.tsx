import { observer } from 'mobx-react-lite';
import type { PlanManagementView } from '../../application/home/home-plan-management';
import { formatBannerDate } from '../../domain/rules/formats';
import { Modal } from '../components/Modal';
import { FreshCheckField } from '../components/FreshCheckField';
import { FRESH_CHECK_COPY } from '../components/fresh-check-copy';
import { CANCEL_PLAN_COPY } from './cancel-plan-copy';
import { gatewayLang } from '../i18n/gateway-lang';
import { useScreenStore } from '../app/ServicesProvider';
import { CancelPlanStore, type CancelPlanHost } from './cancel-plan-store';
import '../components/choice.css';

/** A choice in the page's language when the spec defines it, else as the gateway describes it (marked as English). */
function CancelOptionText({ id, description }: { readonly id: string; readonly description: string }) {
  const worded = CANCEL_PLAN_COPY.cancelOption(id);
  return worded === null ? <span lang={gatewayLang()}>{description}</span> : <span>{worded}</span>;
}

/** Cancelling the individual plan: which coverage not to renew, until when benefits go on, then confirm. */
const CancelPlanDialog = observer(function CancelPlanDialog({ host, view }: { readonly host: CancelPlanHost; readonly view: PlanManagementView }) {
  const store = useScreenStore(CancelPlanStore);
  const chosen = store.choice ?? view.cancellationOptions[0]?.id ?? null;
  return (
    <Modal
      open
      title={CANCEL_PLAN_COPY.cancelDialogTitle}
      primaryLabel={store.freshCheck.check === null ? CANCEL_PLAN_COPY.cancelDialogConfirm : FRESH_CHECK_COPY.confirm}
      cancelLabel={CANCEL_PLAN_COPY.cancelDialogKeep}
      tone="danger"
      busy={store.cancelling}
      primaryDisabled={chosen === null}
      onClose={(result) => store.close(result, chosen, host)}
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
              checked={chosen === option.id}
              onChange={() => store.choose(option.id)}
            />
            <CancelOptionText id={option.id} description={option.description} />
          </label>
        ))}
      </fieldset>
      <FreshCheckField prompt={store.freshCheck} />
      {store.error !== null && (
        <div className="banner banner--error" role="alert">
          <p>{store.error}</p>
        </div>
      )}
    </Modal>
  );
});

export default CancelPlanDialog;
