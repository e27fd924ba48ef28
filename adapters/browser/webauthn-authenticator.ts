import type * as WebAuthnLibrary from '@simplewebauthn/browser';
import { inject, injectable } from 'inversify';
import type { PasskeyAuthenticator, PasskeyCeremony } from '../../application/ports';
import type { WebAuthnJson } from '../../domain/model';
import { BROWSER_WINDOW } from './browser-tokens';

type WebAuthnBrowser = typeof WebAuthnLibrary;

/**
 * The browser's passkeys through @simplewebauthn/browser, which turns the gateway's JSON options into
 * navigator.credentials calls and the answers back into JSON. The library is its own chunk, downloaded the
 * first time a passkey is used, so the login page and the core carry none of it.
 */
@injectable()
export class WebAuthnAuthenticator implements PasskeyAuthenticator {
  private library: WebAuthnBrowser | null = null;
  /** Autofill ceremonies begun so far: one begun after a request from the button has ended that request. */
  private autofillStarts = 0;

  constructor(@inject(BROWSER_WINDOW) private readonly window: Window) {}

  supported(): boolean {
    return typeof this.credentialClass() === 'function' && this.window.navigator.credentials !== undefined;
  }

  async autofillAvailable(): Promise<boolean> {
    const credential = this.credentialClass();
    if (typeof credential?.isConditionalMediationAvailable !== 'function') return false;
    return credential.isConditionalMediationAvailable().catch(() => false);
  }

  async create(options: WebAuthnJson): Promise<PasskeyCeremony> {
    const webauthn = await this.load();
    try {
      const response = await webauthn.startRegistration({ optionsJSON: options as never });
      return { kind: 'answered', response: { ...response } };
    } catch (error) {
      return ceremonyFailure(error);
    }
  }

  async get(options: WebAuthnJson, autofill: boolean): Promise<PasskeyCeremony> {
    const webauthn = await this.load();
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
    this.library?.WebAuthnAbortService.cancelCeremony();
  }

  /** PublicKeyCredential, absent on insecure origins and in older browsers, whatever the type declarations say. */
  private credentialClass(): typeof PublicKeyCredential | undefined {
    return (this.window as Window & { PublicKeyCredential?: typeof PublicKeyCredential }).PublicKeyCredential;
  }

  private async load(): Promise<WebAuthnBrowser> {
    this.library ??= await import('@simplewebauthn/browser');
    return this.library;
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
