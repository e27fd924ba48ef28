import { StrictMode, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { Router } from 'wouter';
import type { BrowserPlatform } from '../../adapters/browser/browser-platform';
import type { Language } from '../../domain/copy/language';
import type { DomainId } from '../../domain/model';
import { PATHS } from '../../domain/routes';
import { markRenderedAhead } from '../components/focus';
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

/** The field of `root` the visitor is typing in, by name, and where its caret or selection is. */
interface Caret {
  readonly name: string;
  readonly start: number | null;
  readonly end: number | null;
}

function caretIn(root: HTMLElement): Caret | null {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLInputElement) || !root.contains(focused) || focused.name === '') return null;
  return { name: focused.name, start: focused.selectionStart, end: focused.selectionEnd };
}

/** Puts the caret back where it was, in the field of the same name on the page rendered afresh. */
function restoreCaret(root: HTMLElement, caret: Caret | null): void {
  if (caret === null) return;
  const field = root.querySelector<HTMLInputElement>(`form input[name="${caret.name}"]`);
  if (field === null) return;
  field.focus();
  if (caret.start !== null && caret.end !== null) field.setSelectionRange(caret.start, caret.end);
}

/**
 * Renders the entry into index.html's #root. A login page the host sent rendered ahead (its #root marked
 * with the key of its brand, language and year) is hydrated when it fits this visit: the visitor already
 * sees it, and React takes it over as it is (where the visitor has put focus on it stays). Anything else
 * is rendered afresh, replacing what was sent, in one task: what the visitor typed into it meanwhile is
 * kept, and so are the field they are typing in and its caret, so that the next keystroke (or a password
 * manager's fill under way) lands in the new field. Rendered later, the page would stand empty in between,
 * and keystrokes would go nowhere.
 */
export function renderEntry(platform: BrowserPlatform, language: Language): Root {
  const root = document.getElementById('root');
  if (root === null) throw new Error('index.html has no #root');
  const ahead = root.dataset['prerendered'];
  if (ahead !== undefined && platform.firstPath === PATHS.login && ahead === loginPageKey(platform.brand.domainId(), language, yearOf(platform))) {
    markRenderedAhead(root);
    return hydrateRoot(root, entryTree(platform, language));
  }
  const caret = caretIn(root);
  const tree = entryTree(platform, language, typedInto(root));
  root.replaceChildren();
  const fresh = createRoot(root);
  flushSync(() => fresh.render(tree));
  restoreCaret(root, caret);
  return fresh;
}
