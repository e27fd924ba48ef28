// @vitest-environment jsdom
import { Container, type ServiceIdentifier } from 'inversify';
import { afterEach, describe, expect, it } from 'vitest';
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
import { createBrowserPlatform, type BrowserPlatform } from './browser-platform';
import { BROWSER_CONFIG } from './browser-tokens';
import { SandboxClock, SystemClock } from './clocks';

const platformFor = (sandbox: boolean): BrowserPlatform =>
  createBrowserPlatform(sandbox ? { VITE_GATEWAY: 'sandbox', VITE_GATEWAY_BASE_URL: '/gateway' } : { VITE_GATEWAY: 'https://gateway.example.test', VITE_GATEWAY_BASE_URL: 'https://gateway.example.test' });

function containerFor(sandbox: boolean): Container {
  const container = new Container();
  bindBrowserAdapters(container, platformFor(sandbox));
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

  describe("the sandbox's parameters on the page's address", () => {
    afterEach(() => {
      window.history.replaceState(null, '', '/');
      window.sessionStorage.clear();
    });

    const open = (sandbox: boolean): BrowserPlatform => {
      window.history.replaceState(null, '', '/login?today=2031-01-01&domain=5&idle=2000,40000');
      return platformFor(sandbox);
    };

    it('pin the day, the brand and the idle timeout in the sandbox', () => {
      const platform = open(true);
      expect(platform.clock.today()).toBe('2031-01-01');
      expect(platform.brand.domainId()).toBe(5);
      expect(platform.timeout.idleTimeout()).toEqual({ warnAfterMillis: 2000, logoutAfterMillis: 40000 });
    });

    it('change nothing in production', () => {
      const platform = open(false);
      expect(platform.sandboxClock).toBeNull();
      expect(platform.clock.today()).not.toBe('2031-01-01');
      expect(platform.brand.domainId()).toBe(1);
      expect(platform.timeout.idleTimeout()).toEqual(platform.deployment.idleTimeout);
      expect(platform.timeout.refusedSetting()).toBeNull();
    });
  });
});
