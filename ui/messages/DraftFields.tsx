import { observer } from 'mobx-react-lite';
import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldNotes, useFieldIds } from '../components/FieldNotes';
import { Spinner } from '../components/Spinner';
import type { AttachmentsDraft } from './attachments-draft';
import { pickedFile } from './attachments-draft';
import { MESSAGES_COPY } from './messages-copy';

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'id'> & {
  readonly label: string;
  readonly value: string;
  readonly error?: string | undefined;
  readonly hint?: string | undefined;
  readonly onValueChange: (value: string) => void;
};

/** A labelled text area whose hint and error are tied to it, as TextField's are. */
export function TextAreaField({ label, value, error, hint, onValueChange, ...area }: TextAreaProps) {
  const ids = useFieldIds(hint, error);
  return (
    <div className={error === undefined ? 'field' : 'field field--invalid'}>
      <label htmlFor={ids.id} className="field__label">
        {label}
      </label>
      <textarea
        {...area}
        id={ids.id}
        className="field__input messages-textarea"
        value={value}
        aria-invalid={error !== undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onValueChange(event.target.value)}
      />
      <FieldNotes ids={ids} hint={hint} error={error} />
    </div>
  );
}

const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

const megabytes = (bytes: number): string => (bytes / (1024 * 1024)).toFixed(1);

/**
 * A draft's files: the picker (PDF, JPEG or PNG, 10 MB each, 5 a message), the files attached with a way to
 * remove each, and what was refused, by name, said as it happens. The picker is emptied after each pick, so
 * that the same file can be picked again after it was removed.
 */
export const FilesField = observer(function FilesField({ draft, name }: { readonly draft: AttachmentsDraft; readonly name: string }) {
  const refusals = draft.refusals;
  const error = refusals.length === 0 ? undefined : refusals.join(' ');
  const ids = useFieldIds(MESSAGES_COPY.filesHint, error);
  return (
    <div className={error === undefined ? 'field' : 'field field--invalid'}>
      <label htmlFor={ids.id} className="field__label">
        {MESSAGES_COPY.filesLabel}
      </label>
      <input
        id={ids.id}
        name={name}
        type="file"
        multiple
        accept={ACCEPT}
        className="field__input messages-files__input"
        aria-invalid={error !== undefined}
        aria-describedby={ids.describedBy}
        disabled={draft.attaching !== null}
        onChange={(event) => {
          const input = event.currentTarget;
          const files = [...(input.files ?? [])].map(pickedFile);
          input.value = '';
          void draft.add(files);
        }}
      />
      <FieldNotes ids={ids} hint={MESSAGES_COPY.filesHint} error={error} />
      {draft.attaching !== null && <Spinner inline label={MESSAGES_COPY.attaching(draft.attaching)} />}
      {draft.files.length > 0 && (
        <ul className="messages-files" aria-label={MESSAGES_COPY.attachedList} data-testid="draft-files">
          {draft.files.map((file) => (
            <li key={file.attachmentId} className="messages-files__file">
              <span>
                {file.fileName} ({MESSAGES_COPY.fileSize(megabytes(file.size))})
              </span>
              <button type="button" className="button button--small button--ghost" onClick={() => draft.remove(file.attachmentId)}>
                {MESSAGES_COPY.remove(file.fileName)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});

/**
 * What stops a send, listed above the form and focused after each refused or failed send (WCAG 3.3.1),
 * each entry leading to its field.
 */
export function ErrorSummary({
  items,
  summaryRef,
  onPick,
}: {
  readonly items: readonly { readonly field: string; readonly message: string }[];
  readonly summaryRef: Ref<HTMLDivElement>;
  readonly onPick: (field: string) => void;
}) {
  if (items.length === 0) return null;
  return (
    <div ref={summaryRef} className="messages-error-summary" tabIndex={-1} role="group" aria-labelledby="messages-error-summary-title" data-testid="error-summary">
      <h2 id="messages-error-summary-title" className="messages-error-summary__title">
        {MESSAGES_COPY.errorSummary}
      </h2>
      <ul>
        {items.map((item) => (
          <li key={item.field}>
            {item.field === 'send' ? (
              item.message
            ) : (
              <a
                href={`#${item.field}`}
                onClick={(event) => {
                  event.preventDefault();
                  onPick(item.field);
                }}
              >
                {item.message}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
