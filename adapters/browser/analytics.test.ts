// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataLayerAnalytics } from './analytics';

beforeEach(() => {
  delete window.dataLayer;
});

describe('DataLayerAnalytics', () => {
  it('pushes analytics data to window.dataLayer, creating it when absent', () => {
    new DataLayerAnalytics(window).push({ subscriberId: '123456789', suffix: 0, coverageTypes: ['M', 'D'] });
    expect(window.dataLayer).toEqual([{ subscriberId: '123456789', suffix: 0, coverageTypes: ['M', 'D'] }]);
  });

  it('logs as a dataLayer event and never to the console', () => {
    const console = vi.spyOn(globalThis.console, 'log');
    const warn = vi.spyOn(globalThis.console, 'warn');
    new DataLayerAnalytics(window).log('redirect-refused', { host: 'evil.example' });
    expect(window.dataLayer).toEqual([{ event: 'redirect-refused', host: 'evil.example' }]);
    expect(console).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('drops any key naming a token or password', () => {
    const analytics = new DataLayerAnalytics(window);
    analytics.push({ groupId: '10001', token: 'a.b.c', idpToken: 'x', Password: 'p' });
    analytics.log('sso', { accessToken: 'a.b.c', newPassword: 'p', step: 'post' });
    expect(window.dataLayer).toEqual([{ groupId: '10001' }, { event: 'sso', step: 'post' }]);
  });
});
