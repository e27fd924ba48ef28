import { describe, expect, it } from 'vitest';
import { defaultNetworkTier, tierLabel } from './network-tiers';

describe('defaultNetworkTier', () => {
  it("picks 'innet' or 'in network' in any casing", () => {
    expect(defaultNetworkTier(['outnet', 'INNET'])).toBe('INNET');
    expect(defaultNetworkTier(['Out of network', 'In Network'])).toBe('In Network');
  });

  it('otherwise picks the first, and nothing from nothing', () => {
    expect(defaultNetworkTier(['tab2', 'tab1'])).toBe('tab2');
    expect(defaultNetworkTier([])).toBeNull();
  });

  it('works on tier references by name or id', () => {
    const tiers = [
      { tierId: 'outnet', name: 'Out of network' },
      { tierId: 'innet', name: 'Preferred' },
    ];
    expect(defaultNetworkTier(tiers)).toBe(tiers[1]);
  });
});

describe('tierLabel', () => {
  // The labels an analyst reads are the scenarios of features/domain/network-tiers.feature.
  it('reads a tier name in any casing', () => {
    expect(tierLabel('INNET')).toBe('In network');
    expect(tierLabel('OutNet')).toBe('Out of network');
  });
});
