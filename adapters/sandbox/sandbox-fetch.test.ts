import { describe, expect, it } from 'vitest';
import type { FetchFunction } from '../http/http-config';
import { sandboxFetch } from './sandbox-fetch';

/** A fetch that keeps what it was asked and answers 200. */
function recordingFetch(): { fetchFn: FetchFunction; sent: { url: string; headers: Headers }[] } {
  const sent: { url: string; headers: Headers }[] = [];
  return {
    sent,
    fetchFn: (url, init) => {
      sent.push({ url, headers: new Headers(init.headers) });
      return Promise.resolve(new Response('[]', { status: 200 }));
    },
  };
}

describe('sandboxFetch', () => {
  it("sends the session's pins as X-Sandbox headers, beside the caller's own, only while each is pinned", async () => {
    const { fetchFn, sent } = recordingFetch();
    let day: string | null = '2025-03-01';
    let faults: string | null = 'account:503';
    const wrapped = sandboxFetch(fetchFn, { today: () => day, session: () => 'tab-1', faults: () => faults });
    await wrapped('/gateway/api/groups', { headers: { Authorization: 'Bearer t' } });
    expect(sent[0]?.url).toBe('/gateway/api/groups');
    expect(Object.fromEntries(sent[0]?.headers ?? [])).toEqual({
      authorization: 'Bearer t',
      'x-sandbox-today': '2025-03-01',
      'x-sandbox-session': 'tab-1',
      'x-sandbox-faults': 'account:503',
    });
    day = null;
    faults = '';
    await wrapped('/gateway/api/programs', {});
    expect(Object.fromEntries(sent[1]?.headers ?? [])).toEqual({ 'x-sandbox-session': 'tab-1' });
  });

  it('keeps the rest of the request as it was', async () => {
    const { fetchFn, sent } = recordingFetch();
    const body = JSON.stringify({ username: 'u' });
    let init: RequestInit | undefined;
    await sandboxFetch((url, given) => {
      init = given;
      return fetchFn(url, given);
    }, {})('/gateway/api/token', { method: 'POST', body });
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(body);
    expect([...(sent[0]?.headers ?? [])]).toEqual([]);
  });
});
