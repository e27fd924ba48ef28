import * as webauthn from '@simplewebauthn/browser';
import type { PasskeyCeremony } from '../../application/ports';
import type { WebAuthnJson } from '../../domain/model';

/**
 * The passkey ceremonies, through @simplewebauthn/browser, which turns the gateway's JSON options into
 * navigator.credentials calls and the answers back into JSON. Loaded with the first ceremony
 * (./webauthn-authenticator.ts).
 */
export class WebAuthnCeremonies {
  /** Autofill ceremonies begun so far: one begun after a request from the button has ended that request. */
  private autofillStarts = 0;

  async create(options: WebAuthnJson): Promise<PasskeyCeremony> {
    try {
      const response = await webauthn.startRegistration({ optionsJSON: options as never });
      return { kind: 'answered', response: { ...response } };
    } catch (error) {
      return ceremonyFailure(error);
    }
  }

  async get(options: WebAuthnJson, autofill: boolean): Promise<PasskeyCeremony> {
    // The browser runs one ceremony at a time, the last begun: the autofill's, offered on the page's first
    // interaction, may begin just after the button's and end it. The button's request then asks again once,
    // which ends the autofill's instead.
    for (let attempt = 0; ; attempt += 1) {
      const autofillsBefore = this.autofillStarts;
      if (autofill) this.autofillStarts += 1;
      try {
        const response = await webauthn.startAuthentication({ optionsJSON: options as never, useBrowserAutofill: autofill });
        return { kind: 'answered', response: { ...response } };
      } catch (error) {
        const endedByAutofill = !autofill && attempt === 0 && this.autofillStarts > autofillsBefore && isAbort(error);
        if (!endedByAutofill) return ceremonyFailure(error);
      }
    }
  }

  cancel(): void {
    webauthn.WebAuthnAbortService.cancelCeremony();
  }
}

const isAbort = (error: unknown): boolean =>
  (error instanceof Error && error.name === 'AbortError') ||
  (typeof error === 'object' && error !== null && 'code' in error && error.code === 'ERROR_CEREMONY_ABORTED');

/** What a failed ceremony means to the member: they said no (or it was ended), it cannot be done here, or a passkey is already there. */
function ceremonyFailure(error: unknown): PasskeyCeremony {
  const name = error instanceof Error ? error.name : '';
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') return { kind: 'failed', already: true };
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') return { kind: 'cancelled' };
  if (name === 'NotSupportedError' || name === 'SecurityError') return { kind: 'unsupported' };
  return { kind: 'failed', already: false };
}
