import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { IdCardView } from '../../domain/model';
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
      <footer className="id-card__footer">
        {BENEFITS_COPY.idCardCustomerService}: {card.customerServicePhone}
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
