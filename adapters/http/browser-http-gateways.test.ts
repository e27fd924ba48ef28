import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import {
  AUTH_GATEWAY,
  BENEFITS_GATEWAY,
  GATEWAY_PORTS,
  CLAIMS_GATEWAY,
  READ_CACHE,
  SESSION_TOKENS,
  TEMPORARY_STATE,
  type AuthGateway,
  type BenefitsGateway,
  type ClaimsGateway,
} from '../../application/ports';
import { FETCH, HTTP_CONFIG, HttpClient } from './http-client';
import { bindHttpGateways } from './http-gateways';
import { bindBrowserHttpGateways } from './browser-http-gateways';
import { FakeFetch, temporaryWith, tokensWith, json } from './testing/fake-fetch';

function containerWith(fake: FakeFetch): Container {
  const container = new Container({ autobind: true, defaultScope: 'Transient' });
  container.bind(HTTP_CONFIG).toConstantValue({ baseUrl: 'https://gw.example.test/gateway', timeoutMs: 1000 });
  container.bind(FETCH).toConstantValue(fake.fetch);
  container.bind(SESSION_TOKENS).toConstantValue(tokensWith('session-token'));
  container.bind(TEMPORARY_STATE).toConstantValue(temporaryWith());
  return container;
}

describe('the browser gateways: the session\'s and the home page\'s with the core, the other pages\' with their first call', () => {
  it('bind every gateway port of the registry, as the eager binding does', () => {
    const eager = new Container();
    bindHttpGateways(eager);
    const deferred = new Container();
    bindBrowserHttpGateways(deferred);
    for (const port of Object.values(GATEWAY_PORTS)) {
      expect(eager.isBound(port), String(port)).toBe(true);
      expect(deferred.isBound(port), String(port)).toBe(true);
    }
  });

  it('answer a call exactly as the HTTP gateway does, sending nothing before it', async () => {
    const fake = new FakeFetch(() => json(200, { token: 'new-token', redirect: null }));
    const container = containerWith(fake);
    bindBrowserHttpGateways(container);
    const auth = container.get<AuthGateway>(AUTH_GATEWAY);
    expect(fake.sent).toHaveLength(0);
    const answer = await auth.login({ username: 'subscriber', password: 'Sandbox1', domainId: 1 });
    expect(answer).toEqual({ _tag: 'Right', right: { token: 'new-token', redirect: null } });
    expect(fake.last().url).toBe('https://gw.example.test/gateway/api/token');
  });

  it('share one client, so one read cache, and READ_CACHE clears it', async () => {
    const fake = new FakeFetch(() => json(200, []));
    const container = containerWith(fake);
    bindBrowserHttpGateways(container);
    // Clearing before anything loaded is harmless: there is nothing cached yet.
    container.get(READ_CACHE).clear();
    const claims = container.get<ClaimsGateway>(CLAIMS_GATEWAY);
    await claims.eobs();
    await claims.eobs();
    expect(fake.sent).toHaveLength(1);
    expect(container.get(HttpClient).cachedReads()).toBeGreaterThan(0);
    container.get(READ_CACHE).clear();
    expect(container.get(HttpClient).cachedReads()).toBe(0);
    await claims.eobs();
    expect(fake.sent.filter((request) => request.url.endsWith('/api/eobs'))).toHaveLength(2);
  });

  it("answer the home page's benefits call and the benefits pages' calls alike, on one read cache", async () => {
    const fake = new FakeFetch(() => json(200, []));
    const container = containerWith(fake);
    bindBrowserHttpGateways(container);
    const benefits = container.get<BenefitsGateway>(BENEFITS_GATEWAY);

    expect(await benefits.limits(0, '2026-11-26T10:00:00Z')).toEqual({ _tag: 'Right', right: [] });
    expect(fake.last().url).toBe('https://gw.example.test/gateway/api/benefits/limits?asOfDate=2026-11-26&suffix=0');
    expect(await benefits.familyEligibility()).toEqual({ _tag: 'Right', right: [] });
    expect(fake.last().url).toBe('https://gw.example.test/gateway/api/eligibility/family');
    await benefits.limits(0, '2026-11-26');
    expect(fake.sent).toHaveLength(2);
  });

  it('never look like a promise, so that the container and await hand them over as they are', async () => {
    const container = containerWith(new FakeFetch());
    bindBrowserHttpGateways(container);
    const claims = container.get<ClaimsGateway>(CLAIMS_GATEWAY);
    expect((claims as unknown as { then?: unknown }).then).toBeUndefined();
    expect(await Promise.resolve(claims)).toBe(claims);
  });
});
