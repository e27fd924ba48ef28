import { describe, expect, it } from 'vitest';
import type { Clock } from '../../application/ports';
import { MemoryKeyValueStore } from '../memory/memory-platform';
import type { CookieJar } from './browser-tokens';
import { CookieSessionTokens } from './cookie-session-tokens';

/** Records each assignment and answers reads like a browser would: name=value pairs of live cookies. */
class RecordingJar implements CookieJar {
  readonly writes: string[] = [];
  private readonly live = new Map<string, string>();

  get cookie(): string {
    return [...this.live].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  set cookie(written: string) {
    this.writes.push(written);
    const [pair = '', ...attributes] = written.split(';').map((part) => part.trim());
    const [name = '', value = ''] = pair.split('=');
    if (attributes.includes('max-age=0')) this.live.delete(name);
    else this.live.set(name, value);
  }
}

class FixedClock implements Clock {
  constructor(public millis: number) {}
  nowMillis(): number {
    return this.millis;
  }
  today(): string {
    return new Date(this.millis).toISOString().slice(0, 10);
  }
}

const NOW = Date.UTC(2025, 2, 1, 18, 0, 0);
const TWO_HOURS_LATER = 'Sat, 01 Mar 2025 20:00:00 GMT';

function setUp(basePath = '/member') {
  const jar = new RecordingJar();
  const local = new MemoryKeyValueStore();
  const clock = new FixedClock(NOW);
  const tokens = new CookieSessionTokens(jar, local, { basePath, hostDomains: {} }, clock);
  return { jar, local, clock, tokens };
}

const attributesOf = (cookie: string): string[] => cookie.split(';').map((part) => part.trim());

describe('CookieSessionTokens', () => {
  it('sets api_token on / and access_token on the base path, 2 hours, SameSite=Strict, Secure', () => {
    const { jar, tokens } = setUp('/member/');
    tokens.store('header.claims.signature');
    const [api, access] = jar.writes;
    expect(attributesOf(api ?? '')).toEqual([
      'api_token=header.claims.signature',
      `expires=${TWO_HOURS_LATER}`,
      'max-age=7200',
      'path=/',
      'SameSite=Strict',
      'Secure',
    ]);
    expect(attributesOf(access ?? '')).toEqual([
      'access_token=header.claims.signature',
      `expires=${TWO_HOURS_LATER}`,
      'max-age=7200',
      'path=/member',
      'SameSite=Strict',
      'Secure',
    ]);
  });

  it('keeps a local copy under local_mdtoken and reads the token back', () => {
    const { local, tokens } = setUp();
    tokens.store('tok-1');
    expect(local.get('local_mdtoken')).toBe('tok-1');
    expect(tokens.current()).toBe('tok-1');
  });

  it('falls back to the local copy when the browser refused the cookies, but only for the same 2 hours', () => {
    const { jar, clock, tokens } = setUp();
    tokens.store('tok-1');
    // The browser dropping Secure cookies on an insecure origin looks like this.
    jar.cookie = 'api_token=; max-age=0; path=/';
    expect(tokens.current()).toBe('tok-1');
    clock.millis = NOW + 7_200_000;
    expect(tokens.current()).toBeNull();
  });

  it('clears both cookies on their own paths and on every dashboard path, and the local copy', () => {
    const { jar, local, tokens } = setUp('/member');
    tokens.store('tok-1');
    jar.writes.length = 0;
    tokens.clear();
    const cleared = jar.writes.map((cookie) => {
      const attributes = attributesOf(cookie);
      expect(attributes).toContain('max-age=0');
      expect(attributes).toContain('expires=Thu, 01 Jan 1970 00:00:00 GMT');
      return `${attributes[0]} ${attributes.find((part) => part.startsWith('path=')) ?? ''}`;
    });
    for (const name of ['api_token', 'access_token']) {
      for (const path of ['/', '/member', '/dashboard', '/dental/dashboard', '/medical/dashboard', '/idaho/dashboard', '/texas/dashboard', '/providence-memberdashboard']) {
        expect(cleared).toContain(`${name}= path=${path}`);
      }
    }
    expect(local.get('local_mdtoken')).toBeNull();
    expect(tokens.current()).toBeNull();
  });

  it('uses / for access_token when the app is served at the root', () => {
    const { jar, tokens } = setUp('');
    tokens.store('tok');
    expect(attributesOf(jar.writes[1] ?? '')).toContain('path=/');
  });
});
