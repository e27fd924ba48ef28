import { useId, useState } from 'react';
import { formatPrimaryCareDate, parsePickerDate } from '../../domain/rules/formats';
import { VALIDATION_COPY } from '../../domain/copy/validation-copy';
import { BENEFITS_COPY } from './benefits-copy';
import { Form } from '../components/Form';

type Props = {
  /** The day shown, yyyy-mm-dd. */
  readonly asOfDate: string;
  /** Whether the day was chosen (not today by default). */
  readonly chosen: boolean;
  readonly onChange: (asOfDate: string | null) => void;
};

/**
 * The as-of date picker: a labelled text field in mm/dd/yyyy with its format hint (spec section 9), read
 * with the domain's parsePickerDate; the page hands the gateway yyyy-mm-dd.
 */
export function AsOfDateForm({ asOfDate, chosen, onChange }: Props) {
  const id = useId();
  const [text, setText] = useState(formatPrimaryCareDate(asOfDate));
  const [shown, setShown] = useState(asOfDate);
  const [error, setError] = useState<string | null>(null);
  if (shown !== asOfDate) {
    // The page moved to another day (Back, a link): show it.
    setShown(asOfDate);
    setText(formatPrimaryCareDate(asOfDate));
    setError(null);
  }
  const submit = () => {
    const parsed = parsePickerDate(text);
    if (parsed === null) {
      setError(VALIDATION_COPY.invalidDate);
      return;
    }
    setError(null);
    onChange(parsed);
  };
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <Form className="as-of-form" onSubmit={submit}>
      <div className={error === null ? 'field' : 'field field--invalid'}>
        <label htmlFor={id} className="field__label">
          {BENEFITS_COPY.asOfLabel}
        </label>
        <span id={hintId} className="field__hint">
          {BENEFITS_COPY.asOfHint}
        </span>
        <input
          id={id}
          className="field__input as-of-form__input"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          aria-invalid={error !== null}
          aria-describedby={error === null ? hintId : `${hintId} ${errorId}`}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
        {error !== null && (
          <p id={errorId} className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="as-of-form__actions">
        <button type="submit" className="button button--primary">
          {BENEFITS_COPY.asOfSubmit}
        </button>
        {chosen && (
          <button type="button" className="button" onClick={() => onChange(null)}>
            {BENEFITS_COPY.backToToday}
          </button>
        )}
      </div>
    </Form>
  );
}
