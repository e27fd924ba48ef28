import type { InputHTMLAttributes } from 'react';
import { FieldNotes, useFieldIds } from './FieldNotes';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> & {
  readonly label: string;
  readonly value: string;
  readonly error?: string | undefined;
  /** What the field expects (a format, a limit), under it and read with it. */
  readonly hint?: string | undefined;
  readonly onValueChange: (value: string) => void;
};

/** A labelled input whose hint and error are tied to it (aria-describedby); the error is announced when it appears. */
export function TextField({ label, value, error, hint, onValueChange, ...input }: Props) {
  const ids = useFieldIds(hint, error);
  return (
    <div className={error === undefined ? 'field' : 'field field--invalid'}>
      <label htmlFor={ids.id} className="field__label">
        {label}
      </label>
      <input
        {...input}
        id={ids.id}
        className="field__input"
        value={value}
        aria-invalid={error !== undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onValueChange(event.target.value)}
      />
      <FieldNotes ids={ids} hint={hint} error={error} />
    </div>
  );
}
