import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import type { BrowserPlatform } from '../../adapters/browser/browser-platform';
import { createEntry } from './entry';

/** Renders the entry (ui/app/entry.tsx) into index.html's #root. */
export function renderEntry(platform: BrowserPlatform): void {
  const Entry = createEntry(platform);
  const root = document.getElementById('root');
  if (root === null) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <Router>
        <Entry />
      </Router>
    </StrictMode>,
  );
}
