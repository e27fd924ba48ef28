import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { COMPLAINT_CATEGORY_NAMES, COMPLAINT_STATUS_LABELS } from '../../domain/copy/appeals-copy';
import { COMPLAINT_CATEGORIES, type ComplaintCategory } from '../../domain/model';
import { formatBannerDate } from '../../domain/rules/formats';
import { useScreenStore } from '../app/ServicesProvider';
import { ErrorSummary, focusNamed } from '../components/ErrorSummary';
import { Form } from '../components/Form';
import { SelectField } from '../components/SelectField';
import { TextAreaField } from '../components/TextAreaField';
import { PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { AccountLayout } from '../account/AccountLayout';
import { AppealCard } from './AppealCard';
import { APPEALS_COPY as COPY } from './appeals-copy';
import { AppealsStore } from './appeals-store';
import './appeals.css';

const ComplaintForm = observer(function ComplaintForm({ store }: { readonly store: AppealsStore }) {
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  // Each refused send focuses the summary, so that a screen reader reads what stops it at once.
  const round = store.errorRound;
  useLayoutEffect(() => {
    if (round > 0) summaryRef.current?.focus();
  }, [round]);
  // The Send button is disabled while the complaint is out, which drops focus: it goes to what the send came
  // to (the confirmation, or why it failed), so that the member's place is kept and the outcome read.
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const outcome = store.sentComplaintId ?? store.complaintFailure;
  useLayoutEffect(() => {
    if (outcome !== null) outcomeRef.current?.focus();
  }, [outcome]);
  return (
    <section className="account-section" aria-labelledby="complaint-form-title">
      <h2 id="complaint-form-title" className="account-section__title">
        {COPY.complaintFormHeading}
      </h2>
      <p>{COPY.complaintFormIntro}</p>
      <ErrorSummary items={store.complaintSummary} summaryRef={summaryRef} onPick={(field) => focusNamed(formRef.current, field)} />
      {store.complaintFailure !== null && (
        <p ref={outcomeRef} className="banner banner--error" role="alert" tabIndex={-1}>
          {store.complaintFailure}
        </p>
      )}
      {store.sentComplaintId !== null && (
        <p ref={outcomeRef} className="banner banner--success" role="status" tabIndex={-1} data-testid="complaint-sent">
          {COPY.complaintSent(store.sentComplaintId)}
        </p>
      )}
      <Form ref={formRef} onSubmit={() => void store.complain()} busy={store.sending} aria-labelledby="complaint-form-title">
        <SelectField
          name="complaint-category"
          label={COPY.category}
          value={store.category ?? ''}
          placeholder={COPY.chooseCategory}
          options={COMPLAINT_CATEGORIES.map((category) => ({ value: category, label: COMPLAINT_CATEGORY_NAMES[category] }))}
          error={store.complaintErrors.category}
          onValueChange={(value) => store.setCategory(value === '' ? null : (value as ComplaintCategory))}
        />
        <TextAreaField
          name="complaint-description"
          label={COPY.description}
          hint={COPY.descriptionHint}
          rows={5}
          value={store.description}
          error={store.complaintErrors.description}
          onValueChange={(value) => store.setDescription(value)}
        />
        <div className="button-row">
          <button type="submit" className="button button--primary">
            {store.sending ? COPY.sending : COPY.sendComplaint}
          </button>
        </div>
      </Form>
    </section>
  );
});

/** /account/appeals: the member's appeals with their status, their complaints, and the complaint form. */
export default observer(function AppealsPage() {
  const store = useScreenStore(AppealsStore);
  useEffect(() => {
    void store.loadAll();
    return () => store.release();
  }, [store]);
  return (
    <AccountLayout>
      {() => (
        <div className="account-page appeal-page">
          <PageHeading>{COPY.heading}</PageHeading>
          <p className="account-page__intro">{COPY.intro}</p>
          {store.appeals === null || store.complaints === null ? (
            <Spinner label={COPY.loading} />
          ) : (
            <>
              <section className="account-section" aria-labelledby="appeals-title">
                <h2 id="appeals-title" className="account-section__title">
                  {COPY.appealsHeading}
                </h2>
                {store.appeals.length === 0 ? (
                  <p>{COPY.appealsNone}</p>
                ) : (
                  <ul className="appeal-list">
                    {store.appeals.map((view) => (
                      <AppealCard key={view.appeal.appealId} view={view} store={store} />
                    ))}
                  </ul>
                )}
              </section>
              <section className="account-section" aria-labelledby="complaints-title">
                <h2 id="complaints-title" className="account-section__title">
                  {COPY.complaintsHeading}
                </h2>
                {store.complaints.length === 0 ? (
                  <p>{COPY.complaintsNone}</p>
                ) : (
                  <ul className="appeal-list">
                    {store.complaints.map((complaint) => (
                      <li key={complaint.complaintId} className="card" data-testid="complaint" aria-labelledby={`complaint-${complaint.complaintId}`}>
                        <h3 id={`complaint-${complaint.complaintId}`} className="card__title">
                          {COPY.complaintTitle(complaint.complaintId)}
                        </h3>
                        <p>{COMPLAINT_CATEGORY_NAMES[complaint.category]}</p>
                        <p className="appeal-review__reason" lang={complaint.language}>
                          {complaint.description}
                        </p>
                        <dl className="fact-list fact-list--columns">
                          <div>
                            <dt>{COPY.status}</dt>
                            <dd data-testid="complaint-status">{COMPLAINT_STATUS_LABELS[complaint.status]}</dd>
                          </div>
                          {complaint.resolvedOn === null ? (
                            <div>
                              <dt>{COPY.answerDue}</dt>
                              <dd>{formatBannerDate(complaint.answerDueOn)}</dd>
                            </div>
                          ) : (
                            <div>
                              <dt>{COPY.resolvedOn}</dt>
                              <dd>{formatBannerDate(complaint.resolvedOn)}</dd>
                            </div>
                          )}
                        </dl>
                        {complaint.resolution !== null && <p lang={complaint.language}>{complaint.resolution}</p>}
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              <ComplaintForm store={store} />
            </>
          )}
        </div>
      )}
    </AccountLayout>
  );
});
