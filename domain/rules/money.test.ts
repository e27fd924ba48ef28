import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUsd } from './money';

/** What the platform writes, in each of the dashboard's locales. */
const intl = (locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const english = intl('en-US');
const spanish = intl('es-US');

describe('formatUsd', () => {
  it('shows dollars with two decimals (format 1.2-2)', () => {
    expect(formatUsd(1500)).toBe('$1,500.00');
    expect(formatUsd(12.5)).toBe('$12.50');
    expect(formatUsd(0.005)).toBe('$0.01');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(-1234567.891)).toBe('-$1,234,567.89');
  });

  it('rounds half a cent away from zero, on the amount as written, not its binary value', () => {
    // 2.675 and 1.005 are stored a hair under: a rounding of the binary value would give $2.67 and $1.00.
    expect(formatUsd(2.675)).toBe('$2.68');
    expect(formatUsd(1.005)).toBe('$1.01');
    expect(formatUsd(-0.125)).toBe('-$0.13');
    expect(formatUsd(0.004999)).toBe('$0.00');
  });

  it('writes any amount as Intl.NumberFormat writes it, in English and in US Spanish', () => {
    const amounts = fc.oneof(
      fc.double({ noNaN: true }),
      fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 100),
      // Half a cent and thereabouts, where rounding is decided.
      fc.tuple(fc.integer({ min: -1e7, max: 1e7 }), fc.constantFrom(0.005, 0.0049, 0.0051, 0.015, 0.995, 0.9949)).map(([whole, part]) => whole + part),
      fc.constantFrom(-0, 1e21 - 1, 1e21, 1e-7, -1e-7, Infinity, -Infinity, Number.MAX_VALUE, Number.MIN_VALUE),
    );
    fc.assert(
      fc.property(amounts, (amount) => {
        const written = formatUsd(amount);
        expect(written).toBe(english.format(amount));
        expect(written).toBe(spanish.format(amount));
      }),
      { numRuns: 20_000 },
    );
  });
});
