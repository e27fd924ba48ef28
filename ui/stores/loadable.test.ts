import { describe, expect, it } from 'vitest';
import { LatestRequest } from './loadable';

/** A request whose answer the test releases when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('LatestRequest', () => {
  it('applies the latest answer even when an earlier, slower one comes back after it', async () => {
    const requests = new LatestRequest();
    const shown: string[] = [];
    const slow = deferred<string>();
    const fast = deferred<string>();
    const first = requests.run(() => slow.promise, (answer) => shown.push(answer));
    const second = requests.run(() => fast.promise, (answer) => shown.push(answer));
    fast.resolve('claims of May');
    await second;
    expect(requests.pending).toBe(false);
    slow.resolve('claims of April');
    await first;
    expect(shown).toEqual(['claims of May']);
  });

  it('stays pending until the latest request has answered', async () => {
    const requests = new LatestRequest();
    const slow = deferred<number>();
    const fast = deferred<number>();
    const first = requests.run(() => fast.promise, () => undefined);
    const second = requests.run(() => slow.promise, () => undefined);
    fast.resolve(1);
    await first;
    expect(requests.pending).toBe(true);
    slow.resolve(2);
    await second;
    expect(requests.pending).toBe(false);
  });

  it('drops the answer of a cancelled request', async () => {
    const requests = new LatestRequest();
    const answer = deferred<string>();
    const shown: string[] = [];
    const run = requests.run(() => answer.promise, (value) => shown.push(value));
    requests.cancel();
    expect(requests.pending).toBe(false);
    answer.resolve('too late');
    await run;
    expect(shown).toEqual([]);
  });
});
