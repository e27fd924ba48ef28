import { describe, expect, it, vi } from 'vitest';
import { ReadsAhead } from './reads-ahead';

/** The network under the reads ahead: counts what reaches it and answers each request with its own number. */
function network() {
  const sent: string[] = [];
  const fetchFn = vi.fn((url: string) => {
    sent.push(url);
    return Promise.resolve(new Response(String(sent.length)));
  });
  return { sent, fetchFn };
}

const URL = '/gateway/api/account';
const read = (headers: Record<string, string>): RequestInit => ({ method: 'GET', headers });
const MEMBER = { Accept: 'application/json', 'Accept-Language': 'en-US', Authorization: 'Bearer member-token' };

describe('reads ahead', () => {
  it('answers the very request the client sends with the answer read ahead, without sending it again', async () => {
    const { sent, fetchFn } = network();
    const reads = new ReadsAhead(fetchFn);
    void reads.send(URL, read(MEMBER));
    // The client builds its own headers, in its own order and case.
    const response = await reads.fetch(URL, read({ authorization: 'Bearer member-token', accept: 'application/json', 'accept-language': 'en-US' }));
    expect(await response.text()).toBe('1');
    expect(sent).toEqual([URL]);
  });

  it('has a read the client sends before the reads ahead have gone out wait for them, and take its answer', async () => {
    const { sent, fetchFn } = network();
    const reads = new ReadsAhead(fetchFn);
    let wired: () => void = () => undefined;
    reads.sendingAfter(new Promise<void>((resolve) => (wired = resolve)).then(() => void reads.send(URL, read(MEMBER))));

    const taken = reads.fetch(URL, read(MEMBER));
    expect(sent).toEqual([]);
    wired();

    expect(await (await taken).text()).toBe('1');
    expect(sent).toEqual([URL]);
  });

  it('gives an answer once: the same request again goes to the network', async () => {
    const { sent, fetchFn } = network();
    const reads = new ReadsAhead(fetchFn);
    void reads.send(URL, read(MEMBER));
    await reads.fetch(URL, read(MEMBER));
    expect(await (await reads.fetch(URL, read(MEMBER))).text()).toBe('2');
    expect(sent).toEqual([URL, URL]);
  });

  it.each([
    ['another credential (someone else signed in since)', { ...MEMBER, Authorization: 'Bearer another-token' }],
    ['another language', { ...MEMBER, 'Accept-Language': 'es-US' }],
    ['a sandbox fault pinned since', { ...MEMBER, 'X-Sandbox-Faults': 'account:503' }],
  ])('sends a request that differs by %s to the network', async (_, headers) => {
    const { sent, fetchFn } = network();
    const reads = new ReadsAhead(fetchFn);
    void reads.send(URL, read(MEMBER));
    expect(await (await reads.fetch(URL, read(headers))).text()).toBe('2');
    expect(sent).toEqual([URL, URL]);
  });

  it('never answers a change with a read', async () => {
    const { sent, fetchFn } = network();
    const reads = new ReadsAhead(fetchFn);
    void reads.send(URL, read(MEMBER));
    await reads.fetch(URL, { method: 'PUT', headers: MEMBER });
    expect(sent).toEqual([URL, URL]);
  });

  it('reads each answer whole at once, so that one the client never takes holds no connection', async () => {
    const answer = new Response('{"members":[]}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    const reads = new ReadsAhead(() => Promise.resolve(answer));
    await reads.send(URL, read(MEMBER));
    expect(answer.bodyUsed).toBe(true);

    const taken = await reads.fetch(URL, read(MEMBER));
    expect([taken.status, taken.headers.get('Content-Type'), await taken.text()]).toEqual([200, 'application/json', '{"members":[]}']);
  });

  it('keeps an empty answer empty, and a refusal a refusal', async () => {
    const reads = new ReadsAhead((url) => Promise.resolve(url === URL ? new Response(null, { status: 204 }) : new Response('{"code":"DOWN"}', { status: 503 })));
    void reads.send(URL, read(MEMBER));
    void reads.send('/gateway/api/groups', read(MEMBER));
    const empty = await reads.fetch(URL, read(MEMBER));
    const refused = await reads.fetch('/gateway/api/groups', read(MEMBER));
    expect([empty.status, await empty.text()]).toEqual([204, '']);
    expect([refused.status, refused.ok, await refused.text()]).toEqual([503, false, '{"code":"DOWN"}']);
  });

  it('drops what was read ahead once the app sends a change, and reads nothing ahead after it', async () => {
    const { sent, fetchFn } = network();
    const reads = new ReadsAhead(fetchFn);
    void reads.send(URL, read(MEMBER));
    await reads.fetch('/gateway/api/account/preferences', { method: 'PUT', headers: MEMBER });
    void reads.send('/gateway/api/groups', read(MEMBER));

    expect(await (await reads.fetch(URL, read(MEMBER))).text()).toBe('3');
    expect(sent).toEqual([URL, '/gateway/api/account/preferences', URL]);
  });

  it("gives the client a read ahead's failure, and leaves none unhandled before it asks", async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const reads = new ReadsAhead(() => Promise.reject(new TypeError('Failed to fetch')));
    void reads.send(URL, read(MEMBER));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(reads.fetch(URL, read(MEMBER))).rejects.toThrow('Failed to fetch');
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
