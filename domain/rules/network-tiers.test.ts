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
  it.each([
    ['tab1', 'In network'],
    ['innet', 'In network'],
    ['INNET', 'In network'],
    ['tab2', 'Out-of-network'],
    ['outnet', 'Out of network'],
    ['Delta Dental PPO', 'Delta Dental PPO'],
  ])('%s reads %s', (tier, label) => {
    expect(tierLabel(tier)).toBe(label);
  });
});
