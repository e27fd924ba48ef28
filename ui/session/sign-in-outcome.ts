import type { GatewayError } from '../../application/shared/gateway-error';
import type { SignInOutcome } from '../../application/session/finish-sign-in';

/** Whoever shows the session: the session store, or the login page's services (ui/session/login-store.ts). */
export interface SignInSession {
  /** Tokens have changed: re-read them. */
  refresh(): void;
  /** A gateway failure of the sign-in: the error page, or login again for a 401 outside Providence. */
  fail(error: GatewayError): void;
}

export interface AfterSignIn {
  /** The whole page is about to change (single sign-on, a redirect): keep the busy indicator up. */
  readonly stillBusy: boolean;
  /** A failure the screen shows itself ('Failed to find group for current member'). */
  readonly message: string | null;
}

/**
 * What a screen does once post-login routing has run: re-read the session (tokens changed), hand a
 * gateway failure to the session (error page, or login for a 401), show a routing failure in place.
 */
export function afterSignIn(next: SignInOutcome, session: SignInSession): AfterSignIn {
  session.refresh();
  switch (next.kind) {
    case 'error':
      session.fail(next.error);
      return { stillBusy: false, message: null };
    case 'failed':
      return { stillBusy: false, message: next.message };
    case 'routed':
      return { stillBusy: false, message: null };
    case 'single-sign-on':
    case 'redirected':
      return { stillBusy: true, message: null };
  }
}
