import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS, ENDPOINTS, SUMMARIES } from '../http/endpoints';
import { HTTP_GATEWAYS } from '../http/http-gateways';
import { DESK_ENDPOINTS, DESK_HANDLERS, SANDBOX_ROUTES, type DeskHandlers } from './sandbox-routes';

describe('the endpoint table and its desk handlers', () => {
  it('names every endpoint once and gives each a method and path of its own (or its own media type)', () => {
    const names = ALL_ENDPOINTS.map((endpoint) => endpoint.name);
    expect(new Set(names).size).toBe(names.length);
    const addresses = ALL_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path} ${endpoint.answer.kind === 'pdf' ? 'pdf' : ''}`);
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it('binds a desk handler to every endpoint and serves each as a sandbox route under its name', () => {
    expect(DESK_ENDPOINTS.map(({ endpoint }) => endpoint)).toEqual(ALL_ENDPOINTS);
    for (const { endpoint, handle } of DESK_ENDPOINTS) expect(typeof handle, endpoint.name).toBe('function');
    const routes = new Map(SANDBOX_ROUTES.map((route) => [route.call, route]));
    for (const endpoint of ALL_ENDPOINTS) {
      expect(routes.get(endpoint.name), endpoint.name).toMatchObject({ method: endpoint.method, pattern: endpoint.path });
    }
  });

  it('has a summary for the API reference for every endpoint', () => {
    for (const [area, endpoints] of Object.entries(ENDPOINTS)) {
      for (const key of Object.keys(endpoints)) {
        expect((SUMMARIES as Readonly<Record<string, Readonly<Record<string, string>>>>)[area]?.[key], `${area}.${key}`).toMatch(/\S/);
      }
    }
  });

  it('groups the endpoints by the gateway ports the HTTP and in-memory assemblies both implement', () => {
    expect(Object.keys(ENDPOINTS).sort()).toEqual(Object.keys(HTTP_GATEWAYS).sort());
  });

  it('refuses, at compile time, a table whose endpoint has no handler', () => {
    const { claims, ...others } = DESK_HANDLERS;
    const { navitus: _dropped, ...claimsWithoutOne } = claims;
    // @ts-expect-error -- claims.navitus has no handler
    const incomplete: DeskHandlers = { ...others, claims: claimsWithoutOne };
    expect(Object.keys(incomplete.claims)).not.toContain('navitus');
  });
});
