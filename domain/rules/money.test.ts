import { describe, expect, it } from 'vitest';
import { formatUsd } from './money';

describe('formatUsd', () => {
  it('shows dollars with two decimals (format 1.2-2)', () => {
    expect(formatUsd(1500)).toBe('$1,500.00');
    expect(formatUsd(12.5)).toBe('$12.50');
    expect(formatUsd(0.005)).toBe('$0.01');
    expect(formatUsd(0)).toBe('$0.00');
  });
});
