// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { groupLimits } from '../../domain/rules/limits';
import { aLimit } from '../../domain/rules/testing/builders';
import { LimitsSection } from './LimitsSection';

const limits = [
  aLimit({ productCategory: 'Medical', networkTier: 'IN NETWORK', limitType: 'Deductible - In Network', coverageType: 'INDIVIDUAL' }),
  aLimit({ productCategory: 'Medical', networkTier: 'IN NETWORK', limitType: 'Deductible - In Network', coverageType: 'FAMILY', total: 3000 }),
  aLimit({ productCategory: 'Medical', networkTier: 'IN NETWORK', limitType: 'Out-of-Pocket Maximum', coverageType: 'INDIVIDUAL' }),
  aLimit({ productCategory: 'Medical', networkTier: 'IN NETWORK', limitType: 'Hearing Aid Allowance', coverageType: 'INDIVIDUAL' }),
];

describe('LimitsSection', () => {
  it('gives every element its own id, also to the individual and family cards of one limit type', () => {
    const { container } = render(<LimitsSection groups={groupLimits(limits, 'Medical')} />);
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    for (const bar of screen.getAllByRole('progressbar')) {
      const labelledBy = bar.getAttribute('aria-labelledby');
      for (const id of labelledBy === null ? [] : labelledBy.split(' ')) expect(document.getElementById(id)).not.toBeNull();
    }
  });

  it('names each bar once, in the page’s words where the rules know the limit, else by the insurer’s names', () => {
    render(<LimitsSection groups={groupLimits(limits, 'Medical')} />);
    const names = screen.getAllByRole('progressbar').map(
      (bar) => bar.getAttribute('aria-label') ?? bar.getAttribute('aria-labelledby')?.split(' ').map((id) => document.getElementById(id)?.textContent).join(' '),
    );
    expect(names).toEqual([
      'In-network deductible, individual',
      'In-network deductible, family',
      'In-network out-of-pocket maximum, individual',
      'IN NETWORK Hearing Aid Allowance Individual',
    ]);
  });
});
