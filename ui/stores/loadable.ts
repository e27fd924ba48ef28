import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { GatewayError } from '../../application/shared/gateway-error';
import type { SessionStore } from './session-store';

/**
 * A store's requests of one kind (a list's loads, a search), where the latest request wins: an answer that
 * comes back after a newer request was sent is dropped, so a slower earlier answer never overwrites a later
 * one. `pending` says whether the latest request is still under way, for the page's spinner or busy button.
 */
export class LatestRequest {
  pending = false;
  private sequence = 0;

  constructor() {
    makeAutoObservable<LatestRequest, 'sequence'>(this, { sequence: false });
  }

  /** Runs the task, then, if no newer request was sent meanwhile, applies its outcome in one MobX action. */
  async run<O>(task: () => Promise<O>, apply: (outcome: O) => void): Promise<void> {
    const request = ++this.sequence;
    this.pending = true;
    const outcome = await task();
    runInAction(() => {
      if (request !== this.sequence) return;
      this.pending = false;
      apply(outcome);
    });
  }

  /** Drops the answer of the request under way, if any. */
  cancel(): void {
    this.sequence += 1;
    this.pending = false;
  }
}

type Outcome<T> = { readonly kind: 'loaded'; readonly value: T } | { readonly kind: 'error'; readonly error: GatewayError };

/**
 * One thing a screen loads and shows: the latest answer wins, and a failure ends on the error page through
 * the session store (spec section 8). The value is kept as the gateway gave it (answers are replaced whole).
 */
export class Loadable<T> {
  value: T | null = null;
  private readonly request = new LatestRequest();

  constructor(private readonly session: SessionStore) {
    makeAutoObservable<Loadable<T>, 'session' | 'request'>(this, { session: false, request: false, value: observableRef });
  }

  get loading(): boolean {
    return this.request.pending;
  }

  run(task: () => Promise<Outcome<T>>): Promise<void> {
    return this.request.run(task, (outcome) => {
      if (outcome.kind === 'error') this.session.fail(outcome.error);
      else this.value = outcome.value;
    });
  }

  /** Forget the value (nothing to show, e.g. no member to show it for). */
  clear(): void {
    this.request.cancel();
    this.value = null;
  }
}
