// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { httpError } from '../../application/shared/gateway-error';
import type { ConfirmItIsYou, FreshCheckOutcome } from '../../application/shared/fresh-check';
import type { ConfirmItIsYouWithPasskey, PasskeyFreshCheckOutcome } from '../../application/shared/fresh-check-passkey';
import { putInForce } from '../../domain/copy/localized';
import { SPANISH } from '../i18n/spanish';
import { FreshCheckPrompt } from '../stores/fresh-check-prompt';
import { FreshCheckField } from './FreshCheckField';
import { FRESH_CHECK_COPY } from './fresh-check-copy';

const refusal = (check: string, passkey = false) =>
  httpError(403, { code: 'FRESH_CHECK_REQUIRED', message: 'Confirm it is you.', errorData: { check, passkey } });

function promptAnswering(outcome: FreshCheckOutcome, withPasskey: readonly PasskeyFreshCheckOutcome[] = []): FreshCheckPrompt {
  const passkeyAnswers = [...withPasskey];
  const passkey = { supported: () => true, execute: () => Promise.resolve(passkeyAnswers.shift() ?? { kind: 'cancelled' }) };
  return new FreshCheckPrompt({ execute: () => Promise.resolve(outcome) } as unknown as ConfirmItIsYou, passkey as unknown as ConfirmItIsYouWithPasskey);
}

describe('FreshCheckField', () => {
  afterEach(() => putInForce('en', {}));

  it('shows nothing until a refusal asks for it, then takes focus on the field it asks for, which accepts a paste', async () => {
    const prompt = promptAnswering({ kind: 'confirmed' });
    render(<FreshCheckField prompt={prompt} />);
    expect(screen.queryByRole('group')).toBeNull();
    act(() => {
      prompt.takeRefusal(refusal('password'));
    });
    const field = screen.getByLabelText(FRESH_CHECK_COPY.passwordLabel);
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.setup().paste('Sandbox1');
    expect(prompt.value).toBe('Sandbox1');
  });

  it('asks for a code when the member has a second factor, and gives focus back to the field with a message', async () => {
    const prompt = promptAnswering({ kind: 'wrong-code', attemptsLeft: 4 });
    render(<FreshCheckField prompt={prompt} />);
    act(() => {
      prompt.takeRefusal(refusal('second-factor'));
    });
    const field = screen.getByLabelText(FRESH_CHECK_COPY.codeLabel);
    field.blur();
    await act(async () => {
      prompt.setValue('123456');
      await prompt.confirm();
    });
    expect(screen.getByText(FRESH_CHECK_COPY.wrongCode(4))).toBeInTheDocument();
    expect(field).toHaveFocus();
  });

  it('offers no passkey to a member without one', () => {
    const prompt = promptAnswering({ kind: 'confirmed' });
    render(<FreshCheckField prompt={prompt} />);
    act(() => {
      prompt.takeRefusal(refusal('password'));
    });
    expect(screen.queryByRole('button', { name: FRESH_CHECK_COPY.usePasskey })).toBeNull();
  });

  it('lets a member with a passkey answer with it instead of the password, and says when the passkey was not used', async () => {
    const prompt = promptAnswering({ kind: 'wrong-password' }, [{ kind: 'cancelled' }, { kind: 'confirmed' }]);
    render(<FreshCheckField prompt={prompt} />);
    act(() => {
      prompt.takeRefusal(refusal('password', true));
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: FRESH_CHECK_COPY.usePasskey }));
    expect(screen.queryByLabelText(FRESH_CHECK_COPY.passwordLabel)).toBeNull();
    expect(screen.getByText(FRESH_CHECK_COPY.passkeyIntro)).toBeInTheDocument();
    let confirmed = true;
    await act(async () => {
      confirmed = await prompt.confirm();
    });
    expect(confirmed).toBe(false);
    expect(screen.getByRole('alert')).toHaveTextContent(FRESH_CHECK_COPY.passkeyCancelled);
    await act(async () => {
      confirmed = await prompt.confirm();
    });
    expect(confirmed).toBe(true);
    expect(prompt.check).toBeNull();
  });

  it('goes back from the passkey to a code for a member with an authenticator app', async () => {
    const prompt = promptAnswering({ kind: 'confirmed' });
    render(<FreshCheckField prompt={prompt} />);
    act(() => {
      prompt.takeRefusal(refusal('second-factor', true));
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: FRESH_CHECK_COPY.usePasskey }));
    await user.click(screen.getByRole('button', { name: FRESH_CHECK_COPY.useCode }));
    expect(screen.getByLabelText(FRESH_CHECK_COPY.codeLabel)).toBeInTheDocument();
  });

  it('speaks Spanish when it is in force', () => {
    putInForce('es', SPANISH);
    const prompt = promptAnswering({ kind: 'confirmed' });
    prompt.takeRefusal(refusal('password'));
    render(<FreshCheckField prompt={prompt} />);
    expect(screen.getByRole('heading', { name: FRESH_CHECK_COPY.heading })).toBeInTheDocument();
    expect(FRESH_CHECK_COPY.heading).not.toBe('Confirm it’s you');
  });
});
