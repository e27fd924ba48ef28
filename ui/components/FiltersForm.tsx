import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { TextField } from './TextField';
import { Form } from './Form';
import type { ListFilter, MemberAndDateRange } from '../stores/list-filter';
import './filters-form.css';
import { COMPONENTS_COPY } from './components-copy';

/** A list filtered by a date range among other things (claims, prior authorizations): its actions. */
export interface FilterableList {
  /** Clear is offered once filters are applied. */
  readonly filtered: boolean;
  /** While a search is under way, neither action can be taken again. */
  readonly loading: boolean;
  apply(): Promise<void>;
  clear(): Promise<void>;
}

/** The form's words, from the list's copy catalogue. */
export interface FiltersCopy {
  readonly filtersLabel: string;
  readonly fromLabel: string;
  readonly toLabel: string;
  readonly apply: string;
  readonly clear: string;
}

export interface FiltersFormProps {
  readonly list: FilterableList;
  /** What was typed, and each date's message from the date range rule. */
  readonly filters: Pick<ListFilter<MemberAndDateRange>, 'value' | 'errors' | 'setFromDate' | 'setToDate'>;
  readonly copy: FiltersCopy;
  /** Said under each date field and read with it (the earliest date the range may start on). */
  readonly hint: string;
  /** The selects that come before the dates (member, type or status). */
  readonly children: ReactNode;
}

/**
 * The filters of a list: its selects, a date range of the spec's form (mm/dd/yyyy, checked by the store
 * with the date range rule), Apply and, once applied, Clear. The browser's own validation is off: the
 * store's messages are the ones shown, tied to their fields.
 */
export const FiltersForm = observer(function FiltersForm({ list, filters, copy, hint, children }: FiltersFormProps) {
  const dates = [
    { label: copy.fromLabel, value: filters.value.fromDate, error: filters.errors.fromDate, change: (value: string) => filters.setFromDate(value) },
    { label: copy.toLabel, value: filters.value.toDate, error: filters.errors.toDate, change: (value: string) => filters.setToDate(value) },
  ];
  return (
    <Form className="filters-form card" aria-label={copy.filtersLabel} onSubmit={() => void list.apply()}>
      {children}
      {dates.map((date) => (
        <TextField
          key={date.label}
          label={date.label}
          value={date.value}
          error={date.error}
          onValueChange={date.change}
          hint={hint}
          placeholder={COMPONENTS_COPY.datePlaceholder}
          inputMode="numeric"
          autoComplete="off"
        />
      ))}
      <div className="filters-form__actions">
        <button type="submit" className="button button--primary" aria-disabled={list.loading || undefined}>
          {copy.apply}
        </button>
        {list.filtered && (
          <button type="button" className="button" aria-disabled={list.loading || undefined} onClick={() => void list.clear()}>
            {copy.clear}
          </button>
        )}
      </div>
    </Form>
  );
});
