import { inject, injectable } from 'inversify';
import type { BenefitsGateway } from '../../application/ports';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { Limit } from '../../domain/model';
import { isoDay } from '../../domain/rules/dates';
import { LimitsCodec } from './codecs/limits';
import { HttpClient } from './http-client';

/**
 * The gateway wants asOfDate as yyyy-mm-dd (spec section 9). Callers pass ISO days already; a full ISO
 * timestamp is cut to its own calendar day rather than sent as something the gateway would refuse.
 */
export function asOfDay(asOfDate: string | undefined): string | undefined {
  return asOfDate === undefined ? undefined : (isoDay(asOfDate) ?? asOfDate);
}

/**
 * The one benefits call the home page makes (its dental maximum): with the app's core, while the rest of
 * the benefits gateway (http-benefits-gateway.ts, which inherits this) loads with the benefits pages.
 */
@injectable()
export class HttpBenefitLimits implements Pick<BenefitsGateway, 'limits'> {
  constructor(@inject(HttpClient) protected readonly client: HttpClient) {}

  limits(suffix?: number, asOfDate?: string): GatewayResult<readonly Limit[]> {
    return this.client.getJson('/api/benefits/limits', LimitsCodec, { query: { suffix, asOfDate: asOfDay(asOfDate) } });
  }
}
