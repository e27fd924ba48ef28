import type { TextareaHTMLAttributes } from 'react';
import { useFieldIds } from './FieldNotes';
import { LabelledField } from './LabelledField';
import './text-area-field.css';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'id' | 'className'> & {
  readonly label: string;
  readonly value: string;
  readonly error?: string | undefined;
  /** What the field expects (a limit), under it and read with it. */
  readonly hint?: string | undefined;
  /** A note kept up to date as the member types (a character count), read with the field and announced politely. */
  readonly count?: string | undefined;
  readonly onValueChange: (value: string) => void;
};

/** A labelled text area whose hint, count and error are tied to it, as TextField's are. */
export function TextAreaField({ label, value, error, hint, count, onValueChange, ...area }: Props) {
  const ids = useFieldIds(hint, error);
  const countId = `${ids.id}-count`;
  const describedBy = [ids.describedBy, count === undefined ? undefined : countId].filter((part) => part !== undefined).join(' ') || undefined;
  return (
    <LabelledField
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      after={
        count === undefined ? null : (
          <p id={countId} className="field__hint" aria-live="polite" data-testid="character-count">
            {count}
          </p>
        )
      }
    >
      <textarea
        {...area}
        id={ids.id}
        className="field__input text-area-field"
        value={value}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </LabelledField>
  );
}
