import { StrictMode, type ReactElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { Router } from 'wouter';
import type { BrowserPlatform } from '../../adapters/browser/browser-platform';
import type { Language } from '../../domain/copy/language';
import type { DomainId } from '../../domain/model';
import { PATHS } from '../../domain/routes';
import { LanguageRoot } from '../i18n/LanguageRoot';
import { createEntry, yearOf, type TypedLogin } from './entry';

/**
 * The entry's tree (ui/app/entry.tsx), in the language the visit starts in: what the browser renders, and
 * what the build renders /login with ahead of any visit (ui/app/prerender-login.tsx, which gives its router
 * the path).
 */
export function entryTree(platform: BrowserPlatform, language: Language, typed?: TypedLogin): ReactElement {
  const Entry = createEntry(platform, typed);
  return (
    <StrictMode>
      <Router>
        <LanguageRoot initial={language} preference={platform.language}>
          <Entry />
        </LanguageRoot>
      </Router>
    </StrictMode>
  );
}

/** Names a login page rendered ahead: it fits a visit of the same brand and language in the same year. */
export const loginPageKey = (domainId: DomainId, language: Language, year: number): string => `${domainId}.${language}.${year}`;

/** What was typed into the login form of a page rendered ahead (nothing, when it has none). */
function typedInto(root: HTMLElement): TypedLogin {
  const value = (name: string): string => root.querySelector<HTMLInputElement>(`form input[name="${name}"]`)?.value ?? '';
  return { username: value('username'), password: value('password') };
}

/**
 * Renders the entry into index.html's #root. A login page the host sent rendered ahead (its #root marked
 * with the key of its brand, language and year) is hydrated when it fits this visit: the visitor already
 * sees it, and React takes it over as it is. Anything else is rendered afresh, replacing what was sent;
 * what the visitor typed into it meanwhile is kept.
 */
export function renderEntry(platform: BrowserPlatform, language: Language): Root {
  const root = document.getElementById('root');
  if (root === null) throw new Error('index.html has no #root');
  const ahead = root.dataset['prerendered'];
  if (ahead !== undefined && platform.firstPath === PATHS.login && ahead === loginPageKey(platform.brand.domainId(), language, yearOf(platform))) {
    return hydrateRoot(root, entryTree(platform, language));
  }
  const tree = entryTree(platform, language, typedInto(root));
  root.replaceChildren();
  const fresh = createRoot(root);
  fresh.render(tree);
  return fresh;
}
