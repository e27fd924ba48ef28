import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_IDLE_TIMEOUT, describeDuration, idlePhase, idleTimeoutRefusal, normaliseIdleTimeout, MIN_ANSWER_MILLIS } from './idle-timeout';

const MINUTE = 60_000;
const T0 = Date.parse('2025-06-15T17:00:00Z');

describe('idlePhase', () => {
  it('is active until 13 minutes without activity, saying how long until the warning', () => {
    expect(idlePhase(T0, T0, DEFAULT_IDLE_TIMEOUT)).toEqual({ kind: 'active', warnInMillis: 13 * MINUTE });
    expect(idlePhase(T0, T0 + 12 * MINUTE, DEFAULT_IDLE_TIMEOUT)).toEqual({ kind: 'active', warnInMillis: MINUTE });
  });

  it('warns from 13 minutes, with the time left before the logout', () => {
    expect(idlePhase(T0, T0 + 13 * MINUTE, DEFAULT_IDLE_TIMEOUT)).toEqual({ kind: 'warning', logoutInMillis: 2 * MINUTE });
    expect(idlePhase(T0, T0 + 14 * MINUTE + 30_000, DEFAULT_IDLE_TIMEOUT)).toEqual({ kind: 'warning', logoutInMillis: 30_000 });
  });

  it('expires at 15 minutes and stays expired', () => {
    expect(idlePhase(T0, T0 + 15 * MINUTE, DEFAULT_IDLE_TIMEOUT)).toEqual({ kind: 'expired' });
    expect(idlePhase(T0, T0 + 3 * 60 * MINUTE, DEFAULT_IDLE_TIMEOUT)).toEqual({ kind: 'expired' });
  });

  it('counts activity stamped a little in the future (another tab) as just now', () => {
    expect(idlePhase(T0 + 5_000, T0, DEFAULT_IDLE_TIMEOUT)).toEqual({ kind: 'active', warnInMillis: 13 * MINUTE });
  });

  it('treats an unreadable stamp as expired', () => {
    expect(idlePhase(Number.NaN, T0, DEFAULT_IDLE_TIMEOUT)).toEqual({ kind: 'expired' });
  });

  it('follows the configured durations', () => {
    const short = { warnAfterMillis: 30_000, logoutAfterMillis: 60_000 };
    expect(idlePhase(T0, T0 + 29_999, short).kind).toBe('active');
    expect(idlePhase(T0, T0 + 30_000, short)).toEqual({ kind: 'warning', logoutInMillis: 30_000 });
    expect(idlePhase(T0, T0 + 60_000, short).kind).toBe('expired');
  });

  it('moves only forward: active, then warning, then expired, as time passes', () => {
    const order = { active: 0, warning: 1, expired: 2 } as const;
    fc.assert(
      fc.property(fc.nat(40 * MINUTE), fc.nat(40 * MINUTE), (a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        const first = idlePhase(T0, T0 + early, DEFAULT_IDLE_TIMEOUT);
        const second = idlePhase(T0, T0 + late, DEFAULT_IDLE_TIMEOUT);
        expect(order[first.kind]).toBeLessThanOrEqual(order[second.kind]);
      }),
    );
  });
});

describe('normaliseIdleTimeout', () => {
  it('keeps a sensible configuration', () => {
    expect(normaliseIdleTimeout({ warnAfterMillis: 1_000, logoutAfterMillis: 30_000 })).toEqual({ warnAfterMillis: 1_000, logoutAfterMillis: 30_000 });
  });

  it('brings a warning set too close to the logout forward, so that it always leaves 20 seconds to answer', () => {
    expect(normaliseIdleTimeout({ warnAfterMillis: 50_000, logoutAfterMillis: 60_000 })).toEqual({ warnAfterMillis: 40_000, logoutAfterMillis: 60_000 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 * MINUTE }), fc.integer({ min: 1, max: 60 * MINUTE }), (warnAfterMillis, logoutAfterMillis) => {
        const config = normaliseIdleTimeout({ warnAfterMillis, logoutAfterMillis });
        expect(config.logoutAfterMillis - config.warnAfterMillis).toBeGreaterThanOrEqual(MIN_ANSWER_MILLIS);
      }),
    );
  });

  it.each([
    [{ warnAfterMillis: 0, logoutAfterMillis: 3_000 }],
    [{ warnAfterMillis: 5_000, logoutAfterMillis: 3_000 }],
    [{ warnAfterMillis: 3_000, logoutAfterMillis: 3_000 }],
    [{ warnAfterMillis: Number.NaN, logoutAfterMillis: 3_000 }],
    [{ warnAfterMillis: 1_000, logoutAfterMillis: Number.POSITIVE_INFINITY }],
  ])('falls back to 13 and 15 minutes for %o', (config) => {
    expect(normaliseIdleTimeout(config)).toEqual(DEFAULT_IDLE_TIMEOUT);
  });
});

describe('describeDuration', () => {
  it.each([
    [15 * MINUTE, '15 minutes'],
    [2 * MINUTE, '2 minutes'],
    [MINUTE, '1 minute'],
    [45_000, '45 seconds'],
    [1_000, '1 second'],
    [2_400, '2 seconds'],
  ])('%i ms reads %s', (millis, text) => {
    expect(describeDuration(millis)).toBe(text);
  });
});

describe('idleTimeoutRefusal', () => {
  it('says why a setting cannot be used', () => {
    expect(idleTimeoutRefusal({ warnAfterMillis: 5_000, logoutAfterMillis: 10_000 })).toBe('logout-too-soon');
    expect(idleTimeoutRefusal({ warnAfterMillis: 5_000, logoutAfterMillis: MIN_ANSWER_MILLIS })).toBe('logout-too-soon');
    expect(idleTimeoutRefusal({ warnAfterMillis: 30_000, logoutAfterMillis: 30_000 })).toBe('warning-not-before-logout');
    expect(idleTimeoutRefusal({ warnAfterMillis: 0, logoutAfterMillis: 30_000 })).toBe('not-positive');
  });

  it('refuses none that normalising keeps', () => {
    expect(idleTimeoutRefusal({ warnAfterMillis: 5_000, logoutAfterMillis: 30_000 })).toBeNull();
    // The warning comes earlier, but the setting is used.
    expect(idleTimeoutRefusal({ warnAfterMillis: 25_000, logoutAfterMillis: 30_000 })).toBeNull();
    expect(idleTimeoutRefusal(DEFAULT_IDLE_TIMEOUT)).toBeNull();
  });
});
