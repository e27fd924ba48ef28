// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tooltip } from './Tooltip';

const rect = (top: number, bottom: number): DOMRect =>
  ({ top, bottom, left: 100, right: 140, width: 40, height: bottom - top, x: 100, y: top, toJSON: () => ({}) });

describe('Tooltip', () => {
  it('shows on hover with no delay and describes its trigger', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="The most your plan pays in a year">
        <button type="button">Annual maximum</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Annual maximum' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(trigger);
    expect(screen.getByRole('tooltip')).toHaveTextContent('The most your plan pays in a year');
    expect(trigger).toHaveAccessibleDescription('The most your plan pays in a year');
    await user.unhover(trigger);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens on keyboard focus and closes with Escape', async () => {
    const user = userEvent.setup();
    render(<Tooltip content="Deductible explained" triggerLabel="About deductibles" />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'About deductibles' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('goes above the trigger when there is room, below when there is not', () => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(60);
    const spy = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    spy.mockReturnValue(rect(400, 420));
    const { unmount } = render(<Tooltip content="Plenty of room above" triggerLabel="Help" />);
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Help' }).parentElement as HTMLElement);
    expect(screen.getByRole('tooltip')).toHaveAttribute('data-placement', 'top');
    unmount();

    spy.mockReturnValue(rect(10, 30));
    render(<Tooltip content="No room above" triggerLabel="Help" />);
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Help' }).parentElement as HTMLElement);
    expect(screen.getByRole('tooltip')).toHaveAttribute('data-placement', 'bottom');
  });
});
