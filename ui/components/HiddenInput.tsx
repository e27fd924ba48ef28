import { useState, type InputHTMLAttributes } from 'react';
import { FieldNotes, useFieldIds } from './FieldNotes';
import { Icon } from './Icon';
import { COMPONENTS_COPY } from './components-copy';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id' | 'type'> & {
  readonly label: string;
  readonly value: string;
  readonly error?: string | undefined;
  readonly onValueChange: (value: string) => void;
  /**
   * Whether the member has touched the field (or submitted the form). The error style and message show
   * only when touched and there is an error; defaults to true, so it behaves like TextField.
   */
  readonly touched?: boolean | undefined;
  readonly showLabel?: string | undefined;
  readonly hideLabel?: string | undefined;
};

/**
 * A TextField for secrets (password, answers to security questions) with a Show/Hide toggle. The value is
 * masked until the member asks to see it; the toggle's name says what pressing it will do.
 */
export function HiddenInput({ label, value, error, onValueChange, touched = true, showLabel = COMPONENTS_COPY.show, hideLabel = COMPONENTS_COPY.hide, ...input }: Props) {
  const [revealed, setRevealed] = useState(false);
  const shownError = touched ? error : undefined;
  const invalid = shownError !== undefined;
  const ids = useFieldIds(undefined, shownError);
  const id = ids.id;
  return (
    <div className={invalid ? 'field field--invalid' : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="field__control field__control--with-toggle">
        <input
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          {...input}
          id={id}
          type={revealed ? 'text' : 'password'}
          className="field__input"
          value={value}
          aria-invalid={invalid}
          aria-describedby={ids.describedBy}
          onChange={(event) => onValueChange(event.target.value)}
        />
        <button
          type="button"
          className="field__toggle"
          aria-controls={id}
          aria-label={`${revealed ? hideLabel : showLabel} ${label.toLowerCase()}`}
          onClick={() => setRevealed((shown) => !shown)}
        >
          <Icon name={revealed ? 'eye-off' : 'eye'} size={18} />
          <span aria-hidden="true">{revealed ? hideLabel : showLabel}</span>
        </button>
      </div>
      <FieldNotes ids={ids} error={shownError} />
    </div>
  );
}
