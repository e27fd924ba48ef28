// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AsOfDateForm } from './AsOfDateForm';

describe('AsOfDateForm', () => {
  it('shows the day as mm/dd/yyyy and hands over yyyy-mm-dd', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<AsOfDateForm asOfDate="2025-06-15" chosen={false} onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Benefits as of' });
    expect(field).toHaveValue('06/15/2025');
    expect(field).toHaveAccessibleDescription('mm/dd/yyyy');
    await user.clear(field);
    await user.type(field, '7/4/2024');
    await user.click(screen.getByRole('button', { name: 'Show benefits' }));
    expect(onChange).toHaveBeenCalledWith('2024-07-04');
  });

  it('refuses a day that does not exist, and says so at the field', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<AsOfDateForm asOfDate="2025-06-15" chosen onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Benefits as of' });
    await user.clear(field);
    await user.type(field, '02/30/2025');
    await user.click(screen.getByRole('button', { name: 'Show benefits' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('mm/dd/yyyy Invalid date');
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });
});
