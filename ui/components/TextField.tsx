import { useId, type InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> & {
  readonly label: string;
  readonly value: string;
  readonly error?: string | undefined;
  readonly onValueChange: (value: string) => void;
};

/** A labelled input whose error is tied to it (aria-describedby) and announced when it appears. */
export function TextField({ label, value, error, onValueChange, ...input }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={error === undefined ? 'field' : 'field field--invalid'}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        {...input}
        id={id}
        className="field__input"
        value={value}
        aria-invalid={error !== undefined}
        aria-describedby={error === undefined ? undefined : errorId}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {error !== undefined && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
