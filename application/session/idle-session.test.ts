import { describe, expect, it } from 'vitest';
import { createNodeContainer } from '../../adapters/node-assembly';
import { IDLE_LOGOUT_FLAG, IdleSession, LAST_ACTIVITY_KEY } from './idle-session';

const MINUTE = 60_000;
const start = () => createNodeContainer({ kind: 'memory' }, { today: '2025-06-15', domainId: 1 });

describe('IdleSession', () => {
  it('counts from the first look when no activity is on record', () => {
    const app = start();
    const idle = app.container.get(IdleSession);
    expect(idle.phase()).toEqual({ kind: 'active', warnInMillis: 13 * MINUTE });
    expect(app.local.get(LAST_ACTIVITY_KEY)).toBe(String(app.clock.nowMillis()));
  });

  it('warns after 13 idle minutes and expires after 15, by the pinned clock', () => {
    const app = start();
    const idle = app.container.get(IdleSession);
    idle.recordActivity();
    app.clock.advance(13 * MINUTE);
    expect(idle.phase()).toEqual({ kind: 'warning', logoutInMillis: 2 * MINUTE });
    app.clock.advance(2 * MINUTE);
    expect(idle.phase()).toEqual({ kind: 'expired' });
  });

  it('activity, in this tab or another, starts the count again', () => {
    const app = start();
    const idle = app.container.get(IdleSession);
    idle.recordActivity();
    app.clock.advance(14 * MINUTE);
    app.local.set(LAST_ACTIVITY_KEY, String(app.clock.nowMillis()));
    expect(idle.phase()).toEqual({ kind: 'active', warnInMillis: 13 * MINUTE });
  });

  it('follows the configured durations', () => {
    const app = start();
    app.timeout.config = { warnAfterMillis: 30_000, logoutAfterMillis: 60_000 };
    const idle = app.container.get(IdleSession);
    idle.recordActivity();
    app.clock.advance(35_000);
    expect(idle.phase()).toEqual({ kind: 'warning', logoutInMillis: 25_000 });
  });

  it('after an idle logout, leaves the reason for the login page once and goes there', () => {
    const app = start();
    const idle = app.container.get(IdleSession);
    idle.afterIdleLogout();
    expect(app.navigator.last()).toEqual({ kind: 'go', path: '/login' });
    expect(app.session.get(IDLE_LOGOUT_FLAG)).toBe(String(15 * MINUTE));
    expect(idle.takeIdleLogout()).toBe(15 * MINUTE);
    expect(idle.takeIdleLogout()).toBeNull();
  });
});
