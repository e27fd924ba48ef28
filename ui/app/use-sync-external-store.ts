/*
 * What wouter imports as `use-sync-external-store/shim` (vite.config.ts, resolve.alias). The shim brings
 * the hook to React 17 and older; React 18 and later have it, and the shim then only hands React's own on.
 */
export { useSyncExternalStore } from 'react';
