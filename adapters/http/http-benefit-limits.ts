import { inject, injectable } from 'inversify';
import type { BenefitsGateway } from '../../application/ports';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { Limit } from '../../domain/model';
import { isoDay } from '../../domain/rules/dates';
import { ENDPOINT_CALLER, type EndpointCaller } from './endpoint';
import { LIMITS_ENDPOINT } from './endpoints/benefit-limits';

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
  constructor(@inject(ENDPOINT_CALLER) protected readonly endpoints: EndpointCaller) {}

  limits(suffix?: number, asOfDate?: string): GatewayResult<readonly Limit[]> {
    return this.endpoints.call(LIMITS_ENDPOINT, { query: { suffix, asOfDate: asOfDay(asOfDate) } });
  }
}
