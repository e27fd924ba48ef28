import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { PrimaryCareGateway } from '../../application/ports';
import type {
  PcpSearchRequest,
  PcpSearchResponse,
  PcpSelectRequest,
  PrimaryCareEligibility,
  PrimaryCareMember,
  Provider,
} from '../../domain/model';
import {
  PcpSearchResponseCodec,
  PrimaryCareEligibilityCodec,
  PrimaryCareMembersCodec,
  ProviderCodec,
} from './codecs/care';
import { PCP_ELIGIBILITY_PATH as ELIGIBILITY, PCP_MEMBERS_PATH as MEMBERS } from './account-state-paths';
import { HttpClient } from './http-client';

@injectable()
export class HttpPrimaryCareGateway implements PrimaryCareGateway {
  constructor(@inject(HttpClient) private readonly client: HttpClient) {}

  members(): GatewayResult<readonly PrimaryCareMember[]> {
    return this.client.getJson(MEMBERS, PrimaryCareMembersCodec);
  }

  eligibility(): GatewayResult<PrimaryCareEligibility> {
    return this.client.getJson(ELIGIBILITY, PrimaryCareEligibilityCodec);
  }

  provider(providerId: string): GatewayResult<Provider> {
    return this.client.getJson('/api/pcp/provider', ProviderCodec, { query: { providerId } });
  }

  /** text/plain due date; an empty body means there is none (wire contract). */
  async cityOfPortland(): GatewayResult<string | null> {
    const text = await this.client.getText('/api/pcp/city-of-portland', t.string);
    return E.map((value: string) => (value.trim() === '' ? null : value.trim()))(text);
  }

  /** Selecting a provider changes each member's primary care history and may change eligibility. */
  select(request: PcpSelectRequest): GatewayResult<string> {
    return this.client.sendText('POST', '/api/pcp/select', t.string, { body: request, invalidates: [MEMBERS, ELIGIBILITY] });
  }

  /** A POST because the criteria are a body; it changes nothing, so it invalidates nothing. */
  search(request: PcpSearchRequest, page: number, size: number): GatewayResult<PcpSearchResponse> {
    return this.client.sendJson('POST', '/api/pcp/search', PcpSearchResponseCodec, { body: request, query: { page, size } });
  }
}
