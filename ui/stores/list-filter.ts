import { makeAutoObservable, observableRef } from 'mobx';
import type { ClaimsFilterErrors } from '../../domain/rules/claims';

/** The fields every filtered list shares: a member (or all) and a date range of the spec's form. */
export interface MemberAndDateRange {
  readonly memberKey: string | null;
  readonly fromDate: string;
  readonly toDate: string;
}

/** Each date's message from the date range rule (spec section 5), as the claims filter has them. */
export type DateRangeErrors = ClaimsFilterErrors;

/**
 * A list's filters as the member fills them in (claims, prior authorizations): the fields, each date's
 * message, and "no filter" to start from and go back to. Typing a date again clears the date messages; the
 * list's store applies the filters and hands back what the rule said about them (`showErrors`).
 */
export class ListFilter<F extends MemberAndDateRange> {
  value: F;
  errors: DateRangeErrors = {};

  constructor(private readonly none: F) {
    this.value = none;
    // The fields are replaced whole on every change, never changed in place.
    makeAutoObservable<ListFilter<F>, 'none'>(this, { none: false, value: observableRef });
  }

  /** One of the list's own selects (a claim type, a status). */
  set<K extends Exclude<keyof F, keyof MemberAndDateRange>>(key: K, value: F[K]): void {
    this.value = { ...this.value, [key]: value };
  }

  /** '' is "All members". */
  setMember(memberKey: string): void {
    this.value = { ...this.value, memberKey: memberKey === '' ? null : memberKey };
  }

  setFromDate(fromDate: string): void {
    this.value = { ...this.value, fromDate };
    this.errors = {};
  }

  setToDate(toDate: string): void {
    this.value = { ...this.value, toDate };
    this.errors = {};
  }

  showErrors(errors: DateRangeErrors): void {
    this.errors = errors;
  }

  reset(): void {
    this.value = this.none;
    this.errors = {};
  }
}
