// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TierTabs } from './TierTabs';

function Harness() {
  const [selected, setSelected] = useState('innet');
  return (
    <TierTabs
      label="Dental network tiers"
      tiers={[
        { id: 'innet', label: 'In network' },
        { id: 'outnet', label: 'Out of network' },
      ]}
      selected={selected}
      onSelect={setSelected}
    >
      <p>Panel of {selected}</p>
    </TierTabs>
  );
}

describe('TierTabs', () => {
  it('is a labelled tablist whose panel follows the selected tab', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Dental network tiers' })).toBeInTheDocument();
    const inNetwork = screen.getByRole('tab', { name: 'In network' });
    expect(inNetwork).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'In network' })).toHaveTextContent('Panel of innet');
    await user.click(screen.getByRole('tab', { name: 'Out of network' }));
    expect(screen.getByRole('tabpanel', { name: 'Out of network' })).toHaveTextContent('Panel of outnet');
  });

  it('moves with the arrow keys, Home and End, keeping one tab in the tab order', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const [first, second] = screen.getAllByRole('tab');
    await user.tab();
    expect(first).toHaveFocus();
    expect(second).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowRight}');
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(first).toHaveFocus();
    await user.keyboard('{End}');
    expect(second).toHaveFocus();
    await user.keyboard('{Home}');
    expect(first).toHaveAttribute('aria-selected', 'true');
  });
});
