import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { createBrowserPlatform } from '../adapters/browser/browser-platform';
import { createEntry } from './app/Entry';
import './themes/global.css';

const Entry = createEntry(createBrowserPlatform(import.meta.env));
const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <Router>
      <Entry />
    </Router>
  </StrictMode>,
);
