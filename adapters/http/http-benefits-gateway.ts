import { inject, injectable } from 'inversify';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { BenefitsGateway } from '../../application/ports';
import type { BenefitHistory, CategoryBenefits, DentalBenefits, FamilyEligibilityRow, MedicalBenefits, MedicalServiceDetail } from '../../domain/model';
import { ENDPOINT_CALLER, type EndpointCaller } from './endpoint';
import { BENEFITS_ENDPOINTS as BENEFITS } from './endpoints/benefits';
import { asOfDay, HttpBenefitLimits } from './http-benefit-limits';

@injectable()
export class HttpBenefitsGateway extends HttpBenefitLimits implements BenefitsGateway {
  constructor(@inject(ENDPOINT_CALLER) endpoints: EndpointCaller) {
    super(endpoints);
  }

  medical(asOfDate?: string): GatewayResult<MedicalBenefits> {
    return this.endpoints.call(BENEFITS.medical, { query: { asOfDate: asOfDay(asOfDate) } });
  }

  medicalService(serviceId: string, asOfDate?: string): GatewayResult<MedicalServiceDetail> {
    return this.endpoints.call(BENEFITS.medicalService, { params: { serviceId }, query: { asOfDate: asOfDay(asOfDate) } });
  }

  category(category: 'vision' | 'pharmacy', suffix: number, asOfDate?: string): GatewayResult<CategoryBenefits> {
    return this.endpoints.call(BENEFITS[category], { query: { suffix, asOfDate: asOfDay(asOfDate) } });
  }

  dental(suffix: number, asOfDate?: string): GatewayResult<DentalBenefits> {
    return this.endpoints.call(BENEFITS.dental, { query: { suffix, asOfDate: asOfDay(asOfDate) } });
  }

  history(): GatewayResult<BenefitHistory> {
    return this.endpoints.call(BENEFITS.history, {});
  }

  familyEligibility(): GatewayResult<readonly FamilyEligibilityRow[]> {
    return this.endpoints.call(BENEFITS.familyEligibility, {});
  }
}
