// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EditCard } from './EditCard';

function EmailCard({ onSave = vi.fn(), readOnly = false, error }: { onSave?: () => void; readOnly?: boolean; error?: string }) {
  const [editing, setEditing] = useState(false);
  return (
    <EditCard
      title="Email address"
      readOnly={readOnly}
      editing={editing}
      onEdit={() => setEditing(true)}
      onCancel={() => setEditing(false)}
      onSave={onSave}
      error={error}
      display={<p>pat@example.com</p>}
    >
      <label>
        New email
        <input defaultValue="pat@example.com" />
      </label>
    </EditCard>
  );
}

describe('EditCard', () => {
  it('shows the value with an Edit button, and the form with focus on its first field when editing', async () => {
    const user = userEvent.setup();
    render(<EmailCard />);
    expect(screen.getByRole('heading', { name: 'Email address' })).toBeInTheDocument();
    expect(screen.getByText('pat@example.com')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit email address' }));
    expect(screen.queryByText('pat@example.com')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New email' })).toHaveFocus();
  });

  it('saves on submit and cancels back to the display with focus on Edit', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<EmailCard onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Edit email address' }));
    await user.type(screen.getByRole('textbox', { name: 'New email' }), '{Enter}');
    expect(onSave).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('pat@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit email address' })).toHaveFocus();
  });

  it('offers no Edit button when read-only', () => {
    render(<EmailCard readOnly />);
    expect(screen.getByText('pat@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('announces a save failure while editing', async () => {
    const user = userEvent.setup();
    render(<EmailCard error="We could not save your email address." />);
    await user.click(screen.getByRole('button', { name: 'Edit email address' }));
    expect(screen.getByRole('alert')).toHaveTextContent('We could not save your email address.');
  });
});
