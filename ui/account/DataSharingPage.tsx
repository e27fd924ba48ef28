import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'wouter';
import { PATHS } from '../../domain/routes';
import type { AccountState } from '../../application/shared/resolve-account-state';
import { formatBannerDate } from '../../domain/rules/formats';
import { useScreenStore } from '../app/ServicesProvider';
import { COMPONENTS_COPY } from '../components/components-copy';
import { Form } from '../components/Form';
import { FreshCheckField } from '../components/FreshCheckField';
import { FRESH_CHECK_COPY } from '../components/fresh-check-copy';
import { Modal } from '../components/Modal';
import { PageHeading } from '../components/PageHeading';
import { SelectField } from '../components/SelectField';
import { Spinner } from '../components/Spinner';
import { AccountLayout } from './AccountLayout';
import { DATA_SHARING_COPY } from './data-sharing-copy';
import { HEALTH_RECORD_COPY } from './health-record-copy';
import { DataSharingStore, type AppRow, type DataSharingPart } from './data-sharing-store';
import './data-sharing.css';
import { relationshipOf } from '../../domain/rules/member-account';

/** The member a `?suffix=` picks, as the benefits pages read it. */
function suffixOf(params: URLSearchParams): number | null {
  const text = params.get('suffix');
  return text !== null && /^\d{1,3}$/.test(text) ? Number(text) : null;
}

/** A failed change, said where the member acted, with the choice still in force. */
function ChangeFailed({ message, inForce }: { readonly message: string | null; readonly inForce: string }) {
  if (message === null) return null;
  return (
    <div className="banner banner--error" role="alert">
      <p>{message}</p>
      <p>{DATA_SHARING_COPY.stillInForce(inForce)}</p>
    </div>
  );
}

const STATUS_LABEL = {
  active: () => DATA_SHARING_COPY.statusActive,
  expired: () => DATA_SHARING_COPY.statusEnded,
  revoked: () => DATA_SHARING_COPY.statusRevoked,
} as const;

const AppCard = observer(function AppCard({ row, store }: { readonly row: AppRow; readonly store: DataSharingStore }) {
  const { app } = row;
  const titleId = `app-${app.appId}-title`;
  const statusId = `app-${app.appId}-status`;
  const failure = store.failureIn('apps');
  const failedHere = failure !== null && store.confirming === null && store.failedAppId === app.appId;
  return (
    <li className={`card data-sharing-app data-sharing-app--${row.status}`} aria-labelledby={titleId} data-testid="connected-app">
      <div className="data-sharing-app__head">
        <h3 id={titleId} className="data-sharing-app__name" translate="no">
          {app.name}
        </h3>
        <span className={row.status === 'active' ? 'chip chip--success' : 'chip chip--muted'}>{STATUS_LABEL[row.status]()}</span>
      </div>
      <p id={statusId} className="data-sharing-app__grant" tabIndex={-1}>
        {row.grant}
      </p>
      <div>
        <p className="account-card__label">{DATA_SHARING_COPY.canRead}</p>
        <ul className="data-sharing-app__reads">
          {row.reads.map((read) => (
            <li key={read.words} lang={read.english ? 'en' : undefined}>
              {read.words}
            </li>
          ))}
        </ul>
      </div>
      <dl className="fact-list fact-list--columns">
        <div>
          <dt>{DATA_SHARING_COPY.authorised}</dt>
          <dd>{row.authorisedOn}</dd>
        </div>
        <div>
          <dt>{DATA_SHARING_COPY.lastRead}</dt>
          <dd>{row.lastRead}</dd>
        </div>
      </dl>
      {failedHere && <ChangeFailed message={failure} inForce={DATA_SHARING_COPY.revokeStillInForce} />}
      {row.mayRevoke && (
        <div className="button-row">
          <button type="button" className="button button--danger" aria-label={DATA_SHARING_COPY.revoke(app.name)} aria-disabled={store.saving !== null || undefined} onClick={() => store.askToRevoke(app)}>
            {DATA_SHARING_COPY.revokeButton}
          </button>
        </div>
      )}
    </li>
  );
});

