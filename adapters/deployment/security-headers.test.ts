import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, nginxSnippet, originOf, securityHeaders, staticHostHeadersFile, type PolicySources } from './security-headers';

const SANDBOX: PolicySources = { gateway: null, services: [], formTargets: [] };
const PRODUCTION: PolicySources = {
  gateway: 'https://gateway.insurer.example',
  services: ['https://content.insurer.example/accreditation', 'not a url'],
  formTargets: ['https://sso.sales.example/sso'],
};

const directives = (policy: string): Map<string, string[]> =>
  new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );

describe('the Content-Security-Policy', () => {
  it('allows no inline script, no eval, no plugins and no framing', () => {
    const policy = contentSecurityPolicy(PRODUCTION, { delivery: 'header' });
    const parsed = directives(policy);
    expect(parsed.get('script-src')).toEqual(["'self'"]);
    expect(parsed.get('style-src')).toEqual(["'self'"]);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(parsed.get('object-src')).toEqual(["'none'"]);
    expect(parsed.get('frame-ancestors')).toEqual(["'none'"]);
    expect(parsed.get('worker-src')).toEqual(["'none'"]);
  });

  it('lets the app fetch only from itself, the configured gateway and services', () => {
    const parsed = directives(contentSecurityPolicy(PRODUCTION, { delivery: 'header' }));
    expect(parsed.get('connect-src')).toEqual(["'self'", 'https://gateway.insurer.example', 'https://content.insurer.example']);
    expect(directives(contentSecurityPolicy(SANDBOX, { delivery: 'header' })).get('connect-src')).toEqual(["'self'"]);
  });

  it('lets forms post only to the app and the single sign-on target', () => {
    expect(directives(contentSecurityPolicy(PRODUCTION, { delivery: 'header' })).get('form-action')).toEqual([
      "'self'",
      'https://sso.sales.example',
    ]);
  });

  it('leaves frame-ancestors out of the <meta> form, where browsers ignore it', () => {
    const meta = directives(contentSecurityPolicy(PRODUCTION, { delivery: 'meta' }));
    expect(meta.has('frame-ancestors')).toBe(false);
    expect(meta.get('script-src')).toEqual(["'self'"]);
  });

  it("adds only the dev server's nonce and hot-reload socket in dev", () => {
    const dev = directives(contentSecurityPolicy(SANDBOX, { delivery: 'header', dev: { nonce: 'abc123' } }));
    expect(dev.get('script-src')).toEqual(["'self'", "'nonce-abc123'"]);
    expect(dev.get('style-src')).toEqual(["'self'", "'nonce-abc123'"]);
    expect(dev.get('connect-src')).toEqual(["'self'", 'ws:', 'wss:']);
  });
});

describe('the shipped headers', () => {
  const headers = securityHeaders(PRODUCTION);

  it('carry the policy and the framing, sniffing and referrer protections', () => {
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it('are written for static hosts and for nginx with the same values', () => {
    const file = staticHostHeadersFile(headers);
    const nginx = nginxSnippet(headers);
    for (const [name, value] of Object.entries(headers)) {
      expect(file).toContain(`  ${name}: ${value}`);
      expect(nginx).toContain(`add_header ${name} "${value}" always;`);
    }
  });

  it('asks static hosts never to keep the pages (index.html, the login pages) unchecked, and to keep the hashed assets', () => {
    const file = staticHostHeadersFile(securityHeaders(PRODUCTION));
    expect(file).toMatch(/\/index\.html\n {2}Cache-Control: no-cache/);
    expect(file).toMatch(/\/login\*\n {2}Cache-Control: no-cache/);
    expect(file).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
  });
});

describe('originOf', () => {
  it('keeps the origin of absolute http(s) URLs only', () => {
    expect(originOf('https://gw.example.com/api-gw/')).toBe('https://gw.example.com');
    expect(originOf('/gateway')).toBeNull();
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf(undefined)).toBeNull();
  });
});
