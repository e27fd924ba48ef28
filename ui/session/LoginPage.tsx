import { useEffect, useLayoutEffect, useRef } from 'react';
import { Link } from 'wouter';
import { usePlainStore } from '../app/plain-store';
import { PageHeading } from '../components/PageHeading';
import { usePageAlive } from '../components/page-alive';
import { Spinner } from '../components/Spinner';
import { TextField } from '../components/TextField';
import { describeDuration } from '../../domain/rules/idle-timeout';
import { LOGIN_COPY } from './login-copy';
import { PASSKEY_SIGN_IN_COPY } from './passkey-sign-in-copy';
import { IDLE_TIMEOUT_COPY } from './idle-timeout-copy';
import type { LoginStore } from './login-store';
import type { RefusedIdleSetting } from '../../application/ports/session-timeout';
import { Form } from '../components/Form';
import { lazyPage } from '../app/lazy-page';
import { LazySuspense } from '../app/LazySuspense';

/** The second step of signing in: its own chunk, downloaded only when a member's password asks for it. */
const SecondStepForm = lazyPage(() => import('./SecondStepForm'));

/** How to write an `idle=` setting the sandbox refused, by the reason it was refused (worded when shown). */
const IDLE_REFUSAL_HELP: Readonly<Record<RefusedIdleSetting['reason'], () => string>> = {
  unreadable: () => LOGIN_COPY.sandboxIdleUnreadable,
  'not-positive': () => LOGIN_COPY.sandboxIdleNotPositive,
  'warning-not-before-logout': () => LOGIN_COPY.sandboxIdleWarningNotFirst,
  'logout-too-soon': () => LOGIN_COPY.sandboxIdleLogoutTooSoon,
};

/** The login page (spec sections 2, 5 and 8), served by the entry (ui/app/entry.tsx) with its LoginStore. */
export function LoginPage({ store: loginStore, showLoginLinks }: { store: LoginStore; showLoginLinks: boolean }) {
  const store = usePlainStore(loginStore);
  const form = useRef<HTMLFormElement>(null);
  // Log in waits for React (a submit before would be the browser's own).
  const alive = usePageAlive();
  // What the visitor typed (or the browser filled in) while the page was shown rendered ahead is in the
  // fields but not in the store: the store takes it before anything renders again, or React would empty
  // the fields to match the store.
  useLayoutEffect(() => {
    const fields = form.current?.elements;
    if (fields === undefined) return;
    const typed = (name: string): string => {
      const field = fields.namedItem(name);
      return field instanceof HTMLInputElement ? field.value : '';
    };
    if (typed('username') !== store.username) store.setUsername(typed('username'));
    if (typed('password') !== store.password) store.setPassword(typed('password'));
  }, [store]);
  useEffect(() => store.arrive(), [store]);
  const errors = store.visibleErrors;

  if (store.secondStepTicket !== null) {
    return (
      <LazySuspense fallback={<Spinner label={LOGIN_COPY.submitting} />}>
        <SecondStepForm login={loginStore} />
      </LazySuspense>
    );
  }

  return (
    <section className="auth-card" aria-labelledby="login-heading">
      {store.idleLogoutMillis !== null ? (
        <div className="banner banner--warning" role="status">
          <p className="banner__title">{IDLE_TIMEOUT_COPY.loggedOut(describeDuration(store.idleLogoutMillis))}</p>
          <p>{IDLE_TIMEOUT_COPY.logInAgain}</p>
          <p>{LOGIN_COPY.privacy}</p>
        </div>
      ) : (
        store.loggedOut && (
          <div className="banner banner--success" role="status">
            <p className="banner__title">{LOGIN_COPY.loggedOut}</p>
            <p>{LOGIN_COPY.privacy}</p>
          </div>
        )
      )}
      {store.refusedIdleSetting !== null && (
        <div className="banner banner--warning" role="status" data-testid="sandbox-idle-refused">
          <p className="banner__title">{LOGIN_COPY.sandboxIdleRefused(store.refusedIdleSetting.setting)}</p>
          <p>{IDLE_REFUSAL_HELP[store.refusedIdleSetting.reason]()}</p>
        </div>
      )}
      <PageHeading id="login-heading">{LOGIN_COPY.heading}</PageHeading>
      <Form ref={form} onSubmit={() => void store.submit()}>
        {store.serverMessage !== null && (
          <div className="banner banner--error" role="alert">
            <p>{store.serverMessage.message}</p>
            {store.serverMessage.links.length > 0 && (
              <ul className="inline-links">
                {store.serverMessage.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <TextField
          label={LOGIN_COPY.username}
          name="username"
          // "webauthn": the browser may offer the member's passkeys among the suggestions (conditional mediation).
          autoComplete="username webauthn"
          autoCapitalize="none"
          spellCheck={false}
          value={store.username}
          error={errors.username}
          onValueChange={(value) => store.setUsername(value)}
        />
        <TextField
          label={LOGIN_COPY.password}
          name="password"
          type="password"
          autoComplete="current-password"
          value={store.password}
          error={errors.password}
          onValueChange={(value) => store.setPassword(value)}
        />
        <button type="submit" className="button button--primary button--block" disabled={!alive || store.submitDisabled}>
          {LOGIN_COPY.submit}
        </button>
        {store.submitting && <Spinner label={LOGIN_COPY.submitting} />}
      </Form>
      <div className="auth-passkey">
        {store.passkeyMessage !== null && (
          <div className="banner banner--error" role="alert">
            <p>{store.passkeyMessage}</p>
          </div>
        )}
        <button
          type="button"
          className="button button--block"
          disabled={!alive || store.passkeyBusy || store.submitting}
          onClick={() => void store.signInWithPasskey()}
        >
          {PASSKEY_SIGN_IN_COPY.button}
        </button>
        {store.passkeyBusy && <Spinner label={PASSKEY_SIGN_IN_COPY.signingIn} />}
      </div>
      {showLoginLinks && (
        <nav aria-label={LOGIN_COPY.needHelp} className="auth-links">
          <ul>
            <li>
              <Link href="/recovery/username">{LOGIN_COPY.forgotUsername}</Link>
            </li>
            <li>
              <Link href="/recovery/password">{LOGIN_COPY.forgotPassword}</Link>
            </li>
            <li>
              <Link href="/registration">{LOGIN_COPY.createAccount}</Link>
            </li>
            <li>
              <Link href="/contact-us">{LOGIN_COPY.contactUs}</Link>
            </li>
          </ul>
        </nav>
      )}
    </section>
  );
}