/** One yes-or-no choice (Provider Access, payer-to-payer): what it is, where it stands, since when, and its one button. */
const ChoiceCard = observer(function ChoiceCard({
  part,
  title,
  explanation,
  state,
  changedOn,
  action,
  onChange,
  store,
  mayChange,
}: {
  readonly part: DataSharingPart;
  readonly title: string;
  readonly explanation: readonly string[];
  readonly state: string;
  readonly changedOn: string | null;
  readonly action: string;
  readonly onChange: () => void;
  readonly store: DataSharingStore;
  readonly mayChange: boolean;
}) {
  const titleId = `${part}-title`;
  const saving = store.saving === part;
  // When the fresh check closes (confirmed or left), its buttons are gone: focus returns to the card's own.
  const asking = store.freshCheckIn === part;
  const idle = store.saving === null;
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) wasAsking.current = true;
    else if (wasAsking.current && idle) {
      wasAsking.current = false;
      document.getElementById(`${part}-action`)?.focus();
    }
  }, [asking, idle, part]);
  return (
    <section className="card account-card data-sharing-choice" aria-labelledby={titleId} data-testid={part}>
      <h2 id={titleId} className="card__title">
        {title}
      </h2>
      {explanation.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p id={`${part}-state`} className="data-sharing-choice__state" data-testid={`${part}-state`}>
        <strong>{state}</strong> <span className="account-card__muted">{changedOn === null ? DATA_SHARING_COPY.neverChanged : DATA_SHARING_COPY.lastChanged(formatBannerDate(changedOn))}</span>
      </p>
      <ChangeFailed message={store.failureIn(part)} inForce={state} />
      {asking ? (
        // The change waits, as the member chose it, until they confirm it is them.
        <Form onSubmit={() => void store.confirmPending()} busy={saving}>
          <FreshCheckField prompt={store.freshCheck} />
          <div className="button-row">
            <button type="submit" className="button button--primary" aria-disabled={store.saving !== null || undefined}>
              {saving && <Spinner inline label={FRESH_CHECK_COPY.confirm} />}
              {FRESH_CHECK_COPY.confirm}
            </button>
            <button type="button" className="button" aria-disabled={store.saving !== null || undefined} onClick={() => store.cancelPending()}>
              {COMPONENTS_COPY.cancel}
            </button>
          </div>
        </Form>
      ) : (
        mayChange && (
        <div className="button-row">
          <button id={`${part}-action`} type="button" className="button" aria-disabled={store.saving !== null || undefined} aria-describedby={`${part}-state`} onClick={onChange}>
            {saving && <Spinner inline label={action} />}
            {action}
          </button>
        </div>
        )
      )}
    </section>
  );
});

