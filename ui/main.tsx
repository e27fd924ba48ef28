import { createBrowserPlatform } from '../adapters/browser/browser-platform';
import { startLoading } from './app/entry-start';
import './themes/global.css';

/*
 * The start-up script: small, so that it runs as soon as it arrives. For a member it starts the app's core
 * downloading at once; then it renders the page with React, whose chunks index.html already preloads
 * (adapters/deployment/vite-entry-preload-plugin.ts).
 */
const platform = createBrowserPlatform(import.meta.env);
startLoading(platform, platform.firstPath);
void import('./app/EntryRoot').then(({ renderEntry }) => renderEntry(platform));
