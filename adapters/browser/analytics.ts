import { inject, injectable } from 'inversify';
import type { Analytics } from '../../application/ports';
import { BROWSER_WINDOW } from './browser-tokens';

declare global {
  interface Window {
    /** Google Tag Manager's data layer. */
    dataLayer?: object[];
  }
}

/** Keys that could carry a credential; never sent to a third-party tag, whatever a caller passes. */
const SECRET_KEY = /token|password/i;

function withoutSecrets<V>(data: Readonly<Record<string, V>>): Record<string, V> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !SECRET_KEY.test(key)));
}

/**
 * Pushes to window.dataLayer. The operational log goes there too, as an event, and never to the
 * console, which members and browser extensions can read.
 */
@injectable()
export class DataLayerAnalytics implements Analytics {
  constructor(@inject(BROWSER_WINDOW) private readonly window: Window) {}

  push(data: Readonly<Record<string, string | number | boolean | null | readonly string[]>>): void {
    this.layer().push(withoutSecrets(data));
  }

  log(event: string, detail: Readonly<Record<string, string | number | boolean | null>> = {}): void {
    this.layer().push({ ...withoutSecrets(detail), event });
  }

  private layer(): object[] {
    // The tag manager may replace the array with its own pushing object: always use what is there now.
    this.window.dataLayer ??= [];
    return this.window.dataLayer;
  }
}
