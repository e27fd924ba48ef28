import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LANGUAGES, type Language } from '../../domain/copy/language';
import { DOMAIN_IDS, type DomainId } from '../../domain/model';
import { parseHostDomains } from '../config';
import { fillLoginPage, NGINX_LOGIN_FILE, nginxLoginSnippet, prerenderedLoginFile, prerenderedLoginFor, type RenderedLogin } from './prerendered-login';

/** Renders the login page of one brand in one language (ui/app/prerender-login.tsx, loaded when a build needs it). */
export type LoginRenderer = (domainId: DomainId, language: Language) => RenderedLogin;

/**
 * The login page rendered ahead:
 * - `vite build` writes `login.<brand>.<language>.html` next to index.html for every brand and language
 *   (adapters/deployment/prerendered-login.ts), and the nginx rule that sends them;
 * - `vite preview` sends the one that fits a request for /login, and `/` on to /login, as a production host
 *   does with the rule README gives (the bench and the browser tests see /login as members will);
 * - `vite` (dev) has no build, and renders /login in the browser.
 */
export function prerenderLoginPlugin(
  renderer: () => Promise<LoginRenderer>,
  deployment: { readonly domainHosts: string | undefined; readonly sandbox: boolean },
): Plugin {
  const settings = { hostDomains: parseHostDomains(deployment.domainHosts), sandbox: deployment.sandbox };
  return {
    name: 'member-dashboard:prerender-login',
    generateBundle: {
      // After Vite has written index.html (its scripts, preloads and policy) into the bundle.
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') return;
        const indexHtml = typeof index.source === 'string' ? index.source : new TextDecoder().decode(index.source);
        const render = await renderer();
        for (const domainId of DOMAIN_IDS) {
          for (const language of LANGUAGES) {
            const page = render(domainId, language);
            this.emitFile({ type: 'asset', fileName: prerenderedLoginFile(domainId, language), source: fillLoginPage(indexHtml, page, domainId, language) });
          }
        }
        this.emitFile({ type: 'asset', fileName: NGINX_LOGIN_FILE, source: nginxLoginSnippet(settings.hostDomains) });
      },
    },
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') {
          next();
          return;
        }
        const url = new URL(req.url ?? '/', 'http://host');
        // `/` always leads to /login: sent there at once, the visitor gets the page rendered ahead instead
        // of index.html, which downloads the member app before React would send them on.
        if (url.pathname === '/') {
          res.statusCode = 302;
          res.setHeader('Location', `/login${url.search}`);
          res.end();
          return;
        }
        if (url.pathname === '/login') {
          const file = prerenderedLoginFor(
            { host: req.headers.host, search: url.search, cookie: req.headers.cookie, acceptLanguage: req.headers['accept-language'] },
            settings,
          );
          if (existsSync(path.join(outDir, file))) {
            req.url = `/${file}${url.search}`;
            // The page depends on these: a cache in between must not give one visitor's page to another.
            res.setHeader('Vary', 'Accept-Language, Cookie');
          }
        }
        next();
      });
    },
  };
}
