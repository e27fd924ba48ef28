import { createBrowserPlatform } from '../adapters/browser/browser-platform';
import { endStaleSession } from '../application/session/stale-session';
import { startLoading } from './app/entry-start';
import { languageOfVisit, putLanguageInForce } from './i18n/start-language';
import './themes/global.css';

/*
 * The start-up script: small, so that it runs as soon as it arrives. A session left idle past the idle
 * logout (a browser closed and opened again) ends first, before anything reads member data. For a member
 * it then starts the app's core downloading at once, sends the reads every member page starts with, puts the member's language in force (a Spanish
 * reader's catalogues download meanwhile), and renders the page with React, whose chunks index.html
 * already preloads (adapters/deployment/vite-entry-preload-plugin.ts).
 */
const platform = createBrowserPlatform(import.meta.env);
endStaleSession(platform);
const language = languageOfVisit(platform.language);
startLoading(platform, platform.firstPath, language);
void Promise.all([import('./app/entry-root'), putLanguageInForce(language, platform.language)]).then(([{ renderEntry }]) => renderEntry(platform, language));
