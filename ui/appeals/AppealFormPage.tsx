import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { Link, useParams } from 'wouter';
import { REMAINING_OPTION_LABELS } from '../../domain/copy/appeals-copy';
import type { AppealedDecisionKind, MessageAttachment } from '../../domain/model';
import { formatBannerDate } from '../../domain/rules/formats';
import { PATHS } from '../../domain/routes';
import { useScreenStore } from '../app/ServicesProvider';
import { Form } from '../components/Form';
import { PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { AccountLayout } from '../account/AccountLayout';
import { APPEAL_FORM_COPY as COPY } from './appeal-form-copy';
import { AppealFormStore, type AttachmentSlot } from './appeal-form-store';
import { ErrorSummary } from './ErrorSummary';
import { pickedFile } from './picked-file';
import './appeals.css';

const kindOf = (text: string | undefined): AppealedDecisionKind | null => (text === 'claim' || text === 'authorization' ? text : null);

/** A file input that attaches through the store, with the files attached so far and a way to remove each. */
const Attachments = observer(function Attachments({
  store,
  slot,
  id,
  label,
  hint,
  files,
  onRemove,
  error,
}: {
  readonly store: AppealFormStore;
  readonly slot: AttachmentSlot;
  readonly id: string;
  readonly label: string;
  readonly hint?: string;
  readonly files: readonly MessageAttachment[];
  readonly onRemove: (attachmentId: string) => void;
  readonly error?: string | undefined;
}) {
  const hintId = useId();
  const errorId = useId();
  const refused = store.attachmentError?.slot === slot ? store.attachmentError.message : undefined;
  const shown = error ?? refused;
  return (
    <div className={shown === undefined ? 'field' : 'field field--invalid'}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {hint !== undefined && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        type="file"
        accept="application/pdf,image/jpeg,image/png"
        className="field__input"
        aria-invalid={shown !== undefined}
        aria-describedby={[hint === undefined ? null : hintId, shown === undefined ? null : errorId].filter((part) => part !== null).join(' ') || undefined}
        disabled={store.attaching !== null}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file !== undefined) void store.attach(slot, pickedFile(file));
        }}
      />
      {store.attaching === slot && <Spinner label={COPY.attaching} />}
      {shown !== undefined && (
        <p id={errorId} className="field__error" role="alert">
          {shown}
        </p>
      )}
      {files.length > 0 && (
        <ul className="appeal-files">
          {files.map((file) => (
            <li key={file.attachmentId}>
              <span>{file.fileName}</span>{' '}
              <button type="button" className="button button--link" onClick={() => onRemove(file.attachmentId)}>
                {COPY.remove(file.fileName)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});

const TheForm = observer(function TheForm({ store }: { readonly store: AppealFormStore }) {
  const form = store.form!;
  const reasonHint = useId();
  const reasonError = useId();
  const reasonCount = useId();
  return (
    <>
      <ErrorSummary heading={COPY.errorSummaryHeading} errors={store.summary} round={store.errorRound} />
      <Form onSubmit={() => store.review()} className="form appeal-form">
        <fieldset className="fieldset">
          <legend className="fieldset__legend">{COPY.whoHeading}</legend>
          {(['member', 'representative'] as const).map((who) => (
            <label key={who} className="choice">
              <input type="radio" name="appellant" value={who} checked={store.appellant === who} onChange={() => store.setAppellant(who)} />
              {who === 'member' ? COPY.whoMember : COPY.whoRepresentative}
            </label>
          ))}
        </fieldset>
        {store.appellant === 'representative' && (
          <>
            <div className={store.errors.representativeName === undefined ? 'field' : 'field field--invalid'}>
              <label htmlFor="appeal-representative-name" className="field__label">
                {COPY.representativeName}
              </label>
              <input
                id="appeal-representative-name"
                className="field__input"
                autoComplete="off"
                value={store.representativeName}
                aria-invalid={store.errors.representativeName !== undefined}
                aria-describedby={store.errors.representativeName === undefined ? undefined : 'appeal-representative-name-error'}
                onChange={(event) => store.setRepresentativeName(event.target.value)}
              />
              {store.errors.representativeName !== undefined && (
                <p id="appeal-representative-name-error" className="field__error">
                  {store.errors.representativeName}
                </p>
              )}
            </div>
            <Attachments
              store={store}
              slot="representative-form"
              id="appeal-representative-form"
              label={COPY.representativeForm}
              files={store.representativeForm === null ? [] : [store.representativeForm]}
              onRemove={() => store.removeRepresentativeForm()}
              error={store.errors.representativeForm}
            />
          </>
        )}
        <div className={store.errors.reason === undefined ? 'field' : 'field field--invalid'}>
          <label htmlFor="appeal-reason" className="field__label">
            {COPY.whyLabel}
          </label>
          <p id={reasonHint} className="field__hint">
            {COPY.whyHint}
          </p>
          <textarea
            id="appeal-reason"
            className="field__input appeal-form__reason"
            rows={8}
            value={store.reason}
            aria-invalid={store.errors.reason !== undefined}
            aria-describedby={[reasonHint, reasonCount, store.errors.reason === undefined ? null : reasonError].filter((part) => part !== null).join(' ')}
            onChange={(event) => store.setReason(event.target.value)}
          />
          <p id={reasonCount} className="field__hint" aria-live="polite" data-testid="reason-count">
            {COPY.charactersUsed(store.reasonLength)}
          </p>
          {store.errors.reason !== undefined && (
            <p id={reasonError} className="field__error">
              {store.errors.reason}
            </p>
          )}
        </div>
        <fieldset className="fieldset">
          <legend className="fieldset__legend">{COPY.documentsHeading}</legend>
          <Attachments store={store} slot="document" id="appeal-documents" label={COPY.chooseFile} hint={COPY.documentsHint} files={store.documents} onRemove={(id) => store.removeDocument(id)} />
        </fieldset>
        {form.mayBeExpedited && (
          <fieldset className="fieldset">
            <label className="choice">
              <input id="appeal-expedited" type="checkbox" checked={store.expedited} aria-describedby="appeal-expedited-hint" onChange={(event) => store.setExpedited(event.target.checked)} />
              {COPY.expedited}
            </label>
            <p id="appeal-expedited-hint" className="field__hint">
              {COPY.expeditedHint}
            </p>
            {store.expedited && (
              <div className={store.errors.urgentAttestation === undefined ? 'field' : 'field field--invalid'}>
                <label className="choice">
                  <input
                    id="appeal-attestation"
                    type="checkbox"
                    checked={store.urgentAttestation}
                    aria-invalid={store.errors.urgentAttestation !== undefined}
                    onChange={(event) => store.setUrgentAttestation(event.target.checked)}
                  />
                  {COPY.attestation}
                </label>
                {store.errors.urgentAttestation !== undefined && <p className="field__error">{store.errors.urgentAttestation}</p>}
              </div>
            )}
          </fieldset>
        )}
        <div className="button-row">
          <button type="submit" className="button button--primary">
            {COPY.continue}
          </button>
        </div>
      </Form>
    </>
  );
});

const Review = observer(function Review({ store }: { readonly store: AppealFormStore }) {
  return (
    <section aria-labelledby="appeal-review-title" className="card appeal-review">
      <h2 id="appeal-review-title" tabIndex={-1}>
        {COPY.reviewHeading}
      </h2>
      {store.failure !== null && (
        <div className="banner banner--error" role="alert">
          <p>{store.failure}</p>
        </div>
      )}
      <dl className="account-facts">
        <div>
          <dt>{COPY.reviewWho}</dt>
          <dd>{store.appellant === 'member' ? COPY.reviewSelf : COPY.reviewRepresentative(store.representativeName.trim())}</dd>
        </div>
        <div>
          <dt>{COPY.reviewWhy}</dt>
          <dd className="appeal-review__reason">{store.reason.trim()}</dd>
        </div>
        <div>
          <dt>{COPY.reviewDocuments}</dt>
          <dd>{store.documents.length === 0 ? COPY.reviewNoDocuments : store.documents.map((file) => file.fileName).join(', ')}</dd>
        </div>
        <div>
          <dt>{COPY.reviewUrgency}</dt>
          <dd>{store.expedited ? COPY.reviewExpedited : COPY.reviewStandard}</dd>
        </div>
      </dl>
      <div className="button-row">
        <button type="button" className="button button--secondary" onClick={() => store.edit()} disabled={store.submitting}>
          {COPY.edit}
        </button>
        <button type="button" className="button button--primary" aria-disabled={store.submitting || undefined} onClick={() => void store.submit()}>
          {store.submitting ? COPY.submitting : COPY.submit}
        </button>
      </div>
    </section>
  );
});

const Decision = observer(function Decision({ store }: { readonly store: AppealFormStore }) {
  const form = store.form!;
  return (
    <section aria-labelledby="appeal-decision-title" className="card appeal-decision">
      <h2 id="appeal-decision-title">{COPY.decisionHeading}</h2>
      <dl className="account-facts">
        <div>
          <dt>{COPY.reference}</dt>
          <dd data-testid="appeal-reference">{form.reference}</dd>
        </div>
        <div>
          <dt>{COPY.about}</dt>
          <dd>{form.memberName}</dd>
        </div>
        <div>
          <dt>{COPY.service}</dt>
          <dd>{form.title}</dd>
        </div>
        <div>
          <dt>{COPY.deniedLines}</dt>
          <dd>
            <ul className="appeal-denied-lines">
              {form.deniedLines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>{COPY.noticeDate}</dt>
          <dd>{formatBannerDate(form.noticeDate)}</dd>
        </div>
      </dl>
      {form.window.open && (
        <p className="appeal-deadline" data-testid="appeal-deadline">
          {COPY.deadline(formatBannerDate(form.window.deadline), form.window.daysLeft)}
        </p>
      )}
    </section>
  );
});

/** /account/appeals/new/:kind/:reference: the appeal form, its review step and the confirmation. */
export default observer(function AppealFormPage() {
  const params = useParams<{ kind: string; reference: string }>();
  const store = useScreenStore(AppealFormStore);
  const kind = kindOf(params.kind);
  const reference = params.reference;
  useEffect(() => {
    if (kind !== null) void store.load(kind, reference);
  }, [store, kind, reference]);
  return (
    <AccountLayout>
      {() => (
        <div className="account-page appeal-page">
          <PageHeading>{store.step === 'filed' ? COPY.filedHeading : COPY.heading}</PageHeading>
          {kind === null || store.notAppealable ? (
            <p>{COPY.notAppealable}</p>
          ) : store.form === null ? (
            <Spinner label={COPY.loading} />
          ) : store.step === 'filed' && store.filed !== null ? (
            <div className="card appeal-filed" data-testid="appeal-filed">
              <p>{COPY.appealNumber(store.filed.appealId)}</p>
              <p>{COPY.decisionDue(formatBannerDate(store.filed.decisionDueAt.slice(0, 10)))}</p>
              <Link href={PATHS.appeals}>{COPY.seeAppeals}</Link>
            </div>
          ) : (
            <>
              <Decision store={store} />
              {store.form.openAppeal !== null ? (
                <p className="banner banner--info">{COPY.openAppeal(store.form.openAppeal.appealId)}</p>
              ) : !store.form.window.open ? (
                <div className="appeal-closed" data-testid="appeal-closed">
                  <p>{COPY.deadlinePassed(formatBannerDate(store.form.window.deadline))}</p>
                  <ul>
                    {store.form.window.options.map((option) => (
                      <li key={option}>{option === 'complaint' ? <Link href={PATHS.appeals}>{REMAINING_OPTION_LABELS[option]}</Link> : REMAINING_OPTION_LABELS[option]}</li>
                    ))}
                  </ul>
                </div>
              ) : store.step === 'review' ? (
                <Review store={store} />
              ) : (
                <TheForm store={store} />
              )}
            </>
          )}
        </div>
      )}
    </AccountLayout>
  );
});
