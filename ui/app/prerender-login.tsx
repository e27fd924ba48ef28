import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { createBuildTimePlatform, type DeploymentEnv } from '../../adapters/browser/browser-platform';
import type { Language } from '../../domain/copy/language';
import type { DomainId } from '../../domain/model';
import { PATHS } from '../../domain/routes';
import { pageTitle } from '../components/PageHeading';
import { putInForce } from '../../domain/copy/localized';
import { SPANISH } from '../i18n/spanish';
import { LOGIN_COPY } from '../session/login-copy';
import { entryTree, loginPageKey } from './entry-root';
import { yearOf } from './entry';

/** The login page of one brand in one language as markup, with the key that says which visits it fits. */
export interface PrerenderedLogin {
  readonly key: string;
  readonly markup: string;
  readonly title: string;
}

/**
 * The login page as the entry first renders it for a visitor of `domainId` reading `language`, rendered at
 * build time (adapters/deployment/vite-prerender-login-plugin.ts) so that the host can send it ready to
 * paint: the visitor sees it before React has arrived, and React then hydrates it (ui/app/entry-root.tsx).
 * Runs in Node, never in the browser.
 */
export function prerenderLogin(env: DeploymentEnv, domainId: DomainId, language: Language): PrerenderedLogin {
  const platform = createBuildTimePlatform(env, domainId);
  // The catalogues imported here rather than downloaded (ui/i18n/start-language.ts): the build loads this
  // module once and renders every page from it.
  putInForce(language, language === 'es' ? SPANISH : {});
  try {
    return {
      key: loginPageKey(domainId, language, yearOf(platform)),
      // The entry's router takes the path from this one's (wouter's nested routers inherit it).
      markup: renderToString(<Router ssrPath={PATHS.login}>{entryTree(platform, language)}</Router>),
      title: pageTitle(LOGIN_COPY.heading),
    };
  } finally {
    putInForce('en', {});
  }
}
