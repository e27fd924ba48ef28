import { action, makeObservable, observableRef } from 'mobx';
import type { GatewayError } from '../../application/shared/gateway-error';
import type { ScreenFailure } from '../../application/shared/screen-failure';

/**
 * A message a store shows until it is cleared (a refusal, an outage), kept as how to word it rather than
 * as words: read again after a change of language, it reads in the new one (ui/i18n/observe-language.ts).
 */
export class Said {
  private words: (() => string) | null = null;

  constructor() {
    makeObservable<Said, 'words'>(this, { words: observableRef, say: action, keep: action, clear: action, tell: action });
  }

  /** `words` is called each time the message is read; pass `() => outcome.message`, not the string. */
  say(words: () => string): void {
    this.words = words;
  }

  /** A text that reads the same in every language (the gateway's own words), or null to clear. */
  keep(text: string | null): void {
    this.words = text === null ? null : () => text;
  }

  /** A screen's failure: a refusal or an outage is said; any other failure is cleared here and goes to `fail`. */
  tell(failure: ScreenFailure, fail: (error: GatewayError) => void): void {
    if (failure.kind === 'refused') {
      this.say(() => failure.message);
      return;
    }
    this.clear();
    fail(failure.error);
  }

  clear(): void {
    this.words = null;
  }

  get text(): string | null {
    return this.words === null ? null : this.words();
  }
}
