import { inject, injectable } from 'inversify';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { BenefitsGateway } from '../../application/ports';
import type {
  BenefitHistory,
  CategoryBenefits,
  DentalBenefits,
  FamilyEligibilityRow,
  MedicalBenefits,
  MedicalServiceDetail,
} from '../../domain/model';
import {
  BenefitHistoryCodec,
  CategoryBenefitsCodec,
  DentalBenefitsCodec,
  FamilyEligibilityCodec,
  MedicalBenefitsWireCodec,
  MedicalServiceDetailCodec,
} from './codecs/benefits';
import { asOfDay, HttpBenefitLimits } from './http-benefit-limits';
import { HttpClient } from './http-client';

@injectable()
export class HttpBenefitsGateway extends HttpBenefitLimits implements BenefitsGateway {
  constructor(@inject(HttpClient) client: HttpClient) {
    super(client);
  }

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

  history(): GatewayResult<BenefitHistory> {
    return this.client.getJson('/api/benefits/history', BenefitHistoryCodec);
  }

  familyEligibility(): GatewayResult<readonly FamilyEligibilityRow[]> {
    return this.client.getJson('/api/eligibility/family', FamilyEligibilityCodec);
  }
}
