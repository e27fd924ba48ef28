import type { ReactNode } from 'react';
import { FieldNotes, type FieldIds } from './FieldNotes';

/**
 * What every labelled field shares, whatever its control (an input, a text area, a file picker): the wrapper
 * marked invalid while it has an error, the label tied to the control, and the notes under it (its hint and
 * its error) that the control names in aria-describedby (`useFieldIds`). `after` follows the notes (the files
 * a picker has attached).
 */
export function LabelledField({
  ids,
  label,
  hint,
  error,
  after,
  children,
}: {
  readonly ids: FieldIds;
  readonly label: string;
  readonly hint?: string | undefined;
  readonly error?: string | undefined;
  readonly after?: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <div className={error === undefined ? 'field' : 'field field--invalid'}>
      <label htmlFor={ids.id} className="field__label">
        {label}
      </label>
      {children}
      <FieldNotes ids={ids} hint={hint} error={error} />
      {after}
    </div>
  );
}
