import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { AccountDetailsCodec, GroupsCodec, PreferencesCodec } from './codecs';
import { HttpClient } from './http-client';
import { FakeFetch, temporaryWith, tokensWith, clientWith, json, text } from './testing/fake-fetch';

const preferences = {
  emailAddress: 'pat@example.test',
  electronicEob: 'Y',
  emailBreakingNews: 'N',
  electronicMedicareMailing: 'N',
  emailPaymentReminder: 'N',
  emailAutopayWithdrawalReminder: 'N',
  discontinuePaperStatements: 'Y',
  emailWhenBillReady: 'Y',
  emailEwpNotification: 'N',
  showEwpLandingPage: 'N',
};

describe('HttpClient requests', () => {
  it('sends every call under the configured gateway prefix', async () => {
    const fake = new FakeFetch(() => json(200, []));
    const { client } = clientWith(fake, { config: { baseUrl: 'https://gw.example.test/gateway/' } });
    await client.getJson('/api/groups', GroupsCodec);
    expect(fake.last().url).toBe('https://gw.example.test/gateway/api/groups');
  });

  it('carries the session token as a bearer header', async () => {
    const fake = new FakeFetch(() => json(200, []));
    const { client } = clientWith(fake, { token: 'session-token', tempToken: 'temp-token' });
    await client.getJson('/api/groups', GroupsCodec);
    expect(fake.last().headers.get('Authorization')).toBe('Bearer session-token');
  });

  it('falls back to the temporary token between login and the dashboard', async () => {
    const fake = new FakeFetch(() => json(200, []));
    const { client } = clientWith(fake, { tempToken: 'temp-token' });
    await client.getJson('/api/groups', GroupsCodec);
    expect(fake.last().headers.get('Authorization')).toBe('Bearer temp-token');
  });

  it('sends no Authorization header when there is no token at all', async () => {
    const fake = new FakeFetch(() => json(200, { token: 't', redirect: null }));
    const { client } = clientWith(fake);
    await client.sendJson('POST', '/api/token', t.unknown, { body: { username: 'u', password: 'p', domainId: 1 } });
    expect(fake.last().headers.has('Authorization')).toBe(false);
  });

  it('keeps an Authorization header the caller already set', async () => {
    const fake = new FakeFetch(() => json(200, []));
    const { client } = clientWith(fake, { token: 'session-token' });
    await client.getJson('/api/groups', GroupsCodec, { headers: { Authorization: 'Bearer chosen-token' } });
    expect(fake.last().headers.get('Authorization')).toBe('Bearer chosen-token');
  });

  it('sends request bodies as JSON', async () => {
    const fake = new FakeFetch(() => json(200, preferences));
    const { client } = clientWith(fake);
    await client.sendJson('PUT', '/api/account/preferences', PreferencesCodec, { body: { emailAddress: 'new@example.test' } });
    expect(fake.last().method).toBe('PUT');
    expect(fake.last().headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(fake.last().body ?? '')).toEqual({ emailAddress: 'new@example.test' });
  });

  it('sends no body at all for a call without one', async () => {
    const fake = new FakeFetch(() => new Response(null, { status: 204 }));
    const { client } = clientWith(fake);
    const result = await client.sendEmpty('PUT', '/api/ebill/registerEbillUser');
    expect(result).toEqual({ _tag: 'Right', right: undefined });
    expect(fake.last().body).toBeNull();
  });
});

