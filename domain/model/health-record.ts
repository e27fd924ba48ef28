/**
 * A member's own health plan data as a FHIR R4 Bundle of type `collection` (CARIN Blue Button 2.x claims,
 * EOBs and coverage, Da Vinci PDex prior authorizations, US Core referrals): the file "Download my data"
 * saves. The domain reads only the resource types and the few elements its rules need; the rest of each
 * resource is carried as the payer sent it.
 */
export interface HealthRecordResource {
  readonly resourceType: string;
  readonly id?: string;
  /** ExplanationOfBenefit: `claim` for a claim's EOB, `preauthorization` for a prior authorization or referral. */
  readonly use?: string;
  readonly [element: string]: unknown;
}

export interface HealthRecordBundle {
  readonly resourceType: 'Bundle';
  readonly type: 'collection';
  readonly entry: readonly { readonly resource: HealthRecordResource }[];
  readonly [element: string]: unknown;
}

/** How many of each kind the file holds, as the download page says. */
export interface HealthRecordContents {
  readonly members: number;
  readonly coverages: number;
  readonly claims: number;
  readonly authorizations: number;
  readonly referrals: number;
}
