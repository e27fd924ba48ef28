import type { ServiceIdentifier } from 'inversify';
import type { DomainId } from '../../domain/model';

/** "Now", so that no rule reads the system clock. The sandbox can pin it. */
export interface Clock {
  /** Milliseconds since the epoch. */
  nowMillis(): number;
  /** Today as yyyy-mm-dd in the member's time zone. */
  today(): string;
}
export const CLOCK: ServiceIdentifier<Clock> = Symbol.for('Clock');

/** Which brand this deployment (or, in the sandbox, this browser session) shows. */
export interface BrandResolver {
  domainId(): DomainId;
}
export const BRAND_RESOLVER: ServiceIdentifier<BrandResolver> = Symbol.for('BrandResolver');

/** Route changes inside the app, full-page navigation and the hidden form post to single sign-on. */
export interface Navigator {
  /** In-app route change. */
  go(path: string, options?: { readonly replace?: boolean }): void;
  currentPath(): string;
  /** Leave the app for another page (already checked against the allow-list). */
  assign(url: string): void;
  reload(): void;
  /** Submit a hidden form (POST) with the given fields. */
  postForm(url: string, fields: Readonly<Record<string, string>>): void;
  /** Opens a blank window now (inside the click) so that a document can be shown in it later. */
  openWindow(): DocumentWindow | null;
}
export interface DocumentWindow {
  show(blob: Blob): void;
  close(): void;
}
export const NAVIGATOR: ServiceIdentifier<Navigator> = Symbol.for('Navigator');

export interface Clipboard {
  writeText(text: string): Promise<boolean>;
}
export const CLIPBOARD: ServiceIdentifier<Clipboard> = Symbol.for('Clipboard');

/** Analytics data layer and the operational log (refused redirects and the like). */
export interface Analytics {
  push(data: Readonly<Record<string, string | number | boolean | null | readonly string[]>>): void;
  log(event: string, detail?: Readonly<Record<string, string | number | boolean | null>>): void;
}
export const ANALYTICS: ServiceIdentifier<Analytics> = Symbol.for('Analytics');

/** Deployment configuration the application needs. */
export interface AppConfig {
  /** Origins a redirect or single sign-on URL from a response may go to. */
  readonly redirectAllowList: readonly string[];
  readonly singleSignOnUrl: string;
  readonly sandbox: boolean;
  /**
   * The eBill page and the dashboard address it links back to. The eBill link carries the session token,
   * so it is only followed when the page's origin is on redirectAllowList. Absent: no eBill link.
   */
  readonly ebill?: { readonly pageUrl: string; readonly dashboardLink: string };
  /** The one known chat host (spec section 3): chat starts only for it. Absent or null: no chat. */
  readonly chatHost?: string | null;
}
export const APP_CONFIG: ServiceIdentifier<AppConfig> = Symbol.for('AppConfig');
