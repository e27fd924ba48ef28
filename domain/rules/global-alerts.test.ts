import { describe, expect, it } from 'vitest';
import { globalAlerts, TERMED_ALERT_ID, visibleAlerts } from './global-alerts';

describe('globalAlerts', () => {
  it('warns a logged-in termed member, without a way to dismiss it', () => {
    const [alert, ...rest] = globalAlerts({ loggedIn: true, termed: true });
    expect(rest).toEqual([]);
    expect(alert).toMatchObject({ type: 'warning', title: 'You are not currently enrolled in a plan', canDismiss: false });
  });

  it('has nothing for enrolled members or visitors', () => {
    expect(globalAlerts({ loggedIn: true, termed: false })).toEqual([]);
    expect(globalAlerts({ loggedIn: false, termed: true })).toEqual([]);
  });

  it('keeps a non-dismissable alert even if asked to dismiss it', () => {
    const alerts = [
      ...globalAlerts({ loggedIn: true, termed: true }),
      { id: 'news', type: 'info' as const, title: 'News', content: '', canDismiss: true, links: [], buttons: [] },
    ];
    expect(visibleAlerts(alerts, new Set([TERMED_ALERT_ID, 'news'])).map((a) => a.id)).toEqual([TERMED_ALERT_ID]);
  });
});
