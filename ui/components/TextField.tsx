import type { InputHTMLAttributes } from 'react';
import { useFieldIds } from './FieldNotes';
import { LabelledField } from './LabelledField';

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
    <LabelledField ids={ids} label={label} hint={hint} error={error}>
      <input
        {...input}
        id={ids.id}
        className="field__input"
        value={value}
        aria-invalid={error !== undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </LabelledField>
  );
}
