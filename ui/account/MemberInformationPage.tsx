import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { IdCardView } from '../../domain/model';
import { COVERAGE_CATEGORY_LABELS } from '../../domain/rules/benefit-categories';
import { formatPrimaryCareDate } from '../../domain/rules/formats';
import type { FamilyMemberInformation } from '../../application/account/member-information';
import { useScreenStore } from '../app/ServicesProvider';
import { Icon } from '../components/Icon';
import { Modal } from '../components/Modal';
import { PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { TextField } from '../components/TextField';
import { ACCOUNT_COPY } from './account-copy';
import { AccountLayout } from './AccountLayout';
import { MemberInformationStore } from './member-information-store';
import { Form } from '../components/Form';
import { relationshipOf } from '../../domain/rules/member-account';

function IdCardPreview({ card }: { readonly card: IdCardView }) {
  const rx = [card.rxBin, card.rxPcn, card.rxGroup].filter((part) => part !== null && part !== '');
  return (
    <article className="member-id-card" aria-label={`${ACCOUNT_COPY.cardTitle(card.category)}: ${card.memberName}`}>
      <header className="member-id-card__header">
        <span className="member-id-card__category">{ACCOUNT_COPY.cardTitle(card.category)}</span>
        <span className="member-id-card__plan">{card.planName}</span>
      </header>
      <dl className="member-id-card__facts">
        <div>
          <dt>{ACCOUNT_COPY.memberLabel}</dt>
          <dd>{card.memberName}</dd>
        </div>
        <div>
          <dt>{ACCOUNT_COPY.subscriberIdLabel}</dt>
          <dd>{card.subscriberId}</dd>
        </div>
        <div>
          <dt>{ACCOUNT_COPY.groupLabel}</dt>
          <dd>
            {card.groupId} <span translate="no">{card.groupName}</span>
          </dd>
        </div>
        {rx.length > 0 && (
          <div>
            <dt>{ACCOUNT_COPY.rxLabel}</dt>
            <dd>{rx.join(' / ')}</dd>
          </div>
        )}
      </dl>
      {card.copays.length > 0 && (
        <ul className="member-id-card__copays">
          {card.copays.map((copay) => (
            <li key={copay.label}>
              <span>{copay.label}</span> <strong>{copay.value}</strong>
            </li>
          ))}
        </ul>
      )}
      <footer className="member-id-card__footer">
        {ACCOUNT_COPY.customerServiceLabel}: {card.customerServicePhone}
      </footer>
    </article>
  );
}

const MemberCard = observer(function MemberCard({
  member,
  store,
  cardsAvailable,
}: {
  readonly member: FamilyMemberInformation;
  readonly store: MemberInformationStore;
  readonly cardsAvailable: boolean;
}) {
  const headingId = `member-${member.memberKey}-title`;
  const hasCard = cardsAvailable && (member.coverage.includes('Medical') || member.coverage.includes('Dental'));
  const cards = store.shownCards.get(member.memberKey);
  const downloading = store.idCard.isDownloading(member.memberKey);
  return (
    <section className="card account-card member-card" aria-labelledby={headingId} data-testid="family-member">
      <div className="member-card__header">
        <span className="member-card__avatar" aria-hidden="true">
          {member.name.charAt(0)}
        </span>
        <div>
          <h2 id={headingId} className="card__title">
            {member.name}
            {member.isViewer && <span className="chip chip--brand">{ACCOUNT_COPY.youBadge}</span>}
          </h2>
          <p className="member-card__relationship">{relationshipOf(member.relationship)}</p>
        </div>
      </div>
      <dl className="fact-list">
        <div>
          <dt>{ACCOUNT_COPY.dateOfBirthLabel}</dt>
          <dd>{formatPrimaryCareDate(member.dateOfBirth)}</dd>
        </div>
        <div>
          <dt>{ACCOUNT_COPY.coverageLabel}</dt>
          <dd>
            {member.coverage.length === 0 ? (
              ACCOUNT_COPY.noCoverage
            ) : (
              <ul className="chips">
                {member.coverage.map((category) => (
                  <li key={category} className="chip">
                    {COVERAGE_CATEGORY_LABELS[category]}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
      {hasCard && (
        <div className="member-card__cards">
          <h3 className="member-card__subtitle">{ACCOUNT_COPY.idCardOptions}</h3>
          <div className="button-row">
            <button
              type="button"
              className="button button--small"
              aria-expanded={cards !== undefined}
              aria-controls={`${headingId}-cards`}
              onClick={() => void store.toggleCards(member.memberKey)}
            >
              <Icon name={cards === undefined ? 'eye' : 'eye-off'} size={18} />
              {cards === undefined ? ACCOUNT_COPY.viewIdCard : ACCOUNT_COPY.hideIdCard}
            </button>
            <button type="button" className="button button--small" disabled={downloading} onClick={() => store.idCard.download(member.memberKey)}>
              {downloading ? <Spinner inline label={ACCOUNT_COPY.downloadPdf} /> : <Icon name="document" size={18} />}
              {ACCOUNT_COPY.downloadPdf}
            </button>
            <button type="button" className="button button--small" onClick={() => store.openEmailForm(member.memberKey, member.name)}>
              <Icon name="mail" size={18} />
              {ACCOUNT_COPY.emailIdCard}
            </button>
          </div>
          <div id={`${headingId}-cards`} className="member-id-card-list">
            {store.loadingCards === member.memberKey && <Spinner label={ACCOUNT_COPY.viewIdCard} />}
            {cards?.map((card) => <IdCardPreview key={card.category} card={card} />)}
          </div>
        </div>
      )}
    </section>
  );
});

export default observer(function MemberInformationPage() {
  const store = useScreenStore(MemberInformationStore);
  useEffect(() => {
    void store.load();
  }, [store]);
  const information = store.information;
  const form = store.emailForm;
  return (
    <AccountLayout>
      {() => (
        <div className="account-page">
          <PageHeading>{ACCOUNT_COPY.memberInformationHeading}</PageHeading>
          {information === null ? (
            <Spinner label={ACCOUNT_COPY.loading} />
          ) : (
            <>
              <p className="account-page__intro">{store.viewerIsSubscriber ? ACCOUNT_COPY.familyIntro : ACCOUNT_COPY.selfIntro}</p>
              {!information.idCardsAvailable && <p className="page-note">{ACCOUNT_COPY.idCardsUnavailable}</p>}
              <div className="member-list">
                {information.members.map((member) => (
                  <MemberCard key={member.memberKey} member={member} store={store} cardsAvailable={information.idCardsAvailable} />
                ))}
              </div>
              {information.printableCategories.length > 0 && (
                <section className="card account-card" aria-labelledby="printed-cards-title">
                  <h2 id="printed-cards-title" className="card__title">
                    {ACCOUNT_COPY.printedCardsTitle}
                  </h2>
                  <p>{ACCOUNT_COPY.printedCardsIntro}</p>
                  <ul className="print-requests">
                    {information.printableCategories.map((category) => {
                      const confirmation = store.confirmations.get(category);
                      const error = store.requestErrors.get(category)?.text ?? undefined;
                      return (
                        <li key={category}>
                          <button
                            type="button"
                            className="button button--small"
                            disabled={store.requesting !== null}
                            onClick={() => void store.requestPrintedCard(category)}
                          >
                            {store.requesting === category && <Spinner inline label={ACCOUNT_COPY.requestPrintedCard(category)} />}
                            {ACCOUNT_COPY.requestPrintedCard(category)}
                          </button>
                          <p role="status" className="print-requests__status">
                            {confirmation ?? ''}
                          </p>
                          {error !== undefined && (
                            <p role="alert" className="field__error">
                              {error}
                            </p>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                </section>
              )}
            </>
          )}
          <Modal
            open={form !== null}
            title={form === null ? ACCOUNT_COPY.emailIdCard : ACCOUNT_COPY.emailIdCardTitle(form.name)}
            primaryLabel={ACCOUNT_COPY.emailIdCardSend}
            cancelLabel={ACCOUNT_COPY.emailIdCardCancel}
            busy={form?.sending === true}
            onClose={(result) => {
              if (result === 'primary') {
                void store.sendEmail();
                return false;
              }
              return store.closeEmailForm();
            }}
          >
            {form !== null && (
              <Form onSubmit={() => void store.sendEmail()}>
                <TextField
                  label={ACCOUNT_COPY.emailFieldLabel}
                  type="email"
                  autoComplete="email"
                  value={form.address}
                  error={form.error.text ?? undefined}
                  onValueChange={(value) => store.setEmailAddress(value)}
                />
              </Form>
            )}
          </Modal>
        </div>
      )}
    </AccountLayout>
  );
});
