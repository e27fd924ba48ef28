import { useEffect, useId, useRef, type ReactNode } from 'react';
import { focusableWithin } from './focus';
import { Icon } from './Icon';
import { Spinner } from './Spinner';
import { Form } from './Form';
import { COMPONENTS_COPY } from './components-copy';

type Props = {
  readonly title: string;
  /** Read-only cards show their content without an Edit button. */
  readonly readOnly?: boolean | undefined;
  readonly editing: boolean;
  readonly onEdit: () => void;
  readonly onCancel: () => void;
  /** Called when the edit form is submitted (Save or Enter in a field). */
  readonly onSave: () => void;
  readonly saving?: boolean | undefined;
  /** A failure to show above the form while editing. */
  readonly error?: string | null | undefined;
  /** What the card shows when it is not being edited. */
  readonly display: ReactNode;
  /** The edit form's fields. */
  readonly children?: ReactNode;
  readonly editLabel?: string | undefined;
  readonly saveLabel?: string | undefined;
  readonly cancelLabel?: string | undefined;
  readonly headingLevel?: 2 | 3 | undefined;
};

/**
 * A card that toggles between showing a value and editing it (spec section 4). Entering edit mode moves
 * focus to the first field; leaving it returns focus to the Edit button, so keyboard users keep their place.
 */
export function EditCard({
  title,
  readOnly = false,
  editing,
  onEdit,
  onCancel,
  onSave,
  saving = false,
  error = null,
  display,
  children,
  editLabel = COMPONENTS_COPY.edit,
  saveLabel = COMPONENTS_COPY.save,
  cancelLabel = COMPONENTS_COPY.cancel,
  headingLevel = 2,
}: Props) {
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  const isEditing = editing && !readOnly;

  useEffect(() => {
    if (isEditing && !wasEditing.current && formRef.current !== null) {
      focusableWithin(formRef.current)[0]?.focus();
    }
    if (!isEditing && wasEditing.current) editButtonRef.current?.focus();
    wasEditing.current = isEditing;
  }, [isEditing]);

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={isEditing ? 'card edit-card edit-card--editing' : 'card edit-card'} aria-labelledby={headingId}>
      <div className="edit-card__header">
        <Heading id={headingId} className="card__title">
          {title}
        </Heading>
        {!readOnly && !isEditing && (
          <button
            ref={editButtonRef}
            type="button"
            className="button button--ghost button--small"
            aria-label={`${editLabel} ${title.toLowerCase()}`}
            onClick={onEdit}
          >
            {editLabel}
          </button>
        )}
      </div>
      {isEditing ? (
        <Form ref={formRef} className="form edit-card__form" aria-labelledby={headingId} busy={saving} onSubmit={onSave}>
          {error !== null && error !== '' && (
            <div className="banner banner--error" role="alert">
              <Icon name="error" />
              <p>{error}</p>
            </div>
          )}
          {children}
          <div className="edit-card__actions">
            <button type="button" className="button button--ghost" disabled={saving} onClick={onCancel}>
              {cancelLabel}
            </button>
            <button type="submit" className="button button--primary" disabled={saving}>
              {saving && <Spinner inline label={COMPONENTS_COPY.saving} />}
              {saveLabel}
            </button>
          </div>
        </Form>
      ) : (
        <div className="edit-card__display">{display}</div>
      )}
    </section>
  );
}
