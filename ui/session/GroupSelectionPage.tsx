import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useScreenStore } from '../app/ServicesProvider';
import { PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { FormMessage } from './FormControls';
import { GroupSelectionStore } from './group-selection-store';
import { GROUP_SELECTION_COPY } from './group-selection-copy';
import './session.css';

export default observer(function GroupSelectionPage() {
  const store = useScreenStore(GroupSelectionStore);
  useEffect(() => {
    void store.load();
  }, [store]);

  return (
    <section className="auth-card auth-card--wide" aria-labelledby="group-selection-heading">
      <PageHeading id="group-selection-heading">{GROUP_SELECTION_COPY.heading}</PageHeading>
      <p>{GROUP_SELECTION_COPY.intro}</p>
      <FormMessage message={store.message} />
      {store.plans === null ? (
        <Spinner label={GROUP_SELECTION_COPY.loading} />
      ) : (
        <ul className="plan-list" aria-label={GROUP_SELECTION_COPY.listLabel}>
          {store.plans.map((plan) => {
            const lineId = `plan-${plan.group.groupId}`;
            const inactiveId = `plan-${plan.group.groupId}-inactive`;
            return (
              <li key={plan.group.groupId} className={plan.inactive ? 'plan-card plan-card--inactive' : 'plan-card'}>
                {plan.inactive && (
                  <div className="banner banner--warning plan-card__banner" id={inactiveId}>
                    <p className="banner__title">{GROUP_SELECTION_COPY.inactive}</p>
                    <p>{GROUP_SELECTION_COPY.inactiveDetail}</p>
                  </div>
                )}
                <p className="plan-card__line" id={lineId}>
                  {plan.line}
                </p>
                <button
                  type="button"
                  className="button button--primary"
                  aria-describedby={plan.inactive ? `${lineId} ${inactiveId}` : lineId}
                  disabled={store.choosing !== null}
                  onClick={() => void store.choose(plan.group.groupId)}
                >
                  {GROUP_SELECTION_COPY.logIn}
                </button>
                {store.choosing === plan.group.groupId && <Spinner inline label={GROUP_SELECTION_COPY.continuing} />}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
});
