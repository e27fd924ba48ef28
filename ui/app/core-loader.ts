import type { BrowserPlatform } from '../../adapters/browser/browser-platform';
import type { Core } from './app-core';

let loading: Promise<Core> | null = null;

/**
 * Loads the core once per tab. A failed download (offline) is not kept: the next call tries again, so
 * that coming back online recovers without a reload.
 */
export function loadCore(platform: BrowserPlatform): Promise<Core> {
  loading ??= import('./app-core')
    .then((module) => module.createCore(platform))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
