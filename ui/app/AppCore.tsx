import type { ComponentType } from 'react';
import type { BrowserPlatform } from '../../adapters/browser/browser-platform';
import { createBrowserContainer } from '../../adapters/container';
import type { GatewayError } from '../../application/gateway-error';
import { LoadAccreditation, type AccreditationSeal } from '../../application/use-cases/load-shell-content';
import { LogIn, type LoginForm, type LoginOutcome } from '../../application/use-cases/log-in';
import { SessionStore } from '../stores/session-store';
import { App } from './App';
import { bindStores } from './bind-stores';
import { ServicesProvider } from './ServicesProvider';

/** What the logged-out entry uses of the app's core. */
export interface Core {
  /** Every route, in the app shell, on the container. */
  readonly App: ComponentType;
  logIn(form: LoginForm): Promise<LoginOutcome>;
  /** Shows `error` in place of the current page (the session store's failure). */
  fail(error: GatewayError): void;
  accreditation(): Promise<AccreditationSeal | null>;
}

/**
 * The app's core: the container (composition root), its stores and every route. Loaded by the entry at
 * once for any page but a visitor's login page, and by that page when the visitor starts to act.
 */
export function createCore(platform: BrowserPlatform): Core {
  const container = bindStores(createBrowserContainer(platform));
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
    fail: (error) => container.get(SessionStore).fail(error),
    accreditation: () => container.get(LoadAccreditation).execute(),
  };
}
