import type { SessionTokens, TemporaryState } from '../../../application/ports';
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

export class StubTokens implements SessionTokens {
  constructor(public token: string | null = null) {}
  current(): string | null {
    return this.token;
  }
  store(token: string): void {
    this.token = token;
  }
  clear(): void {
    this.token = null;
  }
}

export class StubTemporaryState implements TemporaryState {
  constructor(public temp: string | null = null) {}
  tempToken(): string | null {
    return this.temp;
  }
  setTempToken(token: string | null): void {
    this.temp = token;
  }
  groupSelected(): boolean {
    return false;
  }
  setGroupSelected(): void {}
  crmNavigationBlocked(): boolean {
    return false;
  }
  setCrmNavigationBlocked(): void {}
  testEnvironment(): string | null {
    return null;
  }
  clear(): void {
    this.temp = null;
  }
}

export function clientWith(
  fake: FakeFetch,
  options: { config?: Partial<HttpConfig>; token?: string | null; tempToken?: string | null } = {},
): { client: HttpClient; tokens: StubTokens; temporary: StubTemporaryState } {
  const tokens = new StubTokens(options.token ?? null);
  const temporary = new StubTemporaryState(options.tempToken ?? null);
  const config: HttpConfig = { baseUrl: 'https://gw.example.test/gateway', timeoutMs: 1000, ...options.config };
  return { client: new HttpClient(config, fake.fetch, tokens, temporary), tokens, temporary };
}
