// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { HiddenInput } from './HiddenInput';

function Field({ touched, error }: { touched?: boolean; error?: string }) {
  const [value, setValue] = useState('');
  return <HiddenInput label="Password" value={value} onValueChange={setValue} touched={touched} error={error} />;
}

describe('HiddenInput', () => {
  it('masks the value until Show is pressed, then Hide masks it again', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const input = screen.getByLabelText('Password');
    await user.type(input, 'Sandbox1');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveValue('Sandbox1');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('shows the error style and message only once touched', () => {
    const { rerender } = render(<Field touched={false} error="Password is a required field" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Password is a required field')).not.toBeInTheDocument();

    rerender(<Field touched error="Password is a required field" />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Password is a required field');
    expect(input.closest('.field')).toHaveClass('field--invalid');
  });
});
