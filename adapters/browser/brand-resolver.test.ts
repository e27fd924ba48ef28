import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../memory/memory-platform';
import { ConfiguredBrandResolver, sandboxDomainPin } from './brand-resolver';
import type { BrowserConfig } from './browser-tokens';

const config: BrowserConfig = { basePath: '/', hostDomains: { 'members.summit.example': 2, 'members.providence.example': 5 } };

describe('ConfiguredBrandResolver', () => {
  it('maps the host name to its brand and any other host to 1', () => {
    expect(new ConfiguredBrandResolver(config, { hostname: 'MEMBERS.SUMMIT.EXAMPLE' }, null).domainId()).toBe(2);
    expect(new ConfiguredBrandResolver(config, { hostname: 'elsewhere.example' }, null).domainId()).toBe(1);
    expect(new ConfiguredBrandResolver(config, { hostname: 'constructor' }, null).domainId()).toBe(1);
  });

  it('in the sandbox, domain= switches the brand for the rest of the session', () => {
    const store = new MemoryKeyValueStore();
    const page = { hostname: 'localhost', search: '?domain=5' };
    const resolver = new ConfiguredBrandResolver(config, page, sandboxDomainPin(store, page));
    expect(resolver.domainId()).toBe(5);
    page.search = '?other=1';
    expect(resolver.domainId()).toBe(5);
    expect(new ConfiguredBrandResolver(config, page, sandboxDomainPin(store, page)).domainId()).toBe(5);
    page.search = '?domain=2';
    expect(resolver.domainId()).toBe(2);
  });

  it('in the sandbox, ignores a domain that is not 1, 2 or 5', () => {
    const page = { hostname: 'localhost', search: '?domain=3' };
    const resolver = new ConfiguredBrandResolver(config, page, sandboxDomainPin(new MemoryKeyValueStore(), page));
    expect(resolver.domainId()).toBe(1);
  });
});
