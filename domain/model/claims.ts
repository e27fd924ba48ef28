/**
 * Claims, explanations of benefits (EOBs) and pharmacy claims through Navitus. The spec names the calls
 * (section 7) but not their payloads; these shapes follow what member portals show, after the CARIN
 * Blue Button ExplanationOfBenefit model: a claim with its dates, provider, status, totals (billed,
 * allowed, plan paid, member share) and service lines. Amounts are USD; dates are yyyy-mm-dd.
 */

import type { TextLanguage } from './authorizations';

export type ClaimType = 'medical' | 'dental' | 'vision' | 'pharmacy';
export const CLAIM_TYPES: readonly ClaimType[] = ['medical', 'dental', 'vision', 'pharmacy'];

/**
 * processed: paid (or applied to the deductible) and final; pending: received, not yet decided;
 * denied: the plan pays nothing; adjusted: processed again after a correction (the last answer counts).
 */
export type ClaimStatus = 'processed' | 'pending' | 'denied' | 'adjusted';
export const CLAIM_STATUSES: readonly ClaimStatus[] = ['processed', 'pending', 'denied', 'adjusted'];

export type NetworkStatus = 'in-network' | 'out-of-network';

/** Where the money the member owes comes from (CARIN: deductible, copay, coinsurance, noncovered). */
export interface MemberShare {
  readonly deductible: number;
  readonly copay: number;
  readonly coinsurance: number;
  /** Billed amounts the plan does not cover (an out-of-network balance, a denied service). */
  readonly notCovered: number;
  /** The sum of the four. */
  readonly total: number;
}

export interface ClaimProvider {
  readonly providerId: string | null;
  /** A clinician, clinic, hospital or pharmacy. */
  readonly name: string;
  readonly networkStatus: NetworkStatus;
}

/** Code systems of service lines: CPT/HCPCS (medical, vision), CDT (dental), NDC (drugs). */
export type ServiceCodeSystem = 'CPT' | 'HCPCS' | 'CDT' | 'NDC';

export interface ClaimServiceLine {
  readonly lineNumber: number;
  readonly serviceDate: string;
  readonly code: string;
  readonly codeSystem: ServiceCodeSystem;
  readonly description: string;
  /** Units, visits or (pharmacy) the quantity dispensed. */
  readonly quantity: number;
  /** Pharmacy only: days the fill lasts. */
  readonly daysSupply: number | null;
  /** Dental only: the tooth, e.g. '14'. */
  readonly toothNumber: string | null;
  readonly billed: number;
  /** null while the claim is pending. */
  readonly allowed: number | null;
  readonly planPaid: number | null;
  readonly memberShare: MemberShare | null;
  /** Why the line was paid the way it was (a remark code's text), when there is something to say. */
  readonly remark: string | null;
}

/** The accumulators a plan keeps: the deductible, the out-of-pocket maximum, and (dental) the annual maximum. */
export type AccumulatorKind = 'deductible' | 'out-of-pocket' | 'annual-maximum';

/**
 * Where one of the patient's accumulators stood before and after the plan counted this claim, as the claims
 * system reports it on the EOB (CARIN's benefitBalance). 'combined' counts care in and out of network alike
 * (a dental annual maximum); a tier the claim was not in reads the same before and after.
 */
export interface ClaimAccumulator {
  readonly kind: AccumulatorKind;
  readonly coverage: 'individual' | 'family';
  readonly network: NetworkStatus | 'combined';
  readonly limit: number;
  readonly metBefore: number;
  readonly metAfter: number;
}

export interface Claim {
  readonly claimId: string;
  readonly memberKey: string;
  readonly memberName: string;
  readonly claimType: ClaimType;
  readonly serviceStartDate: string;
  readonly serviceEndDate: string;
  readonly receivedDate: string;
  /** null while pending. */
  readonly processedDate: string | null;
  readonly provider: ClaimProvider;
  readonly status: ClaimStatus;
  /** Why a claim was denied or adjusted. */
  readonly statusReason: string | null;
  readonly billed: number;
  /** The amounts below are null while the claim is pending: nothing is decided yet. */
  readonly allowed: number | null;
  readonly planPaid: number | null;
  readonly memberShare: MemberShare | null;
  readonly serviceLines: readonly ClaimServiceLine[];
  /** The EOB explaining this claim, once one was issued. */
  readonly eobId: string | null;
  /**
   * The medical or dental accumulators of the claim's plan year, before and after this claim; empty while it
   * is pending, for vision and pharmacy, and for plan years that have ended.
   */
  readonly accumulators: readonly ClaimAccumulator[];
  /** The language of the claim's texts: its status reason, and its lines' descriptions and remarks. */
  readonly language: TextLanguage;
}

/** GET /api/claims parameters; every criterion is optional. Dates bound the date of service (inclusive). */
export interface ClaimsQuery {
  readonly memberKey?: string;
  readonly claimType?: ClaimType;
  readonly fromDate?: string;
  readonly toDate?: string;
}

/**
 * Which page of a list the gateway answers a page at a time (claims, EOBs, the tracker's requests, message
 * threads), and how many a page holds.
 */
export interface Paging {
  /** From 1. */
  readonly page: number;
  readonly pageSize: number;
}

/**
 * A claim as a list shows it: everything but its service lines and accumulators, which only the claim's
 * own page shows (GET /api/claims/{id} answers them). A recent claim's lines and accumulators are most of
 * its size.
 */
export type ClaimSummary = Omit<Claim, 'serviceLines' | 'accumulators'>;

/**
 * One page of the claims that meet a query, newest first, with what the whole of them adds up to: the
 * screen says how many claims there are and their totals without the rest of them coming over the wire.
 */
export interface ClaimsPage<C = ClaimSummary> {
  readonly items: readonly C[];
  readonly page: number;
  readonly pageSize: number;
  /** How many claims meet the query, on every page together. */
  readonly total: number;
  /** Billed, plan paid and the member's share of every claim that meets the query (pending ones count only towards billed). */
  readonly totals: { readonly billed: number; readonly planPaid: number; readonly memberShare: number };
}

/** GET /api/claims/metadata: what the filters offer. */
export interface ClaimsMetadata {
  readonly members: readonly { readonly memberKey: string; readonly name: string }[];
  readonly claimTypes: readonly ClaimType[];
  /** The earliest date of service the claims service keeps for the member (null when there are none). */
  readonly earliestServiceDate: string | null;
}

/** An explanation of benefits document (subscribers receive them for the whole family). */
export interface EobDocument {
  readonly eobId: string;
  readonly claimId: string;
  /** The day the EOB was issued. */
  readonly date: string;
  readonly title: string;
  readonly memberKey: string;
}

/**
 * One page of the caller's EOB documents, newest first (GET /api/eobs/page), with how many there are: the
 * EOBs page says how many a family has been sent without the rest of them coming over the wire.
 */
export interface EobsPage {
  readonly items: readonly EobDocument[];
  /** From 1. */
  readonly page: number;
  readonly pageSize: number;
  /** How many EOBs the caller has, on every page together. */
  readonly total: number;
}

/** GET /api/navitus: pharmacy benefits managed by Navitus (program 37). */
export interface NavitusPharmacy {
  /** The Navitus member site; the app follows it only when its origin is allow-listed. */
  readonly portalUrl: string;
  readonly customerServicePhone: string | null;
  /** Pharmacy claims Navitus processed for the members the viewer may see. */
  readonly claims: readonly Claim[];
}
