import * as E from 'fp-ts/Either';
import { inject, injectable, type ServiceIdentifier } from 'inversify';
import { ClientStorage, getStatus, MedplumClient, MemoryStorage, OperationOutcomeError } from '@medplum/core';
import type { ExtractResource, OperationOutcome, ResourceType } from '@medplum/fhirtypes';
import { SESSION_TOKENS, type SessionTokens } from '../../application/ports';
import { httpError, networkError, timeoutError, type GatewayError, type GatewayResult } from '../../application/shared/gateway-error';
import { languageInForce } from '../../domain/copy/localized';
import { FETCH, type FetchFunction } from '../http/http-config';

/** Where the payer's Patient Access API is and how long a call may take. */
export interface FhirConfig {
  /** The FHIR base URL: resource paths are appended to it (`${baseUrl}/ExplanationOfBenefit`). */
  readonly baseUrl: string;
  readonly timeoutMs: number;
  /** How many resources a search asks for per page (`_count`); the adapter follows each Bundle's `next` link. */
  readonly pageSize?: number;
}
export const FHIR_CONFIG: ServiceIdentifier<FhirConfig> = Symbol.for('FhirConfig');

const DEFAULT_PAGE_SIZE = 50;

type Query = Readonly<Record<string, string | readonly string[]>>;

/**
 * The one place that talks to the payer's FHIR API, through @medplum/core's client: each call carries the
 * member's gateway token as `Authorization: Bearer` (the API trusts the gateway's sign-in) and the member's
 * language, a search follows every Bundle `next` link, and every failure becomes the GatewayError the
 * spec gateway's would (an OperationOutcome's HTTP status, with its first issue's code and text), so the
 * dashboard's error pages follow unchanged. Nothing is cached by the client: its cache is keyed by URL, not
 * by whose token asked, and one tab may sign in as another member.
 */
@injectable()
export class FhirReader {
  constructor(
    @inject(FHIR_CONFIG) private readonly config: FhirConfig,
    @inject(FETCH) private readonly fetchFn: FetchFunction,
    @inject(SESSION_TOKENS) private readonly tokens: SessionTokens,
  ) {}

  /** Every resource a search finds, page after page. */
  searchAll<RT extends ResourceType>(resourceType: RT, query: Query): GatewayResult<readonly ExtractResource<RT>[]> {
    return this.run(async (client) => {
      const found: ExtractResource<RT>[] = [];
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(query)) for (const one of typeof value === 'string' ? [value] : value) params.append(name, one);
      params.set('_count', String(this.config.pageSize ?? DEFAULT_PAGE_SIZE));
      for await (const page of client.searchResourcePages(resourceType, params, { maxRetries: 0 })) found.push(...(page as ExtractResource<RT>[]));
      return found;
    });
  }

  read<RT extends ResourceType>(resourceType: RT, id: string): GatewayResult<ExtractResource<RT>> {
    return this.run((client) => client.readResource(resourceType, id, { maxRetries: 0 }) as Promise<ExtractResource<RT>>);
  }

  /** A client for one call: its fetch carries the session's token and language, and never a cookie. */
  private client(): MedplumClient {
    const token = this.tokens.current();
    const fetchFn = this.fetchFn;
    return new MedplumClient({
      baseUrl: `${new URL(this.config.baseUrl).origin}/`,
      fhirUrlPath: new URL(this.config.baseUrl).pathname,
      cacheTime: 0,
      extendedMode: false,
      storage: new ClientStorage(new MemoryStorage()),
      fetch: (url: string, init: RequestInit) => {
        const headers = new Headers(init.headers);
        headers.set('Accept-Language', languageInForce() === 'es' ? 'es-US' : 'en-US');
        if (token !== null) headers.set('Authorization', `Bearer ${token}`);
        return fetchFn(url, { ...init, headers, credentials: 'omit' });
      },
    });
  }

  private async run<A>(call: (client: MedplumClient) => Promise<A>): GatewayResult<A> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), this.config.timeoutMs);
    });
    try {
      const outcome = await Promise.race([call(this.client()).then((value) => ({ value })), deadline]);
      return outcome === 'timeout' ? E.left(timeoutError) : E.right(outcome.value);
    } catch (error) {
      return E.left(gatewayErrorOf(error));
    } finally {
      clearTimeout(timer);
    }
  }
}

/** An OperationOutcome as the spec gateway's error: its status, and its first issue's code and words. */
export function gatewayErrorOf(error: unknown): GatewayError {
  if (!(error instanceof OperationOutcomeError)) return networkError;
  const outcome: OperationOutcome = error.outcome;
  const issue = outcome.issue[0];
  const message = issue?.details?.text ?? issue?.diagnostics;
  return httpError(getStatus(outcome), { ...(issue?.code !== undefined && { code: issue.code }), ...(message !== undefined && { message }) });
}
