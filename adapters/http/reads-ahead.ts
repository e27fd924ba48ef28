import type { FetchFunction } from './http-config';

/** A request as the wire sees it: method, URL and every header (Headers lower-cases and sorts their names). */
const requestKey = (url: string, init: RequestInit): string => [init.method, url, ...new Headers(init.headers)].join('\n');

/**
 * The answer read whole: its connection is free at once, even if the client never takes it (a browser
 * holds a connection until the body is read, and an untaken answer would keep one busy until dropped).
 */
async function readWhole(response: Response): Promise<Response> {
  const body = await response.arrayBuffer();
  // The original is the new one's init (status, statusText, headers); an empty body is none (a 204 may have no other).
  return new Response(body.byteLength === 0 ? null : body, response);
}

/**
 * Reads sent before the app's code has arrived (by the start-up script), so that the answers a member's
 * page starts with travel while its code downloads instead of after it has run. The HTTP client's fetch
 * takes an answer from here only for the very request it would have sent (same method, URL and headers:
 * the credential, the language, a sandbox's pins) and only once; any other request goes to the network,
 * so a read ahead that no longer fits (another member signed in meanwhile) is never used. Every answer
 * still kept is dropped once the app sends a change (logging out included): what was read before it may
 * no longer be true. Until then an answer is as good as one in the client's read cache, which keeps reads
 * for the session.
 */
export class ReadsAhead {
  private readonly answers = new Map<string, Promise<Response>>();
  private changed = false;
  private ready: Promise<unknown> = Promise.resolve();

  constructor(private readonly network: FetchFunction) {}

  /**
   * Reads about to be sent once `sent` settles (a sandbox build loads its pins' wiring first): until then
   * the client's reads wait, so that they take those answers rather than race them to the network.
   */
  sendingAfter(sent: Promise<unknown>): void {
    this.ready = sent.catch(() => undefined);
  }

  /** Sends a read at once and keeps its answer for the client; once a change has gone out, sends nothing. */
  readonly send: FetchFunction = (url, init) => {
    if (this.changed) return Promise.resolve(Response.error());
    const key = requestKey(url, init);
    const answer = this.network(url, init).then(readWhole);
    // A failure is the client's to report when it takes the answer; until then nobody listens for it.
    answer.catch(() => undefined);
    this.answers.set(key, answer);
    return answer;
  };

  /** The fetch under the HTTP client: the answer read ahead for this very request, once, else the network. */
  readonly fetch: FetchFunction = (url, init) => {
    if ((init.method ?? 'GET') !== 'GET') {
      this.changed = true;
      this.answers.clear();
      return this.network(url, init);
    }
    return this.ready.then(() => {
      const key = requestKey(url, init);
      const answer = this.answers.get(key);
      if (answer === undefined) return this.network(url, init);
      this.answers.delete(key);
      return answer;
    });
  };
}
