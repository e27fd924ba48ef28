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
];

describe('LimitsSection', () => {
  it('gives every element its own id, also to the individual and family cards of one limit type', () => {
    const { container } = render(<LimitsSection groups={groupLimits(limits, 'Medical')} />);
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    for (const bar of screen.getAllByRole('progressbar')) {
      for (const id of (bar.getAttribute('aria-labelledby') ?? '').split(' ')) expect(document.getElementById(id)).not.toBeNull();
    }
  });

  it("names each bar once: the network only where the limit type does not already say it", () => {
    render(<LimitsSection groups={groupLimits(limits, 'Medical')} />);
    expect(screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-labelledby')?.split(' ').map((id) => document.getElementById(id)?.textContent).join(' '))).toEqual([
      'Deductible - In Network Individual',
      'Deductible - In Network Family',
      'IN NETWORK Out-of-Pocket Maximum Individual',
    ]);
  });
});
