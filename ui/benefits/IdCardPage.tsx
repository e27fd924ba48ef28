import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { IdCardMeasure, IdCardView } from '../../domain/model';
import { idCardFigureTable } from '../../domain/rules/id-card-figures';
import { formatUsd } from '../../domain/rules/money';
import { tierLabel } from '../../domain/rules/network-tiers';
import { brandConfig } from '../../domain/rules/brands';
import { idCardAllowed } from '../../domain/rules/menus-and-permissions';
import { PATHS } from '../../domain/routes';
import { Redirect } from 'wouter';
import type { AccountState } from '../../application/shared/resolve-account-state';
import { useScreenStore } from '../app/ServicesProvider';
import { Icon } from '../components/Icon';
import { Modal } from '../components/Modal';
import { PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { COMPONENTS_COPY } from '../components/components-copy';
import { TextField } from '../components/TextField';
import { BenefitsLayout } from './BenefitsLayout';
import { BENEFITS_COPY } from './benefits-copy';
import { useBenefitsQuery } from './benefits-query';
import { IdCardStore } from './id-card-store';
import { MemberPicker } from './MemberPicker';
import { gatewayLang } from '../i18n/gateway-lang';

const MEASURE_LABELS: Readonly<Record<IdCardMeasure, () => string>> = {
  deductible: () => BENEFITS_COPY.deductible,
  outOfPocketMaximum: () => BENEFITS_COPY.outOfPocket,
  annualMaximum: () => BENEFITS_COPY.idCardAnnualMaximum,
};

const networkLabel = (networkTier: string | null): string => (networkTier === null ? BENEFITS_COPY.idCardAllNetworks : tierLabel(networkTier));

/** The plan's deductibles and maximums the card states: a row per measure, a column per network. */
function IdCardFigures({ card }: { readonly card: IdCardView }) {
  const table = idCardFigureTable(card.figures);
  if (table.rows.length === 0) return null;
  return (
    <table className="id-card__costs" data-testid="id-card-costs">
      <caption>{BENEFITS_COPY.idCardCostsHeading}</caption>
      <thead>
        <tr>
          <td />
          {table.networks.map((networkTier) => (
            <th key={networkTier ?? 'all'} scope="col">
              {networkLabel(networkTier)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row) => (
          <tr key={row.measure}>
            <th scope="row">{MEASURE_LABELS[row.measure]()}</th>
            {row.cells.map((cell) => (
              <td key={cell.networkTier ?? 'all'}>
                {cell.individual !== null && <span className="id-card__amount">{BENEFITS_COPY.idCardIndividualAmount(formatUsd(cell.individual))}</span>}
                {cell.family !== null && <span className="id-card__amount">{BENEFITS_COPY.idCardFamilyAmount(formatUsd(cell.family))}</span>}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function IdCardFace({ card, brandName }: { readonly card: IdCardView; readonly brandName: string }) {
  const rx: readonly [string, string | null][] = [
    [BENEFITS_COPY.idCardRxBin, card.rxBin],
    [BENEFITS_COPY.idCardRxPcn, card.rxPcn],
    [BENEFITS_COPY.idCardRxGroup, card.rxGroup],
  ];
  return (
    <article className="id-card" aria-label={BENEFITS_COPY.idCardCategory(card.category)}>
      <header className="id-card__header">
        <span className="id-card__brand">
          <span className="brand-mark__logo" aria-hidden="true" />
          {brandName}
        </span>
        <span className="id-card__category">{BENEFITS_COPY.idCardCategory(card.category)}</span>
      </header>
      <p className="id-card__plan">{card.planName}</p>
      <dl className="id-card__facts">
        <div className="id-card__fact id-card__fact--wide">
          <dt>{BENEFITS_COPY.idCardMemberName}</dt>
          <dd className="id-card__name">{card.memberName}</dd>
        </div>
        <div className="id-card__fact">
          <dt>{BENEFITS_COPY.idCardSubscriberId}</dt>
          <dd>{card.subscriberId}</dd>
        </div>
        <div className="id-card__fact">
          <dt>{BENEFITS_COPY.idCardGroup}</dt>
          <dd>
            {card.groupId}
            <span className="id-card__group-name" translate="no">
              {card.groupName}
            </span>
          </dd>
        </div>
        {rx.map(([label, value]) =>
          value === null ? null : (
            <div key={label} className="id-card__fact">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ),
        )}
      </dl>
      {card.copays.length > 0 && (
        <dl className="id-card__copays">
          {card.copays.map((copay) => (
            <div key={copay.label}>
              <dt lang={gatewayLang()}>{copay.label}</dt>
              <dd>{copay.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <IdCardFigures card={card} />
      <footer className="id-card__footer">
        <p>
          {BENEFITS_COPY.idCardCustomerService}: <span className="id-card__contact">{card.customerServicePhone}</span>
        </p>
        <p>
          {BENEFITS_COPY.idCardConsumerAssistance}:{' '}
          <span className="id-card__contact" translate="no">
            {card.customerServiceWebsite}
          </span>
        </p>
      </footer>
    </article>
  );
}

const IdCardContent = observer(function IdCardContent({ state, brandName }: { readonly state: AccountState; readonly brandName: string }) {
  const store = useScreenStore(IdCardStore);
  const { query, change } = useBenefitsQuery();
  const { suffix } = query;
  useEffect(() => {
    void store.load(state, suffix);
  }, [store, state, suffix]);
  const cards = store.cards.value;
  const choice = store.choiceFor(state, suffix);
  return (
    <div className="id-card-page">
      <PageHeading>{BENEFITS_COPY.idCardHeading}</PageHeading>
      <p className="benefits-intro no-print">{BENEFITS_COPY.idCardIntro}</p>
      <div className="id-card-page__toolbar no-print">
        <MemberPicker members={choice.offered} selected={choice.member} onSelect={(next) => change({ suffix: next })} />
        <div className="id-card-page__actions">
          <button type="button" className="button button--primary" disabled={cards === null || cards.length === 0 || store.downloading} onClick={() => void store.download()}>
            <Icon name="document" size={18} />
            {BENEFITS_COPY.idCardDownload}
          </button>
          <button type="button" className="button" disabled={cards === null || cards.length === 0} onClick={() => store.openEmail()}>
            <Icon name="mail" size={18} />
            {BENEFITS_COPY.idCardEmail}
          </button>
          <button type="button" className="button" disabled={cards === null || cards.length === 0} onClick={() => window.print()}>
            {BENEFITS_COPY.idCardPrint}
          </button>
        </div>
      </div>
      {cards === null || store.cards.loading ? (
        <Spinner label={BENEFITS_COPY.loading} />
      ) : cards.length === 0 ? (
        <p className="empty-state">{BENEFITS_COPY.idCardNone}</p>
      ) : (
        <div className="id-card-list" data-testid="id-cards">
          {cards.map((card) => (
            <IdCardFace key={`${card.memberKey}-${card.category}`} card={card} brandName={brandName} />
          ))}
        </div>
      )}
      <Modal
        open={store.emailOpen}
        title={BENEFITS_COPY.idCardEmailHeading}
        primaryLabel={BENEFITS_COPY.idCardEmailSend}
        cancelLabel={COMPONENTS_COPY.cancel}
        busy={store.sending}
        onClose={(result) => {
          if (result === 'primary') {
            void store.sendEmail();
            return false;
          }
          store.closeEmail();
          return true;
        }}
      >
        <TextField
          label={BENEFITS_COPY.idCardEmailLabel}
          type="email"
          autoComplete="email"
          value={store.emailAddress}
          error={store.emailError ?? undefined}
          onValueChange={(value) => store.setEmailAddress(value)}
        />
      </Modal>
    </div>
  );
});

export default function IdCardPage() {
  return (
    <BenefitsLayout page="Summary" nav={false}>
      {(state) => (idCardAllowed(state.viewer, state.today) ? <IdCardContent state={state} brandName={brandNameOf(state)} /> : <Redirect to={PATHS.home} replace />)}
    </BenefitsLayout>
  );
}

const brandNameOf = (state: AccountState): string => brandConfig(state.domainId).name;
