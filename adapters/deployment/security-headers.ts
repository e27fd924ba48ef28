/**
 * The deployment's security headers, above all the Content-Security-Policy, computed from the configured
 * gateway and services at build time (pure: no Node, no DOM). The Vite plugin next to this file ships them
 * three ways: as response headers of the dev and preview servers, as `_headers` and an nginx snippet in
 * the build output, and as a <meta> tag in the built index.html for hosts that cannot set headers.
 *
 * The policy allows no inline script, no eval, no plugins, no framing, no service worker; the app fetches
 * only from itself, the gateway and the configured services; forms post only to itself and the single
 * sign-on target.
 */

/** Where the app is allowed to reach, all as origins ('https://gw.example.com'); same-origin is implied. */
export interface PolicySources {
  /** The gateway's origin when it is not the app's own ('/gateway' in the sandbox: null). */
  readonly gateway: string | null;
  /** Further services the app fetches from (accreditation, chat configuration...). */
  readonly services: readonly string[];
  /** Where forms may post: the single sign-on target's origin when it is not the app's own. */
  readonly formTargets: readonly string[];
}

export interface PolicyOptions {
  /**
   * 'meta' leaves out what a <meta> policy ignores (frame-ancestors, report-uri, sandbox): browsers only
   * honour those in a response header, so framing protection needs the header (or X-Frame-Options).
   */
  readonly delivery: 'header' | 'meta';
  /**
   * The dev server only: Vite's injected module preamble and style tags carry this nonce, and its hot
   * reload talks over a WebSocket. Never set for a build.
   */
  readonly dev?: { readonly nonce: string };
  /** Leave out the Trusted Types directives (the dev server reports them instead: Vite's client needs it). */
  readonly withoutTrustedTypes?: boolean;
}

/**
 * Trusted Types: no script may write HTML or script URLs into the page but through DOMPurify's own policy
 * (the contact pages' sanitised holiday calendar is the app's one HTML sink; ui/shell/safe-html.ts).
 */
export const TRUSTED_TYPES_DIRECTIVES: readonly [string, readonly string[]][] = [
  ['require-trusted-types-for', ["'script'"]],
  ['trusted-types', ['dompurify']],
];

/** An origin of an absolute http(s) URL, or null for anything else (relative URLs are same-origin). */
export function originOf(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  try {
    return new URL(trimmed).origin;
  } catch {
    return null;
  }
}

const unique = (values: readonly (string | null)[]): string[] => [...new Set(values.filter((value): value is string => value !== null))];

/** The Content-Security-Policy value. */
export function contentSecurityPolicy(sources: PolicySources, options: PolicyOptions): string {
  const self = "'self'";
  const nonce = options.dev === undefined ? [] : [`'nonce-${options.dev.nonce}'`];
  const connect = unique([self, sources.gateway, ...sources.services.map(originOf)]);
  // The dev server's hot reload (same host, ws: or wss:).
  if (options.dev !== undefined) connect.push('ws:', 'wss:');
  const directives: [string, readonly string[]][] = [
    ['default-src', [self]],
    ['script-src', [self, ...nonce]],
    ['style-src', [self, ...nonce]],
    // data: for the small inline SVGs in CSS; the gateway for images it serves (the accreditation seal).
    ['img-src', unique([self, 'data:', sources.gateway])],
    ['font-src', [self]],
    ['connect-src', connect],
    ['form-action', unique([self, ...sources.formTargets.map(originOf)])],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    // No service worker, no web workers: nothing can cache authenticated answers behind the app's back.
    ['worker-src', ["'none'"]],
    ['manifest-src', [self]],
    ['frame-src', ["'none'"]],
  ];
  if (options.withoutTrustedTypes !== true) directives.push(...TRUSTED_TYPES_DIRECTIVES);
  if (options.delivery === 'header') directives.push(['frame-ancestors', ["'none'"]]);
  return formatDirectives(directives);
}

function formatDirectives(directives: readonly (readonly [string, readonly string[]])[]): string {
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** The Trusted Types directives alone, as a report-only policy (the dev server's). */
export function trustedTypesReportOnlyPolicy(): string {
  return formatDirectives(TRUSTED_TYPES_DIRECTIVES);
}

/** HTTPS only, for a year, subdomains included, once a browser has seen the site over HTTPS. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Every response header the deployment sets on the app's pages. */
export function securityHeaders(sources: PolicySources, options: Omit<PolicyOptions, 'delivery'> = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(sources, { ...options, delivery: 'header' }),
    ...(options.withoutTrustedTypes === true ? { 'Content-Security-Policy-Report-Only': trustedTypesReportOnlyPolicy() } : {}),
    'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    // Query strings never leave for another site (the eBill link carries a token in its own).
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    // The eBill and program sites open in their own tabs with noopener, and the ID card window is the
    // app's own origin, so no page needs a handle on a cross-origin window.
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * `_headers` (Netlify, Cloudflare Pages and compatible static hosts): every path gets the headers, and
 * HTML is never cached so that a new release's policy applies at once.
 */
export function staticHostHeadersFile(headers: Readonly<Record<string, string>>): string {
  const lines = ['# Generated by `vite build` from the configured gateway and services: do not edit.', '/*'];
  for (const [name, value] of Object.entries(headers)) lines.push(`  ${name}: ${value}`);
  // The pages name the hashed assets of their release: never kept without asking (the login pages rendered
  // ahead are login.<brand>.<language>.html).
  lines.push('', '/index.html', '  Cache-Control: no-cache', '', '/login*', '  Cache-Control: no-cache', '', '/assets/*', '  Cache-Control: public, max-age=31536000, immutable', '');
  return lines.join('\n');
}

/** An nginx snippet to `include` in the app's `server` or `location` block. */
export function nginxSnippet(headers: Readonly<Record<string, string>>): string {
  const lines = [
    '# Generated by `vite build` from the configured gateway and services: do not edit.',
    '# include this file in the server block serving the Member Dashboard, e.g.',
    '#   location / { try_files $uri /index.html; include member-dashboard-headers.conf; }',
    "# 'always' sends the headers on error pages too.",
  ];
  for (const [name, value] of Object.entries(headers)) lines.push(`add_header ${name} "${value.replace(/"/g, '\\"')}" always;`);
  return `${lines.join('\n')}\n`;
}
