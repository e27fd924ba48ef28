// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { httpError } from '../../application/shared/gateway-error';
import type { ConfirmItIsYou, FreshCheckOutcome } from '../../application/shared/fresh-check';
import { putInForce } from '../../domain/copy/localized';
import { SPANISH } from '../i18n/spanish';
import { FreshCheckPrompt } from '../stores/fresh-check-prompt';
import { FreshCheckField } from './FreshCheckField';
import { FRESH_CHECK_COPY } from './fresh-check-copy';

const refusal = (check: string) => httpError(403, { code: 'FRESH_CHECK_REQUIRED', message: 'Confirm it is you.', errorData: { check } });

function promptAnswering(outcome: FreshCheckOutcome): FreshCheckPrompt {
  return new FreshCheckPrompt({ execute: () => Promise.resolve(outcome) } as unknown as ConfirmItIsYou);
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

  it('speaks Spanish when it is in force', () => {
    putInForce('es', SPANISH);
    const prompt = promptAnswering({ kind: 'confirmed' });
    prompt.takeRefusal(refusal('password'));
    render(<FreshCheckField prompt={prompt} />);
    expect(screen.getByRole('heading', { name: FRESH_CHECK_COPY.heading })).toBeInTheDocument();
    expect(FRESH_CHECK_COPY.heading).not.toBe('Confirm it’s you');
  });
});
