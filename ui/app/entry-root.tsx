import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import type { BrowserPlatform } from '../../adapters/browser/browser-platform';
import type { Language } from '../../domain/copy/language';
import { LanguageRoot } from '../i18n/LanguageRoot';
import { createEntry } from './entry';

/** Renders the entry (ui/app/entry.tsx) into index.html's #root, in the language the visit starts in. */
export function renderEntry(platform: BrowserPlatform, language: Language): void {
  const Entry = createEntry(platform);
  const root = document.getElementById('root');
  if (root === null) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <Router>
        <LanguageRoot initial={language} preference={platform.language}>
          <Entry />
        </LanguageRoot>
      </Router>
    </StrictMode>,
  );
}
