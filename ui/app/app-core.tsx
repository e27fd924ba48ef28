import type { ComponentType } from 'react';
import type { BrowserPlatform } from '../../adapters/browser/browser-platform';
import { createBrowserContainer } from '../../adapters/container';
import type { GatewayError } from '../../application/shared/gateway-error';
import { LoadAccreditation, type AccreditationSeal } from '../../application/shell/load-shell-content';
import { LogIn, type LoginForm, type LoginOutcome } from '../../application/session/log-in';
import { CompleteSecondStep, type SecondStepEntry, type SecondStepOutcome } from '../../application/session/second-step';
import type { PasskeySignInOutcome, SignInWithPasskey } from '../../application/session/passkey-sign-in';
import { observeLanguage } from '../i18n/observe-language';
import { ShellStore } from '../shell/shell-store';
import { SessionStore } from '../stores/session-store';
import { App } from './App';
import { bindStores } from './bind-stores';
import { signedIn } from './signed-in';
import { ServicesProvider } from './ServicesProvider';

/** What the logged-out entry uses of the app's core. */
export interface Core {
  /** Every route, in the app shell, on the container. */
  readonly App: ComponentType;
  logIn(form: LoginForm): Promise<LoginOutcome>;
  completeSecondStep(ticket: string, entry: SecondStepEntry): Promise<SecondStepOutcome>;
  /** Signs in with a passkey: at once, or (`autofill`) when the member picks one in the username's autofill. */
  signInWithPasskey(autofill: boolean): Promise<PasskeySignInOutcome>;
  /** Ends a passkey sign-in still waiting in the autofill. */
  cancelPasskey(): void;
  /** Tokens have changed: the session store re-reads them. */
  refresh(): void;
  /** A failure of the sign-in: ends the session where a 401 means logging in again; the status to show, if any. */
  settleFailure(error: GatewayError): number | null;
  accreditation(): Promise<AccreditationSeal | null>;
}

/**
 * The app's core: the container (composition root), its stores and every member route. Loaded by the
 * entry at once for any page but `/` and `/login`, and by the login page when the visitor starts to act.
 */
export function createCore(platform: BrowserPlatform): Core {
  observeLanguage();
  const container = bindStores(createBrowserContainer(platform));
  // A signed-in member's first page: the shell's reads (the account behind the header and the home page's
  // welcome) start now, while React renders the page, instead of once the shell's effect runs. The shell's
  // own sync then shares them (the store resolves the account once, the read cache shares the request).
  // For a visitor nothing is built ahead: the session's stores are made once the login has stored its
  // tokens, and read them then.
  if (signedIn(platform)) container.get(ShellStore).sync();
  let passkeySignIn: Promise<SignInWithPasskey> | undefined;
  function CoreApp() {
    return (
      <ServicesProvider container={container}>
        <App />
      </ServicesProvider>
    );
  }
  return {
    App: CoreApp,
    logIn: (form) => container.get(LogIn).execute(form),
    completeSecondStep: (ticket, entry) => container.get(CompleteSecondStep).execute(ticket, entry),
    // Signing in with a passkey comes with its own chunk: most members never do.
    signInWithPasskey: async (autofill) => {
      passkeySignIn ??= import('../../application/session/passkey-sign-in').then(({ SignInWithPasskey }) => container.get(SignInWithPasskey));
      const passkeys = await passkeySignIn;
      if (autofill && !(await passkeys.autofillAvailable())) return { kind: 'unsupported' };
      return passkeys.execute(autofill);
    },
    // Only a passkey sign-in begun has anything to end.
    cancelPasskey: () => void passkeySignIn?.then((passkeys) => passkeys.cancel()),
    refresh: () => container.get(SessionStore).refresh(),
    settleFailure: (error) => container.get(SessionStore).settleFailure(error),
    accreditation: () => container.get(LoadAccreditation).execute(),
  };
}
