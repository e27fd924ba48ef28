import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { COMPLAINT_CATEGORY_NAMES, COMPLAINT_STATUS_LABELS } from '../../domain/copy/appeals-copy';
import { COMPLAINT_CATEGORIES, type ComplaintCategory } from '../../domain/model';
import { formatBannerDate } from '../../domain/rules/formats';
import { useScreenStore } from '../app/ServicesProvider';
import { Form } from '../components/Form';
import { PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { AccountLayout } from '../account/AccountLayout';
import { AppealCard } from './AppealCard';
import { APPEALS_COPY as COPY } from './appeals-copy';
import { AppealsStore } from './appeals-store';
import { ErrorSummary } from './ErrorSummary';
import './appeals.css';

const ComplaintForm = observer(function ComplaintForm({ store }: { readonly store: AppealsStore }) {
  const descriptionHint = useId();
  const categoryError = useId();
  const descriptionError = useId();
  return (
    <section className="account-section" aria-labelledby="complaint-form-title">
      <h2 id="complaint-form-title" className="account-section__title">
        {COPY.complaintFormHeading}
      </h2>
      <p>{COPY.complaintFormIntro}</p>
      <ErrorSummary heading={COPY.errorSummaryHeading} errors={store.complaintSummary} round={store.errorRound} />
      {store.complaintFailure !== null && (
        <p className="banner banner--error" role="alert">
          {store.complaintFailure}
        </p>
      )}
      {store.sentComplaintId !== null && (
        <p className="banner banner--success" role="status">
          {COPY.complaintSent(store.sentComplaintId)}
        </p>
      )}
      <Form onSubmit={() => void store.complain()} busy={store.sending}>
        <div className={store.complaintErrors.category === undefined ? 'field' : 'field field--invalid'}>
          <label htmlFor="complaint-category" className="field__label">
            {COPY.category}
          </label>
          <select
            id="complaint-category"
            className="field__input field__select"
            value={store.category ?? ''}
            aria-invalid={store.complaintErrors.category === undefined ? undefined : true}
            aria-describedby={store.complaintErrors.category === undefined ? undefined : categoryError}
            onChange={(event) => store.setCategory(event.target.value === '' ? null : (event.target.value as ComplaintCategory))}
          >
            <option value="">{COPY.chooseCategory}</option>
            {COMPLAINT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {COMPLAINT_CATEGORY_NAMES[category]}
              </option>
            ))}
          </select>
          {store.complaintErrors.category !== undefined && (
            <p id={categoryError} className="field__error">
              {store.complaintErrors.category}
            </p>
          )}
        </div>
        <div className={store.complaintErrors.description === undefined ? 'field' : 'field field--invalid'}>
          <label htmlFor="complaint-description" className="field__label">
            {COPY.description}
          </label>
          <textarea
            id="complaint-description"
            className="field__input appeal-form__reason"
            rows={5}
            value={store.description}
            aria-invalid={store.complaintErrors.description === undefined ? undefined : true}
            aria-describedby={[descriptionHint, store.complaintErrors.description === undefined ? null : descriptionError].filter((part) => part !== null).join(' ')}
            onChange={(event) => store.setDescription(event.target.value)}
          />
          <p id={descriptionHint} className="field__hint">
            {COPY.descriptionHint}
          </p>
          {store.complaintErrors.description !== undefined && (
            <p id={descriptionError} className="field__error">
              {store.complaintErrors.description}
            </p>
          )}
        </div>
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
                        <dl className="account-facts account-facts--columns">
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