describe('HttpClient failures', () => {
  it('answers 408 when the gateway does not answer in time', async () => {
    const fake = new FakeFetch(
      (_request, signal) =>
        new Promise<Response>((_resolve, reject) => {
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const { client } = clientWith(fake, { config: { timeoutMs: 20 } });
    expect(await client.getJson('/api/account', AccountDetailsCodec)).toEqual({ _tag: 'Left', left: { kind: 'timeout', status: 408 } });
  });

  it('times out even when fetch ignores the abort signal', async () => {
    const fake = new FakeFetch(() => new Promise<Response>(() => undefined));
    const { client } = clientWith(fake, { config: { timeoutMs: 20 } });
    expect(await client.getJson('/api/account', AccountDetailsCodec)).toEqual({ _tag: 'Left', left: { kind: 'timeout', status: 408 } });
  });

  it('answers status 1 when the network fails', async () => {
    const fake = new FakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { client } = clientWith(fake);
    expect(await client.getJson('/api/account', AccountDetailsCodec)).toEqual({ _tag: 'Left', left: { kind: 'network', status: 1 } });
  });

  it('answers status 1 when fetch throws instead of rejecting', async () => {
    const throwing = (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    };
    const client = new HttpClient({ baseUrl: '/gateway', timeoutMs: 1000 }, throwing, tokensWith(), temporaryWith());
    expect(await client.getJson('/api/account', AccountDetailsCodec)).toEqual({ _tag: 'Left', left: { kind: 'network', status: 1 } });
  });

  it('reads code, message and errorData from an error body', async () => {
    const fake = new FakeFetch(() =>
      json(401, { code: 'LOGIN_ATTEMPTS_REMAINING', message: 'Unrecognized', errorData: { attemptsRemaining: 2 } }),
    );
    const { client } = clientWith(fake);
    const result = await client.sendJson('POST', '/api/token', t.unknown, { body: { username: 'retry', password: 'x', domainId: 1 } });
    expect(result).toEqual({
      _tag: 'Left',
      left: { kind: 'http', status: 401, code: 'LOGIN_ATTEMPTS_REMAINING', message: 'Unrecognized', errorData: { attemptsRemaining: 2 } },
    });
  });

  it('keeps the status alone when the error body is not the error shape', async () => {
    const fake = new FakeFetch(() => text(503, '<html>Service Unavailable</html>'));
    const { client } = clientWith(fake);
    expect(await client.getJson('/api/account', AccountDetailsCodec)).toEqual({ _tag: 'Left', left: { kind: 'http', status: 503 } });
  });

  it('answers a 502 decode error naming the failing path, without the member data, and never throws', async () => {
    const fake = new FakeFetch(() => json(200, [{ groupId: '10001', groupName: 'Secret Employer', memberKey: 7 }]));
    const { client } = clientWith(fake);
    const result = await client.getJson('/api/groups', GroupsCodec);
    expect(result._tag).toBe('Left');
    if (result._tag !== 'Left' || result.left.kind !== 'decode') throw new Error('expected a decode error');
    expect(result.left.status).toBe(502);
    expect(result.left.detail).toContain('0.memberKey: expected string, got number');
    expect(result.left.detail).not.toContain('Secret Employer');
  });

  it('answers a decode error when a JSON call gets something that is not JSON', async () => {
    const fake = new FakeFetch(() => text(200, 'not json'));
    const { client } = clientWith(fake);
    const result = await client.getJson('/api/groups', GroupsCodec);
    expect(result).toMatchObject({ _tag: 'Left', left: { kind: 'decode', status: 502 } });
  });

  it('reads text and binary answers', async () => {
    const fake = new FakeFetch((request) =>
      request.url.endsWith('/api/token/userkey')
        ? text(200, 'user-key-1')
        : new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    const { client } = clientWith(fake);
    expect(await client.getText('/api/token/userkey', t.string)).toEqual({ _tag: 'Right', right: 'user-key-1' });
    const pdf = await client.getBlob('/api/idCard/view', 'application/pdf');
    expect(fake.last().headers.get('Accept')).toBe('application/pdf');
    if (pdf._tag !== 'Right') throw new Error('expected a blob');
    expect(new TextDecoder().decode(await pdf.right.arrayBuffer())).toBe('%PDF');
  });
});

describe('HttpClient read cache', () => {
  const groups = [
    { groupId: '1', groupName: 'A', memberKey: 'm', planEffectiveDate: '2024-01-01', planTerminationDate: null, moda360: false, inactive: false },
  ];

  it('answers a second identical read from the cache', async () => {
    const fake = new FakeFetch(() => json(200, groups));
    const { client } = clientWith(fake, { token: 'tok' });
    const first = await client.getJson('/api/groups', GroupsCodec);
    const second = await client.getJson('/api/groups', GroupsCodec);
    expect(second).toEqual(first);
    expect(fake.sent).toHaveLength(1);
  });

  it('asks again when the arguments differ', async () => {
    const fake = new FakeFetch(() => json(200, []));
    const { client } = clientWith(fake);
    await client.getJson('/api/benefits/limits', t.unknown, { query: { suffix: 0 } });
    await client.getJson('/api/benefits/limits', t.unknown, { query: { suffix: 1 } });
    await client.getJson('/api/benefits/limits', t.unknown, { query: { suffix: 1 } });
    expect(fake.sent.map((request) => request.url)).toEqual([
      'https://gw.example.test/gateway/api/benefits/limits?suffix=0',
      'https://gw.example.test/gateway/api/benefits/limits?suffix=1',
    ]);
  });

  it('keys Date arguments by their value, not their identity', async () => {
    const fake = new FakeFetch(() => json(200, []));
    const { client } = clientWith(fake);
    await client.getJson('/api/benefits/limits', t.unknown, { query: { asOf: new Date(Date.UTC(2025, 2, 1)) } });
    await client.getJson('/api/benefits/limits', t.unknown, { query: { asOf: new Date(Date.UTC(2025, 2, 1)) } });
    await client.getJson('/api/benefits/limits', t.unknown, { query: { asOf: new Date(Date.UTC(2025, 2, 2)) } });
    expect(fake.sent).toHaveLength(2);
  });

  it('throws a TypeError at call time for an argument the cache cannot key', () => {
    const fake = new FakeFetch(() => json(200, []));
    const { client } = clientWith(fake);
    // @ts-expect-error the runtime guard is what is under test: objects are refused
    expect(() => client.getJson('/api/referrals', t.unknown, { query: { filter: { statusCode: 'A' } } })).toThrow(TypeError);
    // @ts-expect-error booleans are refused too (spec section 9 names string, number, null, undefined, Date)
    expect(() => client.getJson('/api/referrals', t.unknown, { query: { excludeExpired: true } })).toThrow(TypeError);
    expect(fake.sent).toHaveLength(0);
  });

  it('forgets everything on clear()', async () => {
    const fake = new FakeFetch(() => json(200, groups));
    const { client } = clientWith(fake);
    await client.getJson('/api/groups', GroupsCodec);
    expect(client.cachedReads()).toBe(1);
    client.clear();
    expect(client.cachedReads()).toBe(0);
    await client.getJson('/api/groups', GroupsCodec);
    expect(fake.sent).toHaveLength(2);
  });

  it('shares one request between identical reads in flight', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fake = new FakeFetch(async () => {
      await gate;
      return json(200, groups);
    });
    const { client } = clientWith(fake);
    const reads = [client.getJson('/api/groups', GroupsCodec), client.getJson('/api/groups', GroupsCodec)];
    release();
    const [first, second] = await Promise.all(reads);
    expect(fake.sent).toHaveLength(1);
    expect(first).toEqual({ _tag: 'Right', right: groups });
    expect(second).toEqual(first);
  });

  it('does not keep failures or payloads that do not decode', async () => {
    const answers = [json(500, {}), json(200, [{ broken: true }]), json(200, groups)];
    const fake = new FakeFetch(() => answers.shift() ?? json(200, groups));
    const { client } = clientWith(fake);
    expect((await client.getJson('/api/groups', GroupsCodec))._tag).toBe('Left');
    expect((await client.getJson('/api/groups', GroupsCodec))._tag).toBe('Left');
    expect(await client.getJson('/api/groups', GroupsCodec)).toEqual({ _tag: 'Right', right: groups });
    await client.getJson('/api/groups', GroupsCodec);
    expect(fake.sent).toHaveLength(3);
  });

  it('never answers one credential with a read made under another', async () => {
    const fake = new FakeFetch(() => json(200, groups));
    const { client, tokens } = clientWith(fake, { token: 'first-member' });
    await client.getJson('/api/groups', GroupsCodec);
    tokens.store('second-member');
    await client.getJson('/api/groups', GroupsCodec);
    expect(fake.sent.map((request) => request.headers.get('Authorization'))).toEqual(['Bearer first-member', 'Bearer second-member']);
  });

  it('re-reads what a mutation made stale, and only that', async () => {
    const fake = new FakeFetch((request) => (request.method === 'PUT' ? json(200, preferences) : json(200, [])));
    const { client } = clientWith(fake);
    await client.getJson('/api/account/preferences', t.unknown);
    await client.getJson('/api/programs', t.unknown);
    await client.sendJson('PUT', '/api/account/preferences', PreferencesCodec, {
      body: { emailAddress: 'new@example.test' },
      invalidates: ['/api/account/preferences'],
    });
    await client.getJson('/api/account/preferences', t.unknown);
    await client.getJson('/api/programs', t.unknown);
    expect(fake.sent.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'GET /gateway/api/account/preferences',
      'GET /gateway/api/programs',
      'PUT /gateway/api/account/preferences',
      'GET /gateway/api/account/preferences',
    ]);
  });

  it('does not cache a read with side effects', async () => {
    const fake = new FakeFetch(() => text(200, 'Your card is on its way'));
    const { client } = clientWith(fake);
    await client.getText('/api/idCard/request', t.string, { query: { category: 'medical' }, cache: false });
    await client.getText('/api/idCard/request', t.string, { query: { category: 'medical' }, cache: false });
    expect(fake.sent).toHaveLength(2);
  });
});
