// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('fills met/total*100 percent and names the met and remaining amounts', () => {
    render(<ProgressBar label="Annual maximum" met={375} total={1500} />);
    const bar = screen.getByRole('progressbar', { name: 'Annual maximum' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar.firstElementChild).toHaveStyle({ width: '25%' });
    const met = screen.getByText('Met').parentElement;
    const remaining = screen.getByText('Remaining').parentElement;
    expect(within(met as HTMLElement).getByText('$375.00')).toBeInTheDocument();
    expect(within(remaining as HTMLElement).getByText('$1,125.00')).toBeInTheDocument();
  });

  it('takes other labels, a stated remaining amount and a format', () => {
    render(
      <ProgressBar label="Visits" met={3} total={10} remaining={6} metLabel="Used" remainingLabel="Left" format={(n) => `${n} visits`} />,
    );
    expect(screen.getByRole('progressbar', { name: 'Visits' })).toHaveAttribute('aria-valuenow', '30');
    expect(screen.getByText('Used')).toBeInTheDocument();
    expect(screen.getByText('6 visits')).toBeInTheDocument();
  });

  it('never overfills and stays empty without a total', () => {
    const { rerender } = render(<ProgressBar label="Deductible" met={2000} total={1500} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    rerender(<ProgressBar label="Deductible" met={0} total={0} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });
});
