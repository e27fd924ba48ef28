import { LOCALES, type Language } from '../../domain/copy/language';

/*
 * How a call to the gateway is addressed, shared by the HTTP client and the start-up script's reads
 * ahead (reads-ahead.ts), so that both send the very same request. No io-ts or container here: the
 * start-up script imports it.
 */

/** A call's URL: the gateway's base, without trailing slashes, then the call's path. */
export const gatewayUrl = (baseUrl: string, path: string): string => `${baseUrl.replace(/\/+$/, '')}${path}`;

/**
 * The headers of a call, around those its caller chose: what it accepts, the member's language (content
 * the gateway has in it, programs and the holiday calendar, comes in it) and the credential, unless the
 * caller already chose one (a temporary token for one call, spec section 7).
 */
export function callHeaders(chosen: HeadersInit | undefined, accept: string, language: Language, credential: () => string | null): Headers {
  const headers = new Headers(chosen);
  if (!headers.has('Accept')) headers.set('Accept', accept);
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', LOCALES[language]);
  if (!headers.has('Authorization')) {
    const token = credential();
    if (token !== null && token !== '') headers.set('Authorization', `Bearer ${token}`);
  }
  return headers;
}
