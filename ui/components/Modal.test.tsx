// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal, type ModalResult } from './Modal';

function Harness({ onResult, keepOpen = false, withField = false }: { onResult: (r: ModalResult) => void; keepOpen?: boolean; withField?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Cancel my plan
      </button>
      <Modal
        open={open}
        title="Cancel your plan?"
        primaryLabel="Yes, cancel"
        secondaryLabel="Change plan"
        cancelLabel="Keep my plan"
        onClose={(result) => {
          onResult(result);
          if (keepOpen) return false;
          setOpen(false);
          return undefined;
        }}
      >
        <p>Your benefits end at the end of your current coverage.</p>
        {withField && (
          <label>
            Reason
            <input />
          </label>
        )}
      </Modal>
    </div>
  );
}

describe('Modal', () => {
  it('opens as a labelled modal dialog and moves focus into it', async () => {
    const user = userEvent.setup();
    render(<Harness onResult={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Cancel my plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your plan?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/Your benefits end/);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('focuses the first field of a form inside it', async () => {
    const user = userEvent.setup();
    render(<Harness onResult={vi.fn()} withField />);
    await user.click(screen.getByRole('button', { name: 'Cancel my plan' }));
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveFocus();
  });

  it.each([
    ['Yes, cancel', 'primary'],
    ['Change plan', 'secondary'],
    ['Keep my plan', 'cancel'],
    ['Close', 'close'],
  ] as const)('the %s button emits %s, closes and gives focus back to the opener', async (label, result) => {
    const user = userEvent.setup();
    const onResult = vi.fn();
    render(<Harness onResult={onResult} />);
    const opener = screen.getByRole('button', { name: 'Cancel my plan' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: label }));
    expect(onResult).toHaveBeenCalledWith(result);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('Escape emits close', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn();
    render(<Harness onResult={onResult} />);
    await user.click(screen.getByRole('button', { name: 'Cancel my plan' }));
    await user.keyboard('{Escape}');
    expect(onResult).toHaveBeenCalledWith('close');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness onResult={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Cancel my plan' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('makes the page behind it inert', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness onResult={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Cancel my plan' }));
    expect(container.inert).toBe(true);
    await user.keyboard('{Escape}');
    expect(container.inert).toBe(false);
  });

  it('stays open when the owner answers false', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn();
    render(<Harness onResult={onResult} keepOpen />);
    await user.click(screen.getByRole('button', { name: 'Cancel my plan' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(onResult).toHaveBeenCalledWith('primary');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
