import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { contentSecurityPolicy, nginxSnippet, securityHeaders, staticHostHeadersFile, type PolicySources } from './security-headers.ts';

/** File names of the generated deployment headers in the build output (next to index.html). */
export const STATIC_HOST_HEADERS_FILE = '_headers';
export const NGINX_HEADERS_FILE = 'member-dashboard-headers.conf';

function setAll(res: ServerResponse, headers: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/**
 * Ships the security headers of security-headers.ts:
 * - `vite build`: `_headers` and an nginx snippet with the full set for the host to send; with `meta` (for
 *   a host that cannot set headers) also a <meta> Content-Security-Policy in index.html, which cannot carry
 *   frame-ancestors, so it is only a fallback;
 * - `vite preview`: the same headers as the production host would send, so the built app is tried under
 *   its real policy (the bench and anyone previewing a build);
 * - `vite` (dev, and the browser tests): the production policy plus what Vite's dev server needs and a
 *   build does not: a per-start nonce on the module preamble and the style tags Vite injects, and the
 *   hot-reload WebSocket, with Trusted Types reported rather than enforced (Vite's client writes script
 *   URLs). Anything else the app did against the policy shows up as a violation in tests.
 */
export function securityHeadersPlugin(sources: PolicySources, options: { readonly meta: boolean } = { meta: false }): Plugin {
  const devNonce = randomBytes(18).toString('base64');
  const production = securityHeaders(sources);
  const development = securityHeaders(sources, { dev: { nonce: devNonce }, withoutTrustedTypes: true });
  const send =
    (headers: Readonly<Record<string, string>>) =>
    (_req: IncomingMessage, res: ServerResponse, next: () => void): void => {
      setAll(res, headers);
      next();
    };
  return {
    name: 'member-dashboard:security-headers',
    config(_config, env) {
      // Vite stamps the nonce on the tags it writes into the page and on the <style> tags its client adds.
      if (env.command === 'serve' && env.isPreview !== true) return { html: { cspNonce: devNonce } };
      return undefined;
    },
    configureServer(server) {
      server.middlewares.use(send(development));
    },
    configurePreviewServer(server) {
      server.middlewares.use(send(production));
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (context.server !== undefined || !options.meta) return undefined;
        return [
          {
            tag: 'meta',
            attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(sources, { delivery: 'meta' }) },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: STATIC_HOST_HEADERS_FILE, source: staticHostHeadersFile(production) });
      this.emitFile({ type: 'asset', fileName: NGINX_HEADERS_FILE, source: nginxSnippet(production) });
    },
  };
}
