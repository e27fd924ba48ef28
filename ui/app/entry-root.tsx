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

/**
 * Where the visitor is on a page about to be replaced: the field they are typing in (by name) and its caret
 * or selection, or the link they have moved to (by where it goes); `nth` of the elements that match.
 */
interface Place {
  readonly selector: string;
  readonly nth: number;
  readonly start: number | null;
  readonly end: number | null;
}

function placeIn(root: HTMLElement): Place | null {
  const focused = document.activeElement;
  if (focused === null || !root.contains(focused)) return null;
  const input = focused instanceof HTMLInputElement;
  const key = input ? focused.name : focused instanceof HTMLAnchorElement ? focused.getAttribute('href') : null;
  if (key === null || key === '') return null;
  const selector = `${input ? 'input[name' : 'a[href'}="${CSS.escape(key)}"]`;
  return { selector, nth: [...root.querySelectorAll(selector)].indexOf(focused), start: input ? focused.selectionStart : null, end: input ? focused.selectionEnd : null };
}

/** Puts the visitor back where they were, on the page rendered afresh. */
function restorePlace(root: HTMLElement, place: Place | null): void {
  const element = place === null ? undefined : root.querySelectorAll<HTMLElement>(place.selector)[place.nth];
  if (place === null || element === undefined) return;
  element.focus();
  if (element instanceof HTMLInputElement && place.start !== null && place.end !== null) element.setSelectionRange(place.start, place.end);
}

/**
 * Renders the entry into index.html's #root. A login page the host sent rendered ahead (its #root marked
 * with the key of its brand, language and year) is hydrated when it fits this visit: the visitor already
 * sees it, and React takes it over as it is (where the visitor has put focus on it stays). Anything else
 * is rendered afresh, replacing what was sent, in one task: what the visitor typed into it meanwhile is
 * kept, and so are the field they are typing in and its caret, so that the next keystroke (or a password
 * manager's fill under way) lands in the new field, or the link they have tabbed to, so that Enter or the
 * next Tab goes on from there. Rendered later, the page would stand empty in between,
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
  const place = placeIn(root);
  const tree = entryTree(platform, language, typedInto(root));
  root.replaceChildren();
  const fresh = createRoot(root);
  flushSync(() => fresh.render(tree));
  restorePlace(root, place);
  return fresh;
}
