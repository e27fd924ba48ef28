import type { BrowserPlatform } from '../../adapters/browser/browser-platform';
import type { Core } from './app-core';

let loading: Promise<Core> | null = null;
let loaded: Core | null = null;

/** A turn of the event loop: the browser may paint or take input before what comes next. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Loads the core once per tab. A failed download (offline) is not kept: the next call tries again, so
 * that coming back online recovers without a reload. The core's modules run in one task and the core is
 * assembled (the container and its bindings) in the next: two short tasks rather than one long one that
 * would hold back a tap or a keystroke on a slow phone.
 */
export function loadCore(platform: BrowserPlatform): Promise<Core> {
  loading ??= import('./app-core')
    .then(async (module) => {
      await nextTask();
      loaded = module.createCore(platform);
      return loaded;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** The core, if it has already arrived: a page that needs it then renders at once, without waiting a turn. */
export function loadedCore(): Core | null {
  return loaded;
}

/** Where the entry gets the app's core from: this tab's download (`TAB_CORE`); a test gives its own. */
export interface CoreSource {
  /** The core, downloaded (and assembled) once per tab; a failed download is tried again on the next call. */
  readonly load: (platform: BrowserPlatform) => Promise<Core>;
  /** The core, if it has already arrived. */
  readonly loaded: () => Core | null;
}

export const TAB_CORE: CoreSource = { load: loadCore, loaded: loadedCore };
