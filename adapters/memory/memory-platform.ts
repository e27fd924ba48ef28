import { injectable } from 'inversify';
import type { DomainId } from '../../domain/model';
import type {
  Analytics,
  BrandResolver,
  Clipboard,
  Clock,
  DocumentWindow,
  Navigator,
} from '../../application/ports/platform';
import type { KeyValueStore, SessionTokens, TemporaryState } from '../../application/ports/session';
import type { SessionTimeoutSettings } from '../../application/ports/session-timeout';
import { DEFAULT_IDLE_TIMEOUT, type IdleTimeoutConfig } from '../../domain/rules/idle-timeout';
import type { SessionBroadcast } from '../../application/session/log-out';

/**
 * In-memory platform adapters: the assembly that runs use cases outside a browser (Gherkin features,
 * contract tests). They behave like the browser ones and record what happened so scenarios can assert it.
 */

export class MemoryKeyValueStore implements KeyValueStore {
  private readonly entries = new Map<string, string>();
  get(key: string): string | null {
    return this.entries.get(key) ?? null;
  }
  set(key: string, value: string): void {
    this.entries.set(key, value);
  }
  remove(key: string): void {
    this.entries.delete(key);
  }
  clear(): void {
    this.entries.clear();
  }
  keys(): readonly string[] {
    return [...this.entries.keys()];
  }
}

@injectable()
export class MemorySessionTokens implements SessionTokens {
  private token: string | null = null;
  current(): string | null {
    return this.token;
  }
  store(token: string): void {
    this.token = token;
  }
  clear(): void {
    this.token = null;
  }
}

@injectable()
export class MemoryTemporaryState implements TemporaryState {
  private temp: string | null = null;
  private selected = false;
  private crmBlocked = false;
  testEnv: string | null = null;
  tempToken(): string | null {
    return this.temp;
  }
  setTempToken(token: string | null): void {
    this.temp = token;
  }
  groupSelected(): boolean {
    return this.selected;
  }
  setGroupSelected(selected: boolean): void {
    this.selected = selected;
  }
  crmNavigationBlocked(): boolean {
    return this.crmBlocked;
  }
  setCrmNavigationBlocked(blocked: boolean): void {
    this.crmBlocked = blocked;
  }
  testEnvironment(): string | null {
    return this.testEnv;
  }
  clear(): void {
    this.temp = null;
    this.selected = false;
    this.crmBlocked = false;
    this.testEnv = null;
  }
}

/** A clock pinned to a day (noon Pacific), movable by scenarios. */
@injectable()
export class PinnedClock implements Clock {
  /** Time passed on the pinned day, for rules that count minutes (the idle timeout). */
  private elapsedMillis = 0;
  constructor(private day: string = '2026-11-22') {}
  pin(day: string): void {
    this.day = day;
    this.elapsedMillis = 0;
  }
  /** Lets time pass within the day. */
  advance(millis: number): void {
    this.elapsedMillis += millis;
  }
  today(): string {
    return this.day;
  }
  nowMillis(): number {
    return Date.parse(`${this.day}T20:00:00Z`) + this.elapsedMillis;
  }
}

/** The idle timeout outside a browser: 13 and 15 minutes unless a scenario says otherwise. */
@injectable()
export class MemorySessionTimeout implements SessionTimeoutSettings {
  config: IdleTimeoutConfig = DEFAULT_IDLE_TIMEOUT;
  idleTimeout(): IdleTimeoutConfig {
    return this.config;
  }
  refusedSetting(): null {
    return null;
  }
}

@injectable()
export class FixedBrand implements BrandResolver {
  constructor(private current: DomainId = 1) {}
  use(domainId: DomainId): void {
    this.current = domainId;
  }
  domainId(): DomainId {
    return this.current;
  }
}

export type NavigationRecord =
  | { readonly kind: 'go'; readonly path: string }
  | { readonly kind: 'assign'; readonly url: string }
  | { readonly kind: 'reload' }
  | { readonly kind: 'post-form'; readonly url: string; readonly fields: Readonly<Record<string, string>> };

@injectable()
export class RecordingNavigator implements Navigator {
  readonly history: NavigationRecord[] = [];
  private path = '/login';
  go(path: string): void {
    this.path = path;
    this.history.push({ kind: 'go', path });
  }
  currentPath(): string {
    return this.path;
  }
  assign(url: string): void {
    this.history.push({ kind: 'assign', url });
  }
  reload(): void {
    this.history.push({ kind: 'reload' });
  }
  postForm(url: string, fields: Readonly<Record<string, string>>): void {
    this.history.push({ kind: 'post-form', url, fields });
  }
  /** Windows opened for documents (ID cards): what each showed and whether it was closed. */
  readonly windows: { shown: Blob | null; closed: boolean }[] = [];
  openWindow(): DocumentWindow | null {
    const opened: { shown: Blob | null; closed: boolean } = { shown: null, closed: false };
    this.windows.push(opened);
    return {
      show: (blob) => {
        opened.shown = blob;
      },
      close: () => {
        opened.closed = true;
      },
    };
  }
  last(): NavigationRecord | undefined {
    return this.history[this.history.length - 1];
  }
}

@injectable()
export class MemoryClipboard implements Clipboard {
  text: string | null = null;
  writeText(text: string): Promise<boolean> {
    this.text = text;
    return Promise.resolve(true);
  }
}

@injectable()
export class RecordingAnalytics implements Analytics {
  readonly pushed: Readonly<Record<string, unknown>>[] = [];
  readonly logged: { event: string; detail?: Readonly<Record<string, unknown>> }[] = [];
  push(data: Readonly<Record<string, string | number | boolean | null | readonly string[]>>): void {
    this.pushed.push(data);
  }
  log(event: string, detail?: Readonly<Record<string, string | number | boolean | null>>): void {
    this.logged.push(detail === undefined ? { event } : { event, detail });
  }
}

@injectable()
export class MemorySessionBroadcast implements SessionBroadcast {
  private readonly listeners = new Set<() => void>();
  readonly announced: number[] = [];
  announceLogout(): void {
    // Like BroadcastChannel, the announcing tab does not hear itself; this records it for scenarios.
    this.announced.push(this.announced.length + 1);
  }
  /** Simulates another tab announcing a logout. */
  hearLogoutFromAnotherTab(): void {
    this.listeners.forEach((listener) => listener());
  }
  onLogout(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
