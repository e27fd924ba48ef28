import { inject, injectable } from 'inversify';
import type { GatewayResult } from '../../application/shared/gateway-error';
import { isoDay } from '../../domain/rules/dates';
import type { BenefitsGateway } from '../../application/ports';
import type {
  BenefitHistory,
  CategoryBenefits,
  DentalBenefits,
  FamilyEligibilityRow,
  Limit,
  MedicalBenefits,
  MedicalServiceDetail,
} from '../../domain/model';
import {
  BenefitHistoryCodec,
  CategoryBenefitsCodec,
  DentalBenefitsCodec,
  FamilyEligibilityCodec,
  LimitsCodec,
  MedicalBenefitsWireCodec,
  MedicalServiceDetailCodec,
} from './codecs/benefits';
import { HttpClient } from './http-client';

/**
 * The gateway wants asOfDate as yyyy-mm-dd (spec section 9). Callers pass ISO days already; a full ISO
 * timestamp is cut to its own calendar day rather than sent as something the gateway would refuse.
 */
function asOfDay(asOfDate: string | undefined): string | undefined {
  return asOfDate === undefined ? undefined : (isoDay(asOfDate) ?? asOfDate);
}

@injectable()
export class HttpBenefitsGateway implements BenefitsGateway {
  constructor(@inject(HttpClient) private readonly client: HttpClient) {}

  /** The wire keys each tier by its name; the codec maps that onto `byTier`. */
  medical(asOfDate?: string): GatewayResult<MedicalBenefits> {
    return this.client.getJson('/api/benefits/medical', MedicalBenefitsWireCodec, { query: { asOfDate: asOfDay(asOfDate) } });
  }

  medicalService(serviceId: string, asOfDate?: string): GatewayResult<MedicalServiceDetail> {
    return this.client.getJson(`/api/benefits/medical/services/${encodeURIComponent(serviceId)}`, MedicalServiceDetailCodec, {
      query: { asOfDate: asOfDay(asOfDate) },
    });
  }

  category(category: 'vision' | 'pharmacy', suffix: number, asOfDate?: string): GatewayResult<CategoryBenefits> {
    return this.client.getJson(`/api/benefits/${category}`, CategoryBenefitsCodec, {
      query: { suffix, asOfDate: asOfDay(asOfDate) },
    });
  }

  dental(suffix: number, asOfDate?: string): GatewayResult<DentalBenefits> {
    return this.client.getJson('/api/benefits/dental', DentalBenefitsCodec, { query: { suffix, asOfDate: asOfDay(asOfDate) } });
  }

  limits(suffix?: number, asOfDate?: string): GatewayResult<readonly Limit[]> {
    return this.client.getJson('/api/benefits/limits', LimitsCodec, { query: { suffix, asOfDate: asOfDay(asOfDate) } });
  }

  history(): GatewayResult<BenefitHistory> {
    return this.client.getJson('/api/benefits/history', BenefitHistoryCodec);
  }

  familyEligibility(): GatewayResult<readonly FamilyEligibilityRow[]> {
    return this.client.getJson('/api/eligibility/family', FamilyEligibilityCodec);
  }
}
