import type { BrowserPlatform } from '../../adapters/browser/browser-platform';
import type { Core } from './app-core';

let loading: Promise<Core> | null = null;
let loaded: Core | null = null;

/**
 * Loads the core once per tab. A failed download (offline) is not kept: the next call tries again, so
 * that coming back online recovers without a reload.
 */
export function loadCore(platform: BrowserPlatform): Promise<Core> {
  loading ??= import('./app-core')
    .then((module) => {
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
