import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { TextField } from './TextField';
import { Form } from './Form';
import type { ListFilter, MemberAndDateRange } from '../stores/list-filter';
import './filters-form.css';
import { COMPONENTS_COPY } from './components-copy';

/**
 * A list whose store filters it by a date range among other things (claims, prior authorizations): what was
 * typed, each date's message from the date range rule, and the actions.
 */
export interface FilterableList {
  readonly filters: Pick<ListFilter<MemberAndDateRange>, 'value' | 'errors' | 'setFromDate' | 'setToDate'>;
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
export const FiltersForm = observer(function FiltersForm({ list, copy, hint, children }: FiltersFormProps) {
  const dates = [
    { label: copy.fromLabel, value: list.filters.value.fromDate, error: list.filters.errors.fromDate, change: (value: string) => list.filters.setFromDate(value) },
    { label: copy.toLabel, value: list.filters.value.toDate, error: list.filters.errors.toDate, change: (value: string) => list.filters.setToDate(value) },
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
        <button type="submit" className="button button--primary" disabled={list.loading}>
          {copy.apply}
        </button>
        {list.filtered && (
          <button type="button" className="button" disabled={list.loading} onClick={() => void list.clear()}>
            {copy.clear}
          </button>
        )}
      </div>
    </Form>
  );
});
