import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Link, useParams } from 'wouter';
import { REMAINING_OPTION_LABELS } from '../../domain/copy/appeals-copy';
import type { AppealedDecisionKind, MessageAttachment } from '../../domain/model';
import { formatBannerDate } from '../../domain/rules/formats';
import { PATHS } from '../../domain/routes';
import { useScreenStore } from '../app/ServicesProvider';
import { ErrorSummary, focusNamed } from '../components/ErrorSummary';
import { FilePicker } from '../components/FilePicker';
import { Form } from '../components/Form';
import { TextAreaField } from '../components/TextAreaField';
import { TextField } from '../components/TextField';
import { PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { AccountLayout } from '../account/AccountLayout';
import { APPEAL_FORM_COPY as COPY } from './appeal-form-copy';
import { AppealFormStore, type AttachmentSlot } from './appeal-form-store';
import '../components/choice.css';
import './appeals.css';

const kindOf = (text: string | undefined): AppealedDecisionKind | null => (text === 'claim' || text === 'authorization' ? text : null);

/** One slot's file picker: it attaches through the store, which checks each file by the secure messages' rules. */
const Attachments = observer(function Attachments({
  store,
  slot,
  name,
  label,
  hint,
  files,
  onRemove,
  error,
}: {
  readonly store: AppealFormStore;
  readonly slot: AttachmentSlot;
  readonly name: string;
  readonly label: string;
  readonly hint?: string;
  readonly files: readonly MessageAttachment[];
  readonly onRemove: (attachmentId: string) => void;
  readonly error?: string | undefined;
}) {
  const refused = store.attachmentError?.slot === slot ? store.attachmentError.message : undefined;
  const attaching = store.attaching?.slot === slot ? store.attaching.fileName : null;
  return (
    <FilePicker
      name={name}
      label={label}
      hint={hint}
      error={error ?? refused}
      files={files}
      attaching={attaching}
      onPick={([file]) => {
        if (file !== undefined) void store.attach(slot, file);
      }}
      onRemove={onRemove}
    />
  );
});

const TheForm = observer(function TheForm({ store }: { readonly store: AppealFormStore }) {
  const form = store.form!;
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  // Each refused review focuses the summary, so that a screen reader reads what stops it at once.
  const round = store.errorRound;
  useLayoutEffect(() => {
    if (round > 0) summaryRef.current?.focus();
  }, [round]);
  const attestationError = store.errors.urgentAttestation;
  return (
    <>
      <ErrorSummary items={store.summary} summaryRef={summaryRef} onPick={(field) => focusNamed(formRef.current, field)} />
      <Form ref={formRef} onSubmit={() => store.review()} className="form appeal-form" aria-label={COPY.heading}>
        <fieldset className="choice-group">
          <legend className="choice-group__legend">{COPY.whoHeading}</legend>
          {(['member', 'representative'] as const).map((who) => (
            <label key={who} className="choice">
              <input type="radio" name="appellant" value={who} checked={store.appellant === who} onChange={() => store.setAppellant(who)} />
              {who === 'member' ? COPY.whoMember : COPY.whoRepresentative}
            </label>
          ))}
        </fieldset>
        {store.appellant === 'representative' && (
          <>
            <TextField
              name="appeal-representative-name"
              label={COPY.representativeName}
              autoComplete="off"
              value={store.representativeName}
              error={store.errors.representativeName}
              onValueChange={(value) => store.setRepresentativeName(value)}
            />
            <Attachments
              store={store}
              slot="representative-form"
              name="appeal-representative-form"
              label={COPY.representativeForm}
              files={store.representativeForm === null ? [] : [store.representativeForm]}
              onRemove={() => store.removeRepresentativeForm()}
              error={store.errors.representativeForm}
            />
          </>
        )}
        <TextAreaField
          name="appeal-reason"
          label={COPY.whyLabel}
          hint={COPY.whyHint}
          count={COPY.charactersUsed(store.reasonLength)}
          rows={8}
          value={store.reason}
          error={store.errors.reason}
          onValueChange={(value) => store.setReason(value)}
        />
        <fieldset className="choice-group">
          <legend className="choice-group__legend">{COPY.documentsHeading}</legend>
          <Attachments store={store} slot="document" name="appeal-documents" label={COPY.chooseFile} hint={COPY.documentsHint} files={store.documents} onRemove={(id) => store.removeDocument(id)} />
        </fieldset>
        {form.mayBeExpedited && (
          <fieldset className="choice-group">
            <label className="choice">
              <input id="appeal-expedited" name="appeal-expedited" type="checkbox" checked={store.expedited} aria-describedby="appeal-expedited-hint" onChange={(event) => store.setExpedited(event.target.checked)} />
              {COPY.expedited}
            </label>
            <p id="appeal-expedited-hint" className="field__hint">
              {COPY.expeditedHint}
            </p>
            {store.expedited && (
              <div className={attestationError === undefined ? 'field' : 'field field--invalid'}>
                <label className="choice">
                  <input
                    id="appeal-attestation"
                    name="appeal-attestation"
                    type="checkbox"
                    checked={store.urgentAttestation}
                    aria-invalid={attestationError !== undefined}
                    aria-describedby={attestationError === undefined ? undefined : 'appeal-attestation-error'}
                    onChange={(event) => store.setUrgentAttestation(event.target.checked)}
                  />
                  {COPY.attestation}
                </label>
                {attestationError !== undefined && (
                  <p id="appeal-attestation-error" className="field__error">
                    {attestationError}
                  </p>
                )}
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
      <dl className="fact-list">
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
      <h2 id="appeal-decision-title" className="card__title">
        {COPY.decisionHeading}
      </h2>
      <dl className="fact-list">
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
  // Each step takes the place of the last, the control used with it: focus goes on to the new step (its
  // heading; back on the form, the choice of who appeals) rather than to the page's start.
  const step = store.step;
  const shownStep = useRef(step);
  useLayoutEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const target =
      step === 'review'
        ? document.getElementById('appeal-review-title')
        : step === 'filed'
          ? document.getElementById('appeal-page-heading')
          : document.querySelector<HTMLElement>('.appeal-form input[name="appellant"]:checked');
    target?.focus();
  }, [step]);
  return (
    <AccountLayout>
      {() => (
        <div className="account-page appeal-page">
          <PageHeading id="appeal-page-heading">{store.step === 'filed' ? COPY.filedHeading : COPY.heading}</PageHeading>
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
