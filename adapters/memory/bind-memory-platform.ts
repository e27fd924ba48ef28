import type { Container } from 'inversify';
import type { DomainId } from '../../domain/model';
import {
  ANALYTICS,
  APP_CONFIG,
  BRAND_RESOLVER,
  CLIPBOARD,
  CLOCK,
  LOCAL_STORE,
  NAVIGATOR,
  SESSION_STORE,
  SESSION_TIMEOUT,
  SESSION_TOKENS,
  TEMPORARY_STATE,
  type AppConfig,
} from '../../application/ports';
import { SESSION_BROADCAST } from '../../application/session/log-out';
import {
  FixedBrand,
  MemoryClipboard,
  MemoryKeyValueStore,
  MemorySessionBroadcast,
  MemorySessionTimeout,
  MemorySessionTokens,
  MemoryTemporaryState,
  PinnedClock,
  RecordingAnalytics,
  RecordingNavigator,
} from './memory-platform';
import { CHAT_HOST } from '../sandbox/personas/content-catalogue';

/** The platform outside a browser, with handles so scenarios can steer it and see what happened. */
export interface MemoryPlatform {
  readonly config: AppConfig;
  readonly clock: PinnedClock;
  readonly brand: FixedBrand;
  readonly navigator: RecordingNavigator;
  readonly tokens: MemorySessionTokens;
  readonly temporary: MemoryTemporaryState;
  readonly local: MemoryKeyValueStore;
  readonly session: MemoryKeyValueStore;
  readonly clipboard: MemoryClipboard;
  readonly analytics: RecordingAnalytics;
  readonly broadcast: MemorySessionBroadcast;
  readonly timeout: MemorySessionTimeout;
}

export const MEMORY_SINGLE_SIGN_ON_URL = 'https://portal.sandbox.test/sso';
export const MEMORY_EBILL_PAGE_URL = 'https://portal.sandbox.test/ebill';

export function bindMemoryPlatform(container: Container, start: { readonly today: string; readonly domainId: DomainId }): MemoryPlatform {
  const platform: MemoryPlatform = {
    config: {
      sandbox: true,
      singleSignOnUrl: MEMORY_SINGLE_SIGN_ON_URL,
      redirectAllowList: ['https://portal.sandbox.test'],
      ebill: { pageUrl: MEMORY_EBILL_PAGE_URL, dashboardLink: 'https://dashboard.sandbox.test/account/ebill' },
      chatHost: CHAT_HOST,
    },
    clock: new PinnedClock(start.today),
    brand: new FixedBrand(start.domainId),
    navigator: new RecordingNavigator(),
    tokens: new MemorySessionTokens(),
    temporary: new MemoryTemporaryState(),
    local: new MemoryKeyValueStore(),
    session: new MemoryKeyValueStore(),
    clipboard: new MemoryClipboard(),
    analytics: new RecordingAnalytics(),
    broadcast: new MemorySessionBroadcast(),
    timeout: new MemorySessionTimeout(),
  };
  container.bind(APP_CONFIG).toConstantValue(platform.config);
  container.bind(CLOCK).toConstantValue(platform.clock);
  container.bind(BRAND_RESOLVER).toConstantValue(platform.brand);
  container.bind(NAVIGATOR).toConstantValue(platform.navigator);
  container.bind(SESSION_TOKENS).toConstantValue(platform.tokens);
  container.bind(TEMPORARY_STATE).toConstantValue(platform.temporary);
  container.bind(LOCAL_STORE).toConstantValue(platform.local);
  container.bind(SESSION_STORE).toConstantValue(platform.session);
  container.bind(CLIPBOARD).toConstantValue(platform.clipboard);
  container.bind(ANALYTICS).toConstantValue(platform.analytics);
  container.bind(SESSION_BROADCAST).toConstantValue(platform.broadcast);
  container.bind(SESSION_TIMEOUT).toConstantValue(platform.timeout);
  return platform;
}
