import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../application/ports';
import { MemoryKeyValueStore } from '../memory/memory-platform';
import { ConfiguredBrandResolver } from './brand-resolver';
import type { BrowserConfig } from './browser-tokens';

const config: BrowserConfig = { basePath: '/', hostDomains: { 'members.summit.example': 2, 'members.providence.example': 5 } };
const app = (sandbox: boolean): AppConfig => ({ sandbox, redirectAllowList: [], singleSignOnUrl: 'https://sso.example/' });

describe('ConfiguredBrandResolver', () => {
  it('maps the host name to its brand and any other host to 1', () => {
    const store = new MemoryKeyValueStore();
    expect(new ConfiguredBrandResolver(config, app(false), store, { hostname: 'MEMBERS.SUMMIT.EXAMPLE', search: '' }).domainId()).toBe(2);
    expect(new ConfiguredBrandResolver(config, app(false), store, { hostname: 'elsewhere.example', search: '' }).domainId()).toBe(1);
    expect(new ConfiguredBrandResolver(config, app(false), store, { hostname: 'constructor', search: '' }).domainId()).toBe(1);
  });

  it('ignores domain= outside the sandbox', () => {
    const resolver = new ConfiguredBrandResolver(config, app(false), new MemoryKeyValueStore(), { hostname: 'x.example', search: '?domain=5' });
    expect(resolver.domainId()).toBe(1);
  });

  it('in the sandbox, domain= switches the brand for the rest of the session', () => {
    const store = new MemoryKeyValueStore();
    const page = { hostname: 'localhost', search: '?domain=5' };
    const resolver = new ConfiguredBrandResolver(config, app(true), store, page);
    expect(resolver.domainId()).toBe(5);
    page.search = '?other=1';
    expect(resolver.domainId()).toBe(5);
    expect(new ConfiguredBrandResolver(config, app(true), store, page).domainId()).toBe(5);
    page.search = '?domain=2';
    expect(resolver.domainId()).toBe(2);
  });

  it('in the sandbox, ignores a domain that is not 1, 2 or 5', () => {
    const resolver = new ConfiguredBrandResolver(config, app(true), new MemoryKeyValueStore(), { hostname: 'localhost', search: '?domain=3' });
    expect(resolver.domainId()).toBe(1);
  });
});
