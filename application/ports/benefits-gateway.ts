import type { ServiceIdentifier } from 'inversify';
import type {
  BenefitHistory,
  CategoryBenefits,
  DentalBenefits,
  FamilyEligibilityRow,
  Limit,
  MedicalBenefits,
  MedicalServiceDetail,
} from '../../domain/model';
import type { GatewayResult } from '../shared/gateway-error';

/** /api/benefits/* and /api/eligibility/family. Dates are yyyy-mm-dd. */
export interface BenefitsGateway {
  medical(asOfDate?: string): GatewayResult<MedicalBenefits>;
  medicalService(serviceId: string, asOfDate?: string): GatewayResult<MedicalServiceDetail>;
  category(category: 'vision' | 'pharmacy', suffix: number, asOfDate?: string): GatewayResult<CategoryBenefits>;
  dental(suffix: number, asOfDate?: string): GatewayResult<DentalBenefits>;
  limits(suffix?: number, asOfDate?: string): GatewayResult<readonly Limit[]>;
  history(): GatewayResult<BenefitHistory>;
  familyEligibility(): GatewayResult<readonly FamilyEligibilityRow[]>;
}
export const BENEFITS_GATEWAY: ServiceIdentifier<BenefitsGateway> = Symbol.for('BenefitsGateway');
