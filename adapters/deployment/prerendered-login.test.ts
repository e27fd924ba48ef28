import { describe, expect, it } from 'vitest';
import { fillLoginPage, nginxLoginSnippet, prerenderedLoginFor, type LoginPageRequest } from './prerendered-login';

const production = { hostDomains: { 'members.summit.example': 2, 'members.providence.example': 5 }, sandbox: false } as const;
const request = (over: Partial<LoginPageRequest> = {}): LoginPageRequest => ({
  host: 'members.example',
  search: '',
  cookie: undefined,
  acceptLanguage: undefined,
  ...over,
});

describe('which login page the host sends for /login', () => {
  it('is the brand of the host name, port aside, and brand 1 for any other host', () => {
    expect(prerenderedLoginFor(request({ host: 'Members.Summit.Example:443' }), production)).toBe('login.2.en.html');
    expect(prerenderedLoginFor(request({ host: 'members.providence.example' }), production)).toBe('login.5.en.html');
    expect(prerenderedLoginFor(request({ host: 'elsewhere.example' }), production)).toBe('login.1.en.html');
    expect(prerenderedLoginFor(request({ host: undefined }), production)).toBe('login.1.en.html');
  });

  it('takes the sandbox brand from domain= on the address, which production ignores', () => {
    expect(prerenderedLoginFor(request({ search: '?domain=5&today=2025-01-01' }), { ...production, sandbox: true })).toBe('login.5.en.html');
    expect(prerenderedLoginFor(request({ search: '?domain=3' }), { ...production, sandbox: true })).toBe('login.1.en.html');
    expect(prerenderedLoginFor(request({ search: '?domain=5' }), production)).toBe('login.1.en.html');
  });

  it("is in the language the visitor chose, else the browser's first language the dashboard speaks", () => {
    expect(prerenderedLoginFor(request({ cookie: 'a=1; md_language=es', acceptLanguage: 'en-US,en;q=0.9' }), production)).toBe('login.1.es.html');
    expect(prerenderedLoginFor(request({ cookie: 'md_language=en', acceptLanguage: 'es-MX' }), production)).toBe('login.1.en.html');
    expect(prerenderedLoginFor(request({ acceptLanguage: 'fr-FR, es;q=0.8, en;q=0.5' }), production)).toBe('login.1.es.html');
    expect(prerenderedLoginFor(request({ acceptLanguage: 'en;q=0.4, es-US;q=0.9' }), production)).toBe('login.1.es.html');
    expect(prerenderedLoginFor(request({ acceptLanguage: 'fr, de' }), production)).toBe('login.1.en.html');
    expect(prerenderedLoginFor(request({ acceptLanguage: '*' }), production)).toBe('login.1.en.html');
  });
});

describe('the login page file the build writes from index.html', () => {
  const index =
    '<!doctype html><html lang="en"><head><title>Member Dashboard</title>' +
    '<script type="module" crossorigin src="/assets/index.js"></script><link rel="stylesheet" href="/assets/index.css">' +
    '<link rel="modulepreload" crossorigin href="/assets/entry.js"><link rel="modulepreload" crossorigin href="/assets/react.js">' +
    '<link rel="stylesheet" crossorigin href="/assets/core.css" data-member-app>\n    <link rel="modulepreload" crossorigin href="/assets/core.js" data-member-app>' +
    '</head><body><div id="root"></div></body></html>';
  const page = fillLoginPage(index, { key: '2.es.2026', markup: '<main><h1>Inicie sesión</h1></main>', title: 'Inicie sesión <en> su cuenta' }, 2, 'es');

  it('holds the page in #root, marked with the visits it fits, in its language, brand and title', () => {
    expect(page).toContain('<html lang="es" data-brand="2">');
    expect(page).toContain('<div id="root" data-prerendered="2.es.2026"><main><h1>Inicie sesión</h1></main></div>');
    expect(page).toContain('<title>Inicie sesión &lt;en&gt; su cuenta</title>');
  });

  it('downloads its scripts at low priority and its stylesheet as before', () => {
    expect(page).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index.js">');
    expect(page.match(/<link rel="modulepreload" fetchpriority="low"/g)).toHaveLength(2);
    expect(page).toContain('<link rel="stylesheet" href="/assets/index.css">');
  });

  it("leaves out what index.html fetches for the member app: a visitor's page loads the core once they act", () => {
    expect(page).not.toContain('core.');
    expect(page).not.toContain('data-member-app');
    expect(page).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react.js"></head>');
  });

  it('fails the build when index.html has no empty #root to fill', () => {
    expect(() => fillLoginPage(index.replace('<div id="root"></div>', '<div id="app"></div>'), { key: 'k', markup: '', title: 't' }, 1, 'en')).toThrow(/root/);
  });
});

describe('the nginx rule the build writes', () => {
  const snippet = nginxLoginSnippet(production.hostDomains);

  it("maps each configured host to its brand, any other to brand 1, and the cookie's language before the browser's first", () => {
    expect(snippet).toContain('map $host $md_brand {\n  hostnames;\n  default 1;\n  members.summit.example 2;\n  members.providence.example 5;\n}');
    expect(snippet).toContain('map $http_accept_language $md_accept_language {\n  default en;\n  ~*^\\s*es es;\n}');
    expect(snippet).toContain('map $cookie_md_language $md_language {\n  default $md_accept_language;\n  en en;\n  es es;\n}');
  });

  it('names the location that sends the page, with the security headers and Vary, falling back on index.html', () => {
    expect(snippet).toContain(
      '#   location = /login { include member-dashboard-headers.conf; add_header Vary "Accept-Language, Cookie" always; try_files /login.$md_brand.$md_language.html /index.html; }',
    );
  });

  it('sends `/` on to /login with its query, so that a visitor there gets the page rendered ahead, not the member app', () => {
    expect(snippet).toContain('#   location = / { include member-dashboard-headers.conf; return 302 /login$is_args$args; }');
  });
});
