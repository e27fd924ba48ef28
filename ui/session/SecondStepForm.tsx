import { useState } from 'react';
import { usePlainStore } from '../app/plain-store';
import { Form } from '../components/Form';
import { PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { TextField } from '../components/TextField';
import type { LoginStore } from './login-store';
import { SECOND_STEP_COPY } from './second-step-copy';
import { SecondStepStore } from './second-step-store';

/**
 * The second step of signing in, in place of the login form once the password was right (its own chunk:
 * only members with a second factor download it). The code field takes a paste and what a password manager
 * or the phone offers (autocomplete one-time-code; WCAG 2.2 3.3.8: no puzzle, nothing to transcribe by hand).
 */
export default function SecondStepForm({ login }: { readonly login: LoginStore }) {
  const [own] = useState(() => new SecondStepStore(login));
  const store = usePlainStore(own);
  const recovery = store.useRecoveryCode;
  return (
    <section className="auth-card" aria-labelledby="second-step-heading">
      <PageHeading id="second-step-heading">{SECOND_STEP_COPY.heading}</PageHeading>
      <p>{SECOND_STEP_COPY.signingInAs(store.username)}</p>
      <Form onSubmit={() => void store.submit()}>
        {store.message !== null && (
          <div className="banner banner--error" role="alert">
            <p>{store.message}</p>
          </div>
        )}
        <TextField
          key={recovery ? 'recovery' : 'code'}
          label={recovery ? SECOND_STEP_COPY.recoveryLabel : SECOND_STEP_COPY.codeLabel}
          hint={recovery ? SECOND_STEP_COPY.recoveryHint : SECOND_STEP_COPY.codeHint}
          name={recovery ? 'recoveryCode' : 'code'}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          inputMode={recovery ? 'text' : 'numeric'}
          autoCapitalize="none"
          spellCheck={false}
          value={store.code}
          onValueChange={(value) => store.setCode(value)}
        />
        <button type="submit" className="button button--primary button--block" disabled={store.submitting}>
          {SECOND_STEP_COPY.submit}
        </button>
        {store.submitting && <Spinner label={SECOND_STEP_COPY.submitting} />}
      </Form>
      <ul className="inline-links">
        <li>
          <button type="button" className="button button--link" onClick={() => store.switchKind()}>
            {recovery ? SECOND_STEP_COPY.useCode : SECOND_STEP_COPY.useRecovery}
          </button>
        </li>
        <li>
          <button type="button" className="button button--link" onClick={() => store.startAgain()}>
            {SECOND_STEP_COPY.startAgain}
          </button>
        </li>
      </ul>
    </section>
  );
}
