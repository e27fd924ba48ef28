import { SESSION_SERVER_COPY } from '../../domain/copy/server-copy';
import type { GatewayError } from './gateway-error';

/**
 * Failures of the calls spec section 8 leaves to their screens (registration, token, security questions,
 * forgot password and username, account/password): the screen shows a message and keeps what the member
 * typed. A refusal (4xx) the caller knows by its code is worded by the app; another carries the server's
 * own message when it sent one; an outage says to try later.
 */
export type ScreenFailure = { readonly kind: 'refused'; readonly message: string } | { readonly kind: 'error'; readonly error: GatewayError };

/** A refusal whose message is worded when read: a screen that keeps it says it in the language then in force. */
export function refusal(words: () => string): ScreenFailure & { readonly kind: 'refused' } {
  return {
    kind: 'refused',
    get message() {
      return words();
    },
  };
}

/**
 * @param options.signedIn the call was made with the member's token: a 401 then means the session is over,
 *   which is the session's business (login, or the error page on Providence), not the form's.
 * @param options.refusals the refusal codes the caller words itself, in the member's language (the account
 *   screens': application/session/account-refusals.ts); the gateway's message is in one language only.
 */
export function screenFailure(
  error: GatewayError,
  options: { readonly signedIn: boolean; readonly fallback?: () => string; readonly refusals?: Readonly<Record<string, () => string>> },
): ScreenFailure {
  if (options.signedIn && error.status === 401) return { kind: 'error', error };
  if (error.kind === 'http' && error.status >= 400 && error.status < 500) {
    const known = error.code === undefined ? undefined : options.refusals?.[error.code];
    if (known !== undefined) return refusal(known);
    const message = error.message?.trim();
    if (message !== undefined && message !== '') return refusal(() => message);
    return refusal(options.fallback ?? (() => SESSION_SERVER_COPY.refused));
  }
  return refusal(() => SESSION_SERVER_COPY.unavailable);
}
