import { describe, expect, it } from 'vitest';
import {
  COPIED_LABEL,
  COPIED_LABEL_MS,
  COPY_TOAST_MS,
  DASHBOARD_PATHS,
  EMAIL_TOAST_MS,
  LOCAL_TOKEN_KEY,
  NOTIFICATION_FALLBACK_MS,
  PRIMARY_CARE_BANNER_END,
  TOKEN_COOKIE_MAX_AGE_MS,
} from './constants';

// The spec states these in people's units; checked here in those units so a slip in a literal shows.
describe('business constants (spec section 9)', () => {
  it('expires the token cookies two hours after they are set', () => {
    expect(TOKEN_COOKIE_MAX_AGE_MS).toBe(2 * 60 * 60 * 1000);
  });

  it('times toasts and the copy label in seconds the spec gives', () => {
    expect(COPY_TOAST_MS / 1000).toBe(5);
    expect(EMAIL_TOAST_MS / 1000).toBe(3);
    expect([COPIED_LABEL, COPIED_LABEL_MS / 1000]).toEqual(['Copied', 3]);
    expect(NOTIFICATION_FALLBACK_MS / 1000).toBe(1);
  });

  it('names the dashboard paths on which cookies are cleared, the local token key and the banner end', () => {
    expect(DASHBOARD_PATHS).toEqual([
      '/', '/dashboard', '/dental/dashboard', '/medical/dashboard', '/idaho/dashboard', '/texas/dashboard', '/providence-memberdashboard',
    ]);
    expect(LOCAL_TOKEN_KEY).toBe('local_mdtoken');
    expect(PRIMARY_CARE_BANNER_END).toBe('2025-03-31');
  });
});
