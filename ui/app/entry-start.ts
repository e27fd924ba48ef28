import { readAccountStateAhead, type BrowserPlatform } from '../../adapters/browser/browser-platform';
import type { Language } from '../../domain/copy/language';
import { PATHS, routesOf } from '../../domain/routes';
import { loadCore } from './core-loader';
import { signedIn } from './signed-in';

/** Where a visitor lands without the app's core: the entry's routes, the login page and the root that leads to it. */
export const VISITOR_LANDINGS: ReadonlySet<string> = new Set(routesOf('entry').map((key) => PATHS[key]));

/** A member's page, or any page but a visitor's landing, needs the app's core at once. */
export const needsCoreAt = (platform: BrowserPlatform, path: string): boolean => signedIn(platform) || !VISITOR_LANDINGS.has(path);

/**
 * Every page but the login page works out the plan's day. For an hour of each day (07:00 to 08:00 UTC,
 * planDayAt in domain/rules/plan-day.ts) that takes the browser's first Intl format, which costs tens of
 * milliseconds, 100 to 300 ms on a 4x slower CPU (it loads its locale and time-zone data): this does it
 * in a task of its own while the page waits on the network, rather than inside a task that shows the page.
 * Outside that hour it costs nothing. The login page, whose only date is its footer's year
 * (BrowserClock.year), leaves it to the sign-in or to the next page.
 */
export function workOutTheDayAhead(platform: BrowserPlatform): void {
  setTimeout(() => platform.clock.today(), 0);
}

/**
 * Run by the start-up script before React is there: for a page that needs the core, the core (with the
 * home page, where members land) starts downloading now, alongside React, instead of once React has
 * arrived and run (the LCP of /home). A failed download is not reported here: the entry loads the
 * core again when it renders, and shows its failure. The plan's day is worked out meanwhile
 * (workOutTheDayAhead). A member's page (any but the logout page) starts by
 * resolving the account state: its reads go out now too, in the visit's `language`, and their answers
 * wait for the core's HTTP client.
 */
export function startLoading(platform: BrowserPlatform, path: string, language: Language): void {
  if (needsCoreAt(platform, path)) {
    loadCore(platform).catch(() => undefined);
    workOutTheDayAhead(platform);
  }
  if (signedIn(platform) && path !== PATHS.logout) readAccountStateAhead(platform, language);
}
