import type { BrowserPlatform } from '../../adapters/browser/browser-platform';
import { readTokenClaims } from '../../domain/rules/token-claims';

/** A member's session is in this browser: a stored token whose claims read. */
export const signedIn = (platform: BrowserPlatform): boolean => {
  const token = platform.tokens.current();
  return token !== null && readTokenClaims(token) !== null;
};
