// @vitest-environment jsdom
import { Container, type ServiceIdentifier } from 'inversify';
import { describe, expect, it } from 'vitest';
import {
  ANALYTICS,
  APP_CONFIG,
  BRAND_RESOLVER,
  CLIPBOARD,
  CLOCK,
  LOCAL_STORE,
  NAVIGATOR,
  SESSION_STORE,
  SESSION_TOKENS,
  TEMPORARY_STATE,
} from '../../application/ports';
import { SESSION_BROADCAST } from '../../application/session/log-out';
import { bindBrowserAdapters } from './bind-browser-adapters';
import { createBrowserPlatform } from './browser-platform';
import { BROWSER_CONFIG } from './browser-tokens';
import { SandboxClock, SystemClock } from './clocks';

function containerFor(sandbox: boolean): Container {
  const container = new Container();
  bindBrowserAdapters(container, createBrowserPlatform(sandbox ? { VITE_GATEWAY: 'sandbox', VITE_GATEWAY_BASE_URL: '/gateway' } : { VITE_GATEWAY: 'https://gateway.example.test', VITE_GATEWAY_BASE_URL: 'https://gateway.example.test' }));
  return container;
}

describe('bindBrowserAdapters', () => {
  it('binds every platform port', () => {
    const container = containerFor(false);
    const ports: readonly ServiceIdentifier<unknown>[] = [
      SESSION_TOKENS,
      TEMPORARY_STATE,
      LOCAL_STORE,
      SESSION_STORE,
      CLOCK,
      BRAND_RESOLVER,
      NAVIGATOR,
      CLIPBOARD,
      ANALYTICS,
      SESSION_BROADCAST,
    ];
    for (const port of ports) expect(container.get(port)).toBeDefined();
    expect(container.get(LOCAL_STORE)).not.toBe(container.get(SESSION_STORE));
  });

  it('pins the clock only in sandbox mode', () => {
    expect(containerFor(false).get(CLOCK)).toBeInstanceOf(SystemClock);
    const sandbox = containerFor(true);
    expect(sandbox.get(CLOCK)).toBeInstanceOf(SandboxClock);
  });

  it('binds the configuration the platform read', () => {
    expect(containerFor(true).get(APP_CONFIG).sandbox).toBe(true);
    expect(containerFor(false).get(APP_CONFIG).sandbox).toBe(false);
    expect(containerFor(false).get(BROWSER_CONFIG).basePath).toBe('/');
  });
});
