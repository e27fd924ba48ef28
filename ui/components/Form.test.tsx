// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Form } from './Form';

function EmailForm({ onSubmit, busy = false }: { onSubmit: () => void; busy?: boolean }) {
  return (
    <Form aria-label="Update email" onSubmit={onSubmit} busy={busy}>
      <label>
        Email
        <input type="email" required defaultValue="not an address" />
      </label>
      <button type="submit">Save</button>
    </Form>
  );
}

describe('Form', () => {
  it('hands a submit to the screen without reloading the page, even when the browser would call a field invalid', async () => {
    const onSubmit = vi.fn();
    render(<EmailForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const form = screen.getByRole('form', { name: 'Update email' });
    expect(form).toHaveAttribute('novalidate');
    expect(form).not.toHaveAttribute('aria-busy');
    // The submit event's default (a page load) is prevented.
    expect(fireEvent.submit(form)).toBe(false);
  });

  it('says it is busy and ignores another submit while one is under way', async () => {
    const onSubmit = vi.fn();
    render(<EmailForm onSubmit={onSubmit} busy />);
    const form = screen.getByRole('form', { name: 'Update email' });
    expect(form).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lays out its fields as a column unless the screen gives its own classes', () => {
    const { rerender } = render(<Form aria-label="Look up" onSubmit={() => undefined}>{null}</Form>);
    expect(screen.getByRole('form', { name: 'Look up' })).toHaveClass('form');
    rerender(<Form aria-label="Look up" className="prior-auth-lookup__form" onSubmit={() => undefined}>{null}</Form>);
    expect(screen.getByRole('form', { name: 'Look up' })).toHaveAttribute('class', 'prior-auth-lookup__form');
  });
});
