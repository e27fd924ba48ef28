/**
 * The profiles and code systems the dashboard reads a payer's Patient Access API with: CARIN Blue Button 2.x
 * for claims (ExplanationOfBenefit), coverage and the people and organisations they name, and Da Vinci PDex
 * for prior authorizations (an ExplanationOfBenefit whose `use` is `preauthorization`). One list, shared by
 * the FHIR adapters that read these resources and by the sandbox's mapper that writes them, so that both
 * name the same codes.
 */

const CARIN = 'http://hl7.org/fhir/us/carin-bb';
const TERMINOLOGY = 'http://terminology.hl7.org/CodeSystem';

export const PROFILES = {
  patient: `${CARIN}/StructureDefinition/C4BB-Patient`,
  coverage: `${CARIN}/StructureDefinition/C4BB-Coverage`,
  organization: `${CARIN}/StructureDefinition/C4BB-Organization`,
  practitioner: `${CARIN}/StructureDefinition/C4BB-Practitioner`,
  professional: `${CARIN}/StructureDefinition/C4BB-ExplanationOfBenefit-Professional-NonClinician`,
  outpatientInstitutional: `${CARIN}/StructureDefinition/C4BB-ExplanationOfBenefit-Outpatient-Institutional`,
  oral: `${CARIN}/StructureDefinition/C4BB-ExplanationOfBenefit-Oral`,
  pharmacy: `${CARIN}/StructureDefinition/C4BB-ExplanationOfBenefit-Pharmacy`,
  priorAuthorization: 'http://hl7.org/fhir/us/davinci-pdex/StructureDefinition/pdex-priorauthorization',
  /** A referral to a specialist, as US Core's ServiceRequest (CARIN and PDex have no referral of their own). */
  referral: 'http://hl7.org/fhir/us/core/StructureDefinition/us-core-servicerequest',
} as const;

export const SYSTEMS = {
  claimType: `${TERMINOLOGY}/claim-type`,
  adjudication: `${TERMINOLOGY}/adjudication`,
  carinAdjudication: `${CARIN}/CodeSystem/C4BBAdjudication`,
  adjudicationDiscriminator: `${CARIN}/CodeSystem/C4BBAdjudicationDiscriminator`,
  payerAdjudicationStatus: `${CARIN}/CodeSystem/C4BBPayerAdjudicationStatus`,
  supportingInfoType: `${CARIN}/CodeSystem/C4BBSupportingInfoType`,
  carinIdentifierType: `${CARIN}/CodeSystem/C4BBIdentifierType`,
  v2IdentifierType: `${TERMINOLOGY}/v2-0203`,
  benefitCategory: `${TERMINOLOGY}/ex-benefitcategory`,
  benefitNetwork: `${TERMINOLOGY}/benefit-network`,
  benefitUnit: `${TERMINOLOGY}/benefit-unit`,
  benefitTerm: `${TERMINOLOGY}/benefit-term`,
  benefitType: `${TERMINOLOGY}/benefit-type`,
  relatedClaimRelationship: `${TERMINOLOGY}/ex-relatedclaimrelationship`,
  processPriority: `${TERMINOLOGY}/processpriority`,
  subscriberRelationship: `${TERMINOLOGY}/subscriber-relationship`,
  coverageClass: `${TERMINOLOGY}/coverage-class`,
  tooth: `${TERMINOLOGY}/ex-tooth`,
  cpt: 'http://www.ama-assn.org/go/cpt',
  hcpcs: 'urn:oid:2.16.840.1.113883.6.285',
  cdt: 'http://www.ada.org/cdt',
  ndc: 'http://hl7.org/fhir/sid/ndc',
  actCode: 'http://terminology.hl7.org/CodeSystem/v3-ActCode',
  /**
   * What no standard code names and the dashboard still needs, in the payer's own systems (a payer adopting the
   * dashboard keeps these or maps its own): the accumulator kinds benefit-type lacks, the request statuses,
   * the kind of request and its service's category.
   */
  payerBenefitType: 'urn:member-dashboard:fhir:benefit-type',
  payerClaimId: 'urn:member-dashboard:fhir:claim-id',
  payerEobDocument: 'urn:member-dashboard:fhir:eob-document',
  payerAuthorizationStatus: 'urn:member-dashboard:fhir:authorization-status',
  payerAuthorizationKind: 'urn:member-dashboard:fhir:authorization-kind',
  payerServiceCategory: 'urn:member-dashboard:fhir:service-category',
  payerMemberId: 'urn:member-dashboard:fhir:member-id',
  /** A referral's number, its status as the insurer words it, and the provider it sends the member to. */
  payerReferralId: 'urn:member-dashboard:fhir:referral-id',
  payerReferralStatus: 'urn:member-dashboard:fhir:referral-status',
  payerProviderId: 'urn:member-dashboard:fhir:provider-id',
  snomed: 'http://snomed.info/sct',
} as const;

/** SNOMED CT's "Patient referral": what a referral's ServiceRequest asks for. */
export const PATIENT_REFERRAL = '3457005';

/** Extensions the dashboard needs and CARIN does not define. */
export const EXTENSIONS = {
  /** On a benefitBalance's financial entry: what had been met before this claim was counted (usedMoney is after). */
  usedBeforeClaim: 'urn:member-dashboard:fhir:StructureDefinition/used-before-claim',
  /** On a prior authorization: the day the plan decided. */
  decisionDate: 'urn:member-dashboard:fhir:StructureDefinition/decision-date',
  /** On a referral: the visits the member has used of those it allows (`quantityQuantity`). */
  visitsUsed: 'urn:member-dashboard:fhir:StructureDefinition/visits-used',
  /** On a referral: its status as the insurer words it (a coding of `SYSTEMS.payerReferralStatus`). */
  referralStatus: 'urn:member-dashboard:fhir:StructureDefinition/referral-status',
} as const;
