import { MemorySessionTokens, MemoryTemporaryState } from '../../memory/memory-platform';
import { HttpClient, type FetchFunction, type HttpConfig } from '../http-client';

/** Test doubles for the HTTP adapter: a scripted fetch that records what was sent. */

export interface SentRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: string | null;
}

export type Responder = (request: SentRequest, signal: AbortSignal | null) => Response | Promise<Response>;

export class FakeFetch {
  readonly sent: SentRequest[] = [];
  constructor(private responder: Responder = () => json(200, {})) {}

  answer(responder: Responder): void {
    this.responder = responder;
  }

  readonly fetch: FetchFunction = async (url, init) => {
    const request: SentRequest = {
      url,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : null,
    };
    this.sent.push(request);
    return this.responder(request, init.signal ?? null);
  };

  last(): SentRequest {
    const request = this.sent[this.sent.length - 1];
    if (request === undefined) throw new Error('no request was sent');
    return request;
  }
}

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const text = (status: number, body: string): Response =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain' } });

/** The memory platform's session tokens, holding `token` when given. */
export function tokensWith(token: string | null = null): MemorySessionTokens {
  const tokens = new MemorySessionTokens();
  if (token !== null) tokens.store(token);
  return tokens;
}

/** The memory platform's temporary state, holding the temporary token `temp` when given. */
export function temporaryWith(temp: string | null = null): MemoryTemporaryState {
  const temporary = new MemoryTemporaryState();
  temporary.setTempToken(temp);
  return temporary;
}

export function clientWith(
  fake: FakeFetch,
  options: { config?: Partial<HttpConfig>; token?: string | null; tempToken?: string | null } = {},
): { client: HttpClient; tokens: MemorySessionTokens; temporary: MemoryTemporaryState } {
  const tokens = tokensWith(options.token ?? null);
  const temporary = temporaryWith(options.tempToken ?? null);
  const config: HttpConfig = { baseUrl: 'https://gw.example.test/gateway', timeoutMs: 1000, ...options.config };
  return { client: new HttpClient(config, fake.fetch, tokens, temporary), tokens, temporary };
}
