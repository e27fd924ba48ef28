import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { FreshCheckPrompt } from '../stores/fresh-check-prompt';
import { FRESH_CHECK_COPY } from './fresh-check-copy';
import { TextField } from './TextField';

/**
 * The fresh check inside a sensitive change's dialog: the password, or an authenticator app's code or a
 * recovery code. Pasting works (WCAG 2.2 3.3.8), and a password manager may fill it. A member with a
 * passkey may use it instead (no typing at all): the dialog's Confirm then asks the device to unlock it.
 */
export const FreshCheckField = observer(function FreshCheckField({ prompt }: { readonly prompt: FreshCheckPrompt }) {
  const group = useRef<HTMLDivElement>(null);
  const { check, message } = prompt;
  // Focus goes to the field when the prompt opens, and back to it with each message about what was typed.
  useEffect(() => {
    if (check !== null) group.current?.querySelector('input')?.focus();
  }, [check, message]);
  if (check === null) return null;
  const password = check === 'password';
  const passkey = prompt.way === 'passkey';
  return (
    <div ref={group} className="fresh-check" role="group" aria-labelledby="fresh-check-heading">
      <h3 id="fresh-check-heading">{FRESH_CHECK_COPY.heading}</h3>
      {passkey ? (
        <>
          <p>{FRESH_CHECK_COPY.passkeyIntro}</p>
          {message !== null && (
            <p className="field__error" role="alert">
              {message}
            </p>
          )}
        </>
      ) : (
        <>
          <p>{FRESH_CHECK_COPY.intro}</p>
          <TextField
            label={password ? FRESH_CHECK_COPY.passwordLabel : FRESH_CHECK_COPY.codeLabel}
            name={password ? 'current-password' : 'one-time-code'}
            type={password ? 'password' : 'text'}
            autoComplete={password ? 'current-password' : 'one-time-code'}
            autoCapitalize="none"
            spellCheck={false}
            value={prompt.value}
            error={message ?? undefined}
            onValueChange={(value) => prompt.setValue(value)}
          />
        </>
      )}
      {prompt.ways.includes('passkey') && (
        <button type="button" className="button button--link" onClick={() => prompt.choose(passkey ? (password ? 'password' : 'code') : 'passkey')}>
          {passkey ? (password ? FRESH_CHECK_COPY.usePassword : FRESH_CHECK_COPY.useCode) : FRESH_CHECK_COPY.usePasskey}
        </button>
      )}
    </div>
  );
});