const DataSharingContent = observer(function DataSharingContent({ state }: { readonly state: AccountState }) {
  const store = useScreenStore(DataSharingStore);
  const [params, setParams] = useSearchParams();
  const suffix = suffixOf(params);
  useEffect(() => {
    void store.load(state, suffix);
  }, [store, state, suffix]);
  // A revoked app has no Revoke button left to return to: focus its new status instead.
  const revoked = store.revokedAppId;
  useEffect(() => {
    if (revoked !== null) document.getElementById(`app-${revoked}-status`)?.focus();
  }, [revoked]);

  const choice = store.choiceFor(state, suffix);
  const current = store.current;
  const chosen = choice.member;
  return (
    <div className="account-page data-sharing">
      <PageHeading>{DATA_SHARING_COPY.heading}</PageHeading>
      <p className="account-page__intro">{chosen !== null && !choice.mayChange ? DATA_SHARING_COPY.introViewOnly : DATA_SHARING_COPY.intro}</p>
      <p>
        <Link href={PATHS.myData}>{HEALTH_RECORD_COPY.link}</Link>
      </p>
      {choice.offered.length > 1 && chosen !== null && (
        <SelectField
          className="data-sharing__member"
          label={DATA_SHARING_COPY.memberLabel}
          value={String(chosen.memberSuffix)}
          options={choice.offered.map((member) => ({ value: String(member.memberSuffix), label: `${member.firstName} ${member.lastName} (${relationshipOf(member)})` }))}
          onValueChange={(next) =>
            setParams((currentParams) => {
              const updated = new URLSearchParams(currentParams);
              updated.set('suffix', next);
              return updated;
            })
          }
        />
      )}
      {current === null ? (
        <Spinner label={DATA_SHARING_COPY.loading} />
      ) : (
        <>
          {!current.mayChange && (
            <p className="page-note" data-testid="data-sharing-view-only">
              {current.controlledBy === null ? DATA_SHARING_COPY.viewOnlyNoName : DATA_SHARING_COPY.viewOnly(`${current.controlledBy.firstName} ${current.controlledBy.lastName}`)}
            </p>
          )}
          {current.mayChange && store.whose !== null && <p className="page-note">{DATA_SHARING_COPY.managingFor(store.whose)}</p>}
          <section className="account-section" aria-labelledby="connected-apps-title">
            <h2 id="connected-apps-title" className="account-section__title">
              {DATA_SHARING_COPY.appsTitle}
            </h2>
            <p className="account-page__intro">{DATA_SHARING_COPY.appsIntro}</p>
            {store.apps.length === 0 ? (
              <p className="empty-state">{DATA_SHARING_COPY.appsNone}</p>
            ) : (
              <ul className="data-sharing-apps">
                {store.apps.map((row) => (
                  <AppCard key={row.app.appId} row={row} store={store} />
                ))}
              </ul>
            )}
          </section>
          <ChoiceCard
            part="provider-access"
            title={DATA_SHARING_COPY.providerTitle}
            explanation={[DATA_SHARING_COPY.providerWhat, DATA_SHARING_COPY.providerWho, DATA_SHARING_COPY.providerWhy]}
            state={(current.choices.providerAccess.optedOut ? DATA_SHARING_COPY.providerOut : DATA_SHARING_COPY.providerIn)(store.whose)}
            changedOn={current.choices.providerAccess.changedOn}
            action={current.choices.providerAccess.optedOut ? DATA_SHARING_COPY.optIn : DATA_SHARING_COPY.optOut(store.whose)}
            onChange={() => void store.setProviderAccess(!current.choices.providerAccess.optedOut)}
            store={store}
            mayChange={current.mayChange}
          />
          <ChoiceCard
            part="payer-to-payer"
            title={DATA_SHARING_COPY.payerTitle(store.whose)}
            explanation={[DATA_SHARING_COPY.payerWhat]}
            state={(current.choices.payerToPayer.consented ? DATA_SHARING_COPY.payerIn : DATA_SHARING_COPY.payerOut)(store.whose)}
            changedOn={current.choices.payerToPayer.changedOn}
            action={current.choices.payerToPayer.consented ? DATA_SHARING_COPY.withdraw : DATA_SHARING_COPY.consent}
            onChange={() => void store.setPayerToPayer(!current.choices.payerToPayer.consented)}
            store={store}
            mayChange={current.mayChange}
          />
          <section className="account-section" aria-labelledby="data-sharing-history-title">
            <h2 id="data-sharing-history-title" className="account-section__title">
              {DATA_SHARING_COPY.historyTitle}
            </h2>
            {store.history.length === 0 ? (
              <p className="empty-state">{DATA_SHARING_COPY.historyNone}</p>
            ) : (
              <ol className="data-sharing-history" data-testid="data-sharing-history">
                {store.history.map((row) => (
                  <li key={row.key}>
                    <span className="data-sharing-history__date">{row.date}</span>
                    <span>
                      {row.what}
                      {row.by !== null && <span className="account-card__muted"> {DATA_SHARING_COPY.by(row.by)}</span>}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </>
      )}
      <Modal
        open={store.confirming !== null}
        title={store.confirming === null ? '' : DATA_SHARING_COPY.revokeTitle(store.confirming.name)}
        primaryLabel={store.freshCheckIn === 'apps' ? FRESH_CHECK_COPY.confirm : DATA_SHARING_COPY.revokeConfirm}
        cancelLabel={DATA_SHARING_COPY.revokeKeep}
        tone="danger"
        busy={store.saving === 'apps'}
        onClose={(result) => {
          if (result === 'primary') {
            void store.confirmRevoke();
            return false;
          }
          store.cancelRevoke();
          return true;
        }}
      >
        <p>{store.confirming === null ? '' : DATA_SHARING_COPY.revokeBody(store.confirming.name)}</p>
        {store.freshCheckIn === 'apps' && <FreshCheckField prompt={store.freshCheck} />}
      </Modal>
    </div>
  );
});

export default function DataSharingPage() {
  return <AccountLayout>{(state) => <DataSharingContent state={state} />}</AccountLayout>;
}
