import { observer } from 'mobx-react-lite';
import { pickedFile } from '../components/picked-file';
import { appealStatusText } from '../../domain/copy/appeals-copy';
import { formatBannerDate } from '../../domain/rules/formats';
import type { AppealView } from '../../application/appeals/appeals';
import { gatewayLang } from '../i18n/gateway-lang';
import { APPEALS_COPY as COPY } from './appeals-copy';
import type { AppealsStore } from './appeals-store';
import '../components/fact-list.css';
import './appeals.css';

/** The answer to the plan's request for more information: a note and documents, sent once. */
const AnswerForm = observer(function AnswerForm({ store, appealId }: { readonly store: AppealsStore; readonly appealId: string }) {
  const answer = store.answerFor(appealId);
  return (
    <div className="appeal-card__answer">
      <div className="field">
        <label htmlFor={`answer-${appealId}-note`} className="field__label">
          {COPY.answerNote}
        </label>
        <textarea id={`answer-${appealId}-note`} className="field__input" rows={3} value={answer.note} onChange={(event) => store.setAnswerNote(appealId, event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`answer-${appealId}-file`} className="field__label">
          {COPY.answerFile}
        </label>
        <input
          id={`answer-${appealId}-file`}
          type="file"
          accept="application/pdf,image/jpeg,image/png"
          className="field__input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file !== undefined) void store.attachToAnswer(appealId, pickedFile(file));
          }}
        />
        {answer.files.length > 0 && (
          <ul className="appeal-files">
            {answer.files.map((file) => (
              <li key={file.attachmentId}>{file.fileName}</li>
            ))}
          </ul>
        )}
      </div>
      <button type="button" className="button button--secondary" aria-busy={store.answering === appealId || undefined} onClick={() => void store.sendAnswer(appealId)}>
        {COPY.answerInformation}
      </button>
    </div>
  );
});

/**
 * One appeal as the member follows it, wherever it shows (the appeals page, the tracker, the claim): its
 * status (received, in review, more information needed, decided with the outcome and the decision letter,
 * external review requested), the due date, and what the member may do next.
 */
export const AppealCard = observer(function AppealCard({ view, store, headingLevel = 3 }: { readonly view: AppealView; readonly store: AppealsStore; readonly headingLevel?: 3 | 4 }) {
  const { appeal, externalReview } = view;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const titleId = `appeal-${appeal.appealId}-title`;
  const status = appealStatusText(appeal);
  const failure = store.actionFailure?.appealId === appeal.appealId ? store.actionFailure.message : null;
  const letterUrl = store.letterUrls.get(appeal.appealId);
  return (
    <li className="card appeal-card" aria-labelledby={titleId} data-testid="appeal">
      <Heading id={titleId} className="card__title">
        {COPY.appealTitle(appeal.appealId)}
      </Heading>
      <p className="appeal-card__of">
        {COPY.appealOf(appeal.decision.reference)} · <span lang={gatewayLang(appeal.language)}>{appeal.decision.deniedLines.join(', ')}</span>
      </p>
      <dl className="fact-list fact-list--columns">
        <div>
          <dt>{COPY.status}</dt>
          <dd data-testid="appeal-status">{status}</dd>
        </div>
        <div>
          <dt>{COPY.about}</dt>
          <dd>{appeal.aboutMemberName}</dd>
        </div>
        <div>
          <dt>{COPY.received}</dt>
          <dd>{formatBannerDate(appeal.receivedAt.slice(0, 10))}</dd>
        </div>
        {appeal.decidedOn === null ? (
          <div>
            <dt>{COPY.decisionDue}</dt>
            <dd data-testid="appeal-due">{formatBannerDate(appeal.decisionDueAt.slice(0, 10))}</dd>
          </div>
        ) : (
          <div>
            <dt>{COPY.decidedOn}</dt>
            <dd>{formatBannerDate(appeal.decidedOn)}</dd>
          </div>
        )}
        {appeal.informationRequested !== null && appeal.status === 'more-information-needed' && (
          <div className="appeal-card__request">
            <dt>{COPY.informationRequested}</dt>
            <dd lang={gatewayLang(appeal.language)}>{appeal.informationRequested}</dd>
          </div>
        )}
      </dl>
      {appeal.status === 'more-information-needed' && <AnswerForm store={store} appealId={appeal.appealId} />}
      {failure !== null && (
        <p className="banner banner--error" role="alert">
          {failure}
        </p>
      )}
      {appeal.decisionLetter && (
        <p>
          {letterUrl === undefined ? (
            <button type="button" className="button button--small" aria-busy={store.fetchingLetter === appeal.appealId || undefined} onClick={() => void store.fetchLetter(appeal.appealId)}>
              {COPY.getDecisionLetter}
            </button>
          ) : (
            <a href={letterUrl} download={`appeal-${appeal.appealId}-decision.pdf`} type="application/pdf" data-testid="decision-letter">
              {COPY.decisionLetter}
            </a>
          )}
        </p>
      )}
      {externalReview.kind === 'eligible' && (
        <div className="appeal-card__review">
          <p>{COPY.externalReviewOffer(formatBannerDate(externalReview.askBy))}</p>
          <button type="button" className="button button--secondary" onClick={() => void store.askForExternalReview(appeal.appealId)}>
            {COPY.askExternalReview}
          </button>
        </div>
      )}
    </li>
  );
});
