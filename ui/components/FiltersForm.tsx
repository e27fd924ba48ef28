import type { FormEvent, ReactNode } from 'react';
import { TextField } from './TextField';
import './filters-form.css';

/** A date range the filters ask for: its labels, what was typed, each field's message and the shared hint. */
export interface DateRangeInput {
  readonly fromLabel: string;
  readonly toLabel: string;
  readonly from: string;
  readonly to: string;
  readonly fromError?: string | undefined;
  readonly toError?: string | undefined;
  /** Said under each date field and read with it (the earliest date the range may start on). */
  readonly hint: string;
  readonly onFromChange: (value: string) => void;
  readonly onToChange: (value: string) => void;
}

export interface FiltersFormProps {
  /** The form's accessible name. */
  readonly label: string;
  /** The selects that come before the dates (member, type or status). */
  readonly children: ReactNode;
  readonly dates: DateRangeInput;
  readonly applyLabel: string;
  readonly clearLabel: string;
  /** Clear is offered once filters are applied. */
  readonly filtered: boolean;
  /** While a search is under way, neither action can be taken again. */
  readonly busy: boolean;
  readonly onApply: () => void;
  readonly onClear: () => void;
}

/**
 * The filters of a list (claims, prior authorizations): its selects, a date range of the spec's form
 * (mm/dd/yyyy, validated by the store with the date range rule), Apply and, once applied, Clear. The
 * browser's own validation is off: the store's messages are the ones shown, tied to their fields.
 */
export function FiltersForm({ label, children, dates, applyLabel, clearLabel, filtered, busy, onApply, onClear }: FiltersFormProps) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <form className="filters-form card" aria-label={label} onSubmit={onSubmit} noValidate>
      {children}
      <TextField
        label={dates.fromLabel}
        value={dates.from}
        error={dates.fromError}
        onValueChange={dates.onFromChange}
        hint={dates.hint}
        placeholder="mm/dd/yyyy"
        inputMode="numeric"
        autoComplete="off"
      />
      <TextField
        label={dates.toLabel}
        value={dates.to}
        error={dates.toError}
        onValueChange={dates.onToChange}
        hint={dates.hint}
        placeholder="mm/dd/yyyy"
        inputMode="numeric"
        autoComplete="off"
      />
      <div className="filters-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {applyLabel}
        </button>
        {filtered && (
          <button type="button" className="button" disabled={busy} onClick={onClear}>
            {clearLabel}
          </button>
        )}
      </div>
    </form>
  );
}
