/**
 * The cost estimator's data: a price list of common medical and dental services with each in-network
 * provider's negotiated rate, and how the member's plans share the cost of each kind of service. The spec
 * names no such calls; these shapes follow the federal Transparency in Coverage self-service tool (search
 * by code, description or provider; in-network negotiated rates; the member's cost sharing). Amounts are USD.
 */

import type { TextLanguage } from './authorizations';

export type CareCategory = 'medical' | 'dental';

/** Procedure code systems the estimator searches: CPT and HCPCS (medical), CDT (dental). */
export type ProcedureCodeSystem = 'CPT' | 'HCPCS' | 'CDT';

/**
 * How a plan shares the cost of a kind of service. Medical: preventive care covered in full, a copay for
 * visits, deductible then coinsurance for tests, imaging, therapy and procedures. Dental: the classes of a
 * dental plan (preventive, basic, major).
 */
export type SharingClass =
  | 'preventive'
  | 'primary-care-visit'
  | 'specialist-visit'
  | 'urgent-care'
  | 'emergency'
  | 'virtual-visit'
  | 'after-deductible'
  | 'dental-preventive'
  | 'dental-basic'
  | 'dental-major';

export interface PricedService {
  readonly code: string;
  readonly codeSystem: ProcedureCodeSystem;
  /** The plain name a member searches by, e.g. 'Teeth cleaning (adult)'. */
  readonly name: string;
  readonly category: CareCategory;
  readonly sharingClass: SharingClass;
  /** The language of its name. */
  readonly language: TextLanguage;
  /** The ages the service is meant for (a child's teeth cleaning, a physical for 40 to 64); null: any age. */
  readonly ages: AgeRange | null;
}

/** Ages in whole years, both ends included; `to` null: no upper end. */
export interface AgeRange {
  readonly from: number;
  readonly to: number | null;
}

/** One in-network provider's negotiated rate for one service. */
export interface ProviderPrice {
  readonly service: PricedService;
  readonly providerId: string;
  readonly providerName: string;
  /** The clinic or practice, when the provider is a clinician. */
  readonly groupName: string | null;
  readonly specialty: string;
  readonly addressLine1: string;
  readonly city: string;
  readonly state: string;
  readonly zipCode: string;
  readonly phoneNumber: string;
  /** Miles from the ZIP searched from; null when that ZIP is unknown. */
  readonly distance: number | null;
  readonly negotiatedRate: number;
}

/** GET /api/cost-estimator/prices parameters: what the member typed and the ZIP distances are measured from. */
export interface PriceSearch {
  readonly search: string;
  readonly zip: string;
}

/** The plan's share rule for one class of service (see domain/rules/cost-estimate.ts, CostSharing). */
export interface ClassSharing {
  readonly sharingClass: SharingClass;
  readonly copay: number;
  /** The member's share after the deductible, 0..1. */
  readonly coinsurance: number;
  readonly deductibleApplies: boolean;
}

export interface PlanCostSharing {
  readonly planName: string;
  readonly classes: readonly ClassSharing[];
}

/** GET /api/cost-estimator/cost-sharing?memberKey=...: the member's medical and dental cost sharing (null: no such coverage). */
export interface MemberCostSharing {
  readonly memberKey: string;
  readonly medical: PlanCostSharing | null;
  readonly dental: PlanCostSharing | null;
}
