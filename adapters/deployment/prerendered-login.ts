import Negotiator from 'negotiator';
import { initialLanguage, type Language } from '../../domain/copy/language';
import type { DomainId } from '../../domain/model';
import { DEFAULT_DOMAIN_ID, parseDomainId } from '../../domain/rules/brands';
import { MEMBER_APP_ATTRIBUTE } from './vite-entry-preload-plugin';
import { NGINX_HEADERS_FILE } from './vite-security-headers-plugin';
import { LANGUAGE_COOKIE } from '../browser/browser-language';
import { domainOfHost } from '../config';
import { readCookie } from '../browser/cookie-session-tokens';

/*
 * The login page rendered ahead (ui/app/prerender-login.tsx): the build writes one page per brand and
 * language next to index.html, and the host sends the one that fits a request for /login. Every other
 * path, and a host that knows nothing of these pages, gets index.html, where React renders the page.
 */

/** The file of the login page rendered ahead for one brand and language, next to index.html. */
export const prerenderedLoginFile = (domainId: DomainId, language: Language): string => `login.${domainId}.${language}.html`;

/** What of a request for /login chooses the page the host sends. */
export interface LoginPageRequest {
  readonly host: string | undefined;
  /** The address's query string, with its '?' (or empty). */
  readonly search: string;
  readonly cookie: string | undefined;
  readonly acceptLanguage: string | undefined;
}

export interface LoginPageSettings {
  /** Host name (lower case) to brand, as VITE_DOMAIN_HOSTS configures it; other hosts get brand 1. */
  readonly hostDomains: Readonly<Record<string, DomainId>>;
  readonly sandbox: boolean;
}

/**
 * The page for a request, chosen the way the browser will choose brand and language: the brand of the
 * host name (in a sandbox, `domain=` on the address first: adapters/browser/brand-resolver.ts), the
 * language the visitor chose (its cookie), else the first of the browser's languages the dashboard speaks
 * (`initialLanguage`). Where the browser then decides otherwise (a sandbox brand pinned earlier in the tab,
 * a choice kept only in local storage), it renders the page itself instead of taking this one over.
 */
export function prerenderedLoginFor(request: LoginPageRequest, settings: LoginPageSettings): string {
  const pinned = settings.sandbox ? parseDomainId(new URLSearchParams(request.search).get('domain')) : null;
  const domainId = pinned ?? domainOfHost(settings.hostDomains, (request.host ?? '').replace(/:\d+$/, ''));
  const accepted = new Negotiator({ headers: { 'accept-language': request.acceptLanguage ?? '' } }).languages();
  const language = initialLanguage(readCookie(request.cookie ?? '', LANGUAGE_COOKIE), accepted.filter((tag) => tag !== '*'));
  return prerenderedLoginFile(domainId, language);
}

/** What the build renders for one page: its markup, the key of the visits it fits, its tab title. */
export interface RenderedLogin {
  readonly key: string;
  readonly markup: string;
  readonly title: string;
}

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The same text with `pattern` replaced once; the build fails if index.html no longer has it. */
function replaceOnce(html: string, pattern: RegExp, replacement: (match: string) => string): string {
  if (!pattern.test(html)) throw new Error(`prerendered login: index.html has no ${String(pattern)}`);
  return html.replace(pattern, replacement);
}

/**
 * index.html with the login page in #root, marked with its key, under the page's own title and language
 * and the brand's theme (the attribute the entry sets once it runs). It leaves out what index.html
 * preloads for the member app (the core): a visitor's page loads that only once they start to act. Its
 * scripts download at low priority: the page paints from its markup and stylesheet alone, and the scripts,
 * which only make it respond, no longer compete with the stylesheet for the connection.
 */
export function fillLoginPage(indexHtml: string, page: RenderedLogin, domainId: DomainId, language: Language): string {
  let html = replaceOnce(indexHtml, /<html\b[^>]*>/, () => `<html lang="${language}" data-brand="${domainId}">`);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`);
  html = replaceOnce(html, /<div id="root"><\/div>/, () => `<div id="root" data-prerendered="${escapeHtml(page.key)}">${page.markup}</div>`);
  html = replaceOnce(html, /<script type="module"/, (match) => `${match} fetchpriority="low"`);
  html = html.replace(new RegExp(`<link\\b[^>]*\\b${MEMBER_APP_ATTRIBUTE}\\b[^>]*>\\s*`, 'g'), '');
  return html.replace(/<link rel="modulepreload"/g, (match) => `${match} fetchpriority="low"`);
}

/** File name of the nginx rule that sends the login page rendered ahead (next to index.html). */
export const NGINX_LOGIN_FILE = 'member-dashboard-login.conf';

/**
 * The rule of `prerenderedLoginFor` for nginx, from the build's own host-to-brand map: three maps for the
 * http block, and the location for the server block in a comment (nginx allows a map only in the first).
 * nginx cannot weigh Accept-Language's q-values: it takes Spanish when the first language listed is, and
 * where the browser then decides otherwise it renders the page itself.
 */
export function nginxLoginSnippet(hostDomains: Readonly<Record<string, DomainId>>): string {
  const hosts = Object.entries(hostDomains).map(([host, domainId]) => `  ${host} ${domainId};`);
  return [
    '# Generated by `vite build` from VITE_DOMAIN_HOSTS: do not edit.',
    '# Sends /login rendered ahead (README, "Serving /login rendered ahead"). Include this file in the http block,',
    '# and put these locations in the server block serving the Member Dashboard (`/` always leads to /login):',
    `#   location = /login { include ${NGINX_HEADERS_FILE}; add_header Vary "Accept-Language, Cookie" always; try_files /login.$md_brand.$md_language.html /index.html; }`,
    `#   location = / { include ${NGINX_HEADERS_FILE}; return 302 /login$is_args$args; }`,
    'map $host $md_brand {',
    '  hostnames;',
    `  default ${DEFAULT_DOMAIN_ID};`,
    ...hosts,
    '}',
    'map $http_accept_language $md_accept_language {',
    '  default en;',
    '  ~*^\\s*es es;',
    '}',
    `map $cookie_${LANGUAGE_COOKIE} $md_language {`,
    '  default $md_accept_language;',
    '  en en;',
    '  es es;',
    '}',
    '',
  ].join('\n');
}
