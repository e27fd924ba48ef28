import { FieldNotes, useFieldIds } from './FieldNotes';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
}

type Props = {
  readonly label: string;
  readonly value: string;
  readonly options: readonly SelectOption[];
  readonly onValueChange: (value: string) => void;
  /** A first, empty choice that asks the member to pick (forms where nothing is chosen yet). */
  readonly placeholder?: string;
  readonly error?: string | undefined;
  readonly name?: string;
  /** Classes added to the field's wrapper, for where it sits (a toolbar, a filter row). */
  readonly className?: string;
};

/** A labelled select, the one every screen uses; its error is tied to it (aria-describedby) and announced. */
export function SelectField({ label, value, options, onValueChange, placeholder, error, name, className }: Props) {
  const ids = useFieldIds(undefined, error);
  const classes = ['field', error === undefined ? '' : 'field--invalid', className ?? ''].filter((name) => name !== '').join(' ');
  return (
    <div className={classes}>
      <label htmlFor={ids.id} className="field__label">
        {label}
      </label>
      <select
        id={ids.id}
        name={name}
        className="field__input field__select"
        value={value}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={ids.describedBy}
        onChange={(event) => onValueChange(event.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes ids={ids} error={error} />
    </div>
  );
}
