import { inject, injectable } from 'inversify';
import type { PasskeyAuthenticator, PasskeyCeremony } from '../../application/ports';
import type { WebAuthnJson } from '../../domain/model';
import { BROWSER_WINDOW } from './browser-tokens';
import type { WebAuthnCeremonies } from './webauthn-ceremonies';

/**
 * The browser's passkeys. What can be known without WebAuthn's code (whether the browser has passkeys, and
 * offers them in autofill) is answered here; the ceremonies themselves (./webauthn-ceremonies.ts, over
 * @simplewebauthn/browser) are a chunk of their own, downloaded the first time a passkey is used, so the
 * login page and the core carry none of them.
 */
@injectable()
export class WebAuthnAuthenticator implements PasskeyAuthenticator {
  private ceremonies: WebAuthnCeremonies | null = null;

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
    return (await this.load()).create(options);
  }

  async get(options: WebAuthnJson, autofill: boolean): Promise<PasskeyCeremony> {
    return (await this.load()).get(options, autofill);
  }

  cancel(): void {
    this.ceremonies?.cancel();
  }

  /** PublicKeyCredential, absent on insecure origins and in older browsers, whatever the type declarations say. */
  private credentialClass(): typeof PublicKeyCredential | undefined {
    return (this.window as Window & { PublicKeyCredential?: typeof PublicKeyCredential }).PublicKeyCredential;
  }

  private async load(): Promise<WebAuthnCeremonies> {
    this.ceremonies ??= new (await import('./webauthn-ceremonies')).WebAuthnCeremonies();
    return this.ceremonies;
  }
}
