import { useId, type ReactNode } from 'react';
import { FieldNotes, useFieldIds } from '../components/FieldNotes';

/** A banner for what the server said about a form, announced when it appears. */
export function FormMessage({ message, tone = 'error' }: { message: string | null; tone?: 'error' | 'success' }) {
  if (message === null) return null;
  return (
    <div className={`banner banner--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <p>{message}</p>
    </div>
  );
}

/** A labelled checkbox whose error is tied to it. */
export function CheckboxField({
  label,
  checked,
  onChange,
  error,
  hint,
  name,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  hint?: string | undefined;
  name: string;
}) {
  const ids = useFieldIds(hint, error);
  const id = ids.id;
  return (
    <div className={error === undefined ? 'check-field' : 'check-field check-field--invalid'}>
      <div className="check-field__row">
        <input
          id={id}
          name={name}
          type="checkbox"
          className="check-field__input"
          checked={checked}
          aria-invalid={error !== undefined}
          aria-describedby={ids.describedBy}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id} className="check-field__label">
          {label}
        </label>
      </div>
      <FieldNotes ids={ids} hint={hint} error={error} />
    </div>
  );
}

export interface RadioOption<V extends string> {
  readonly value: V;
  readonly label: string;
}

/** A group of radio buttons in a fieldset with its legend. */
export function RadioGroup<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly RadioOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <fieldset className="radio-group">
      <legend className="radio-group__legend">{legend}</legend>
      {options.map((option) => (
        <div key={option.value} className="check-field__row">
          <input
            id={`${id}-${option.value}`}
            type="radio"
            name={name}
            className="check-field__input"
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <label htmlFor={`${id}-${option.value}`} className="check-field__label">
            {option.label}
          </label>
        </div>
      ))}
    </fieldset>
  );
}

/** The submit button of a form, with a spinner while busy. */
export function SubmitButton({ children, busy, busyLabel, disabled = false, block = true }: { children: ReactNode; busy: boolean; busyLabel: string; disabled?: boolean; block?: boolean }) {
  return (
    <button type="submit" className={block ? 'button button--primary button--block' : 'button button--primary'} disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy ? (
        <>
          <span className="spinner spinner--inline" aria-hidden="true">
            <span className="spinner__wheel spinner__wheel--small" />
          </span>
          <span className="visually-hidden">{busyLabel}</span>
          <span aria-hidden="true">{children}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
