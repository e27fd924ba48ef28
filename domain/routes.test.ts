import { describe, expect, it } from 'vitest';
import { areaPathPattern, HANDBOOKS_PATTERNS, PATHS, pathTo, ROUTES, routesOf, type RouteKey } from './routes';

describe('the route registry', () => {
  it('declares each path once, and a redirect only to a page of its own area', () => {
    const patterns = Object.values(ROUTES).map((declaration) => declaration.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const [key, declaration] of Object.entries(ROUTES)) {
      if (!('redirect' in declaration)) continue;
      const target = ROUTES[declaration.redirect as RouteKey];
      expect(target, key).toBeDefined();
      expect(target.area, key).toBe(declaration.area);
    }
  });

  it('fills in and encodes route parameters', () => {
    expect(pathTo('claim', { claimId: 'C 1/2' })).toBe('/claims/C%201%2F2');
    expect(pathTo('benefitHistory', { effectiveTime: 1700000000000, category: 'medical' })).toBe('/history/1700000000000/benefits/medical');
    expect(PATHS.claims).toBe('/claims');
  });

  it("sends every path of an area, and only those, to the area's table", () => {
    const claims = areaPathPattern('claims');
    expect(['/claims', '/claims/C1', '/EOBS', '/navitus'].every((path) => claims.test(path))).toBe(true);
    expect(['/claimsx', '/home', '/find-care', '/benefits/summary'].some((path) => claims.test(path))).toBe(false);
    expect(areaPathPattern('care').test('/find-care/primary-care/0/search')).toBe(true);
    const benefits = areaPathPattern('benefits');
    expect(HANDBOOKS_PATTERNS.every((path) => benefits.test(path))).toBe(true);
    expect(['/history/1/benefits/medical', '/services/dental/D1', '/details/innet/dental/D1', '/passport-dental', '/id-card'].every((path) => benefits.test(path))).toBe(true);
    // /account/settings/change-password is the session area's: the core's switch tries the session routes first.
    expect(routesOf('session')).toContain('changePassword');
  });
});
