import type {
  Coverage,
  ExplanationOfBenefit,
  ExplanationOfBenefitBenefitBalance,
  ExplanationOfBenefitItem,
  ExplanationOfBenefitItemAdjudication,
  Organization,
  Patient,
  Practitioner,
  Reference,
  Resource,
  ServiceRequest,
} from '@medplum/fhirtypes';
import type { Authorization, Claim, ClaimAccumulator, ClaimServiceLine, DomainId, Member, MemberShare, Referral } from '../../../domain/model';
import { EXTENSIONS, PATIENT_REFERRAL, PROFILES, SYSTEMS } from '../../fhir/fhir-codes';
import type { Language } from '../../../domain/copy/language';
import { authorizationsOf } from '../personas/authorizations-builder';
import { authorizationIn, claimIn } from '../personas/insurer-language';
import { BRANDS } from '../personas/content-catalogue';
import type { PlanData } from '../personas/persona-types';
import { stableHash } from '../personas/stable-hash';

/**
 * One family of the sandbox (a plan's members, claims and prior authorizations) as the FHIR R4 resources a
 * payer's Patient Access API serves: CARIN Blue Button 2.x Patient, Coverage, Organization, Practitioner and
 * ExplanationOfBenefit (oral for dental claims, pharmacy, outpatient institutional for a facility's medical
 * claims, professional otherwise), each decided claim's accumulators as `benefitBalance`, and each prior
 * authorization or referral as a PDex Prior Authorization. Built from the very persona data the sandbox
 * gateway answers from, so a member reads the same claims whichever way the dashboard asks.
 */

export interface FamilyInput {
  readonly plan: PlanData;
  readonly domainId: DomainId;
  readonly today: string;
  /** The language of the insurer's texts (a service's name, a denial reason, a remark): English unless asked. */
  readonly language?: Language;
}

const coding = (system: string, code: string, display?: string) => ({ coding: [{ system, code, ...(display !== undefined && { display }) }] });
const usd = (value: number) => ({ value, currency: 'USD' as const });

/** The insurer of a brand, as the Organization every Coverage and EOB names. */
export const insurerId = (domainId: DomainId): string => `insurer-${String(domainId)}`;

/** A named clinician ("Dr. ...") is a Practitioner; a clinic, facility or pharmacy an Organization. */
const isClinician = (name: string): boolean => /^Dr\.\s/.test(name);

interface ProviderFacts {
  readonly providerId: string | null;
  readonly name: string;
}

/**
 * A provider the insurer knows by an id is a resource of its own; one the claims system keeps only a name for
 * (a clinic, a pharmacy) is named by the reference alone.
 */
function providerReference(provider: ProviderFacts): Reference<Practitioner | Organization> {
  if (provider.providerId === null) return { display: provider.name };
  const type = isClinician(provider.name) ? 'Practitioner' : 'Organization';
  return { reference: `${type}/${provider.providerId}`, display: provider.name };
}

function providerResource(provider: ProviderFacts & { readonly providerId: string }): Practitioner | Organization {
  const id = provider.providerId;
  const identifier = [{ type: coding(SYSTEMS.carinIdentifierType, 'npi'), system: 'http://hl7.org/fhir/sid/us-npi', value: npiOf(id) }];
  if (isClinician(provider.name)) {
    const [person = provider.name] = provider.name.replace(/^Dr\.\s*/, '').split(',');
    const parts = person.trim().split(/\s+/);
    return {
      resourceType: 'Practitioner',
      id,
      meta: { profile: [PROFILES.practitioner] },
      identifier,
      name: [{ text: provider.name, family: parts[parts.length - 1] ?? person, given: parts.slice(0, -1), prefix: ['Dr.'] }],
    };
  }
  return { resourceType: 'Organization', id, meta: { profile: [PROFILES.organization] }, identifier, active: true, name: provider.name };
}

/** A made-up, well-formed NPI (ten digits) for a sandbox provider: the same on every run. */
function npiOf(id: string): string {
  return `1${String(stableHash(id) % 1_000_000_000).padStart(9, '0')}`;
}

function insurerResource(domainId: DomainId): Organization {
  return {
    resourceType: 'Organization',
    id: insurerId(domainId),
    meta: { profile: [PROFILES.organization] },
    identifier: [{ type: coding(SYSTEMS.v2IdentifierType, 'FILL'), system: 'urn:member-dashboard:fhir:payer', value: String(domainId) }],
    active: true,
    type: [coding('http://terminology.hl7.org/CodeSystem/organization-type', 'pay', 'Payer')],
    name: BRANDS[domainId].insurerName,
    telecom: [{ system: 'phone', value: BRANDS[domainId].customerServicePhone }],
  };
}

function patientResource(member: Member, input: FamilyInput): Patient {
  const account = input.plan.account;
  return {
    resourceType: 'Patient',
    id: member.memberKey,
    meta: { profile: [PROFILES.patient] },
    identifier: [
      {
        type: coding(SYSTEMS.v2IdentifierType, 'MB', 'Member Number'),
        system: SYSTEMS.payerMemberId,
        value: `${account.subscriberId}-${String(member.memberSuffix).padStart(2, '0')}`,
      },
    ],
    active: true,
    name: [{ use: 'usual', family: member.lastName, given: [member.firstName] }],
    gender: member.sex === 'F' ? 'female' : member.sex === 'M' ? 'male' : 'unknown',
    birthDate: member.dateOfBirth,
    address: [
      {
        line: [account.address.addressLine1, ...(account.address.addressLine2 === null ? [] : [account.address.addressLine2])],
        city: account.address.city,
        state: account.address.state,
        postalCode: account.address.zipCode,
      },
    ],
  };
}

type CoverageCategory = 'medical' | 'dental' | 'vision' | 'pharmacy';
const ELIGIBILITY: Readonly<Record<CoverageCategory, keyof Pick<Member, 'medicalEligibility' | 'dentalEligibility' | 'visionEligibility' | 'pharmacyEligibility'>>> = {
  medical: 'medicalEligibility',
  dental: 'dentalEligibility',
  vision: 'visionEligibility',
  pharmacy: 'pharmacyEligibility',
};
/** X12 insurance type codes (the v3 ActCode values CARIN's Coverage.type takes). */
const COVERAGE_TYPE: Readonly<Record<CoverageCategory, string>> = { medical: 'HIP', dental: 'DENTPRG', vision: 'VISPOL', pharmacy: 'DRUGPOL' };

const RELATIONSHIP: Readonly<Record<string, string>> = { S: 'self', P: 'spouse', C: 'child' };

export const coverageId = (memberKey: string, category: CoverageCategory): string => `${memberKey}-${category}`;

function planNameOf(plan: PlanData, category: CoverageCategory): string | undefined {
  if (category === 'medical') return plan.benefits.medical?.planName;
  if (category === 'dental') return plan.benefits.dental?.planName;
  if (category === 'vision') return plan.benefits.vision?.planName;
  return plan.benefits.pharmacy?.planName;
}

function coverageResources(member: Member, input: FamilyInput): Coverage[] {
  const { plan, domainId, today } = input;
  const subscriber = plan.account.members.find((candidate) => candidate.memberSuffix === 0) ?? member;
  return (Object.keys(ELIGIBILITY) as CoverageCategory[]).flatMap((category): Coverage[] => {
    const eligibility = member[ELIGIBILITY[category]];
    if (eligibility === null) return [];
    const ended = eligibility.terminationDate !== null && eligibility.terminationDate < today;
    const planName = planNameOf(plan, category);
    return [
      {
        resourceType: 'Coverage',
        id: coverageId(member.memberKey, category),
        meta: { profile: [PROFILES.coverage] },
        identifier: [{ type: coding(SYSTEMS.v2IdentifierType, 'MB', 'Member Number'), system: SYSTEMS.payerMemberId, value: `${plan.account.subscriberId}-${String(member.memberSuffix).padStart(2, '0')}` }],
        status: ended ? 'cancelled' : 'active',
        type: coding(SYSTEMS.actCode, COVERAGE_TYPE[category]),
        subscriber: { reference: `Patient/${subscriber.memberKey}` },
        subscriberId: plan.account.subscriberId,
        beneficiary: { reference: `Patient/${member.memberKey}`, display: `${member.firstName} ${member.lastName}` },
        dependent: String(member.memberSuffix).padStart(2, '0'),
        relationship: coding(SYSTEMS.subscriberRelationship, member.memberSuffix === 0 ? 'self' : (RELATIONSHIP[member.relationship] ?? 'other')),
        period: { ...(eligibility.effectiveDate !== null && { start: eligibility.effectiveDate }), ...(eligibility.terminationDate !== null && { end: eligibility.terminationDate }) },
        payor: [{ reference: `Organization/${insurerId(domainId)}`, display: BRANDS[domainId].insurerName }],
        class: [
          { type: coding(SYSTEMS.coverageClass, 'group'), value: plan.account.groupId, name: plan.account.groupName },
          ...(planName === undefined ? [] : [{ type: coding(SYSTEMS.coverageClass, 'plan'), value: eligibility.classPlanId ?? category, name: planName }]),
        ],
      },
    ];
  });
}

/** CARIN's EOB profile and claim type for a dashboard claim. */
function claimKind(claim: Claim): { readonly profile: string; readonly type: string } {
  if (claim.claimType === 'dental') return { profile: PROFILES.oral, type: 'oral' };
  if (claim.claimType === 'pharmacy') return { profile: PROFILES.pharmacy, type: 'pharmacy' };
  if (claim.claimType === 'vision') return { profile: PROFILES.professional, type: 'vision' };
  return isClinician(claim.provider.name) || claim.provider.providerId !== null
    ? { profile: PROFILES.professional, type: 'professional' }
    : { profile: PROFILES.outpatientInstitutional, type: 'institutional' };
}

const CODE_SYSTEM: Readonly<Record<ClaimServiceLine['codeSystem'], string>> = { CPT: SYSTEMS.cpt, HCPCS: SYSTEMS.hcpcs, CDT: SYSTEMS.cdt, NDC: SYSTEMS.ndc };

const amount = (system: string, code: string, value: number): ExplanationOfBenefitItemAdjudication => ({ category: coding(system, code), amount: usd(value) });

/** The amounts of a decided claim or line in CARIN's adjudication categories. */
function adjudications(billed: number, allowed: number | null, planPaid: number | null, share: MemberShare | null): ExplanationOfBenefitItemAdjudication[] {
  const submitted = amount(SYSTEMS.adjudication, 'submitted', billed);
  if (allowed === null || planPaid === null || share === null) return [submitted];
  return [
    submitted,
    amount(SYSTEMS.adjudication, 'eligible', allowed),
    amount(SYSTEMS.adjudication, 'benefit', planPaid),
    amount(SYSTEMS.adjudication, 'deductible', share.deductible),
    amount(SYSTEMS.adjudication, 'copay', share.copay),
    amount(SYSTEMS.carinAdjudication, 'coinsurance', share.coinsurance),
    amount(SYSTEMS.carinAdjudication, 'noncovered', share.notCovered),
    amount(SYSTEMS.carinAdjudication, 'memberliability', share.total),
  ];
}

function lineItem(line: ClaimServiceLine, noteNumber: number | null): ExplanationOfBenefitItem {
  return {
    sequence: line.lineNumber,
    productOrService: coding(CODE_SYSTEM[line.codeSystem], line.code, line.description),
    servicedDate: line.serviceDate,
    quantity: { value: line.quantity },
    ...(line.toothNumber !== null && { bodySite: coding(SYSTEMS.tooth, line.toothNumber) }),
    ...(line.daysSupply !== null && { extension: [{ url: 'urn:member-dashboard:fhir:StructureDefinition/days-supply', valueQuantity: { value: line.daysSupply, unit: 'd' } }] }),
    ...(noteNumber !== null && { noteNumber: [noteNumber] }),
    adjudication: adjudications(line.billed, line.allowed, line.planPaid, line.memberShare),
  };
}

const ACCUMULATOR_TYPE: Readonly<Record<ClaimAccumulator['kind'], { readonly system: string; readonly code: string }>> = {
  deductible: { system: SYSTEMS.benefitType, code: 'deductible' },
  'annual-maximum': { system: SYSTEMS.benefitType, code: 'benefit' },
  'out-of-pocket': { system: SYSTEMS.payerBenefitType, code: 'out-of-pocket' },
};

/** One accumulator the claim counted against, where it stood after the claim (usedMoney) and before it (an extension). */
function benefitBalance(claim: Claim, accumulator: ClaimAccumulator): ExplanationOfBenefitBenefitBalance {
  const type = ACCUMULATOR_TYPE[accumulator.kind];
  return {
    // 30: health benefit plan coverage; 35: dental care.
    category: coding(SYSTEMS.benefitCategory, claim.claimType === 'dental' ? '35' : '30'),
    ...(accumulator.network !== 'combined' && { network: coding(SYSTEMS.benefitNetwork, accumulator.network === 'in-network' ? 'in' : 'out') }),
    unit: coding(SYSTEMS.benefitUnit, accumulator.coverage),
    term: coding(SYSTEMS.benefitTerm, 'annual'),
    financial: [
      {
        type: coding(type.system, type.code),
        allowedMoney: usd(accumulator.limit),
        usedMoney: usd(accumulator.metAfter),
        extension: [{ url: EXTENSIONS.usedBeforeClaim, valueMoney: usd(accumulator.metBefore) }],
      },
    ],
  };
}

/** The payer's word on the whole claim: paid (or applied to the deductible), denied, or still pending. */
function paymentStatus(claim: Claim): string | null {
  if (claim.status === 'pending') return null;
  return claim.status === 'denied' ? 'denied' : 'paid';
}

/**
 * A claim's resource id: the claims system numbers claims within a family, so the member's key comes first to
 * keep ids unique across the payer; the claim number is the EOB's identifier, which the dashboard searches by.
 */
/**
 * When a claim or prior authorization last changed, as its `meta.lastUpdated` (what `_lastUpdated` searches
 * match): the day it was decided, else the day it was received. The start of that day, UTC, so that the
 * instant is the same whatever day the repository is loaded on.
 */
export const lastUpdatedOn = (day: string): string => `${day.slice(0, 10)}T00:00:00.000Z`;

export const claimResourceId = (claim: Pick<Claim, 'memberKey' | 'claimId'>): string => `${claim.memberKey}-${claim.claimId}`;

export function claimResource(claim: Claim, input: FamilyInput): ExplanationOfBenefit {
  const kind = claimKind(claim);
  const remarks = [...new Set(claim.serviceLines.flatMap((line) => (line.remark === null ? [] : [line.remark])))];
  const status = paymentStatus(claim);
  const coverageCategory: CoverageCategory = claim.claimType;
  return {
    resourceType: 'ExplanationOfBenefit',
    id: claimResourceId(claim),
    meta: { profile: [kind.profile], lastUpdated: lastUpdatedOn(claim.processedDate ?? claim.receivedDate) },
    language: claim.language,
    identifier: [
      { type: coding(SYSTEMS.carinIdentifierType, 'uc', 'Unique Claim ID'), system: SYSTEMS.payerClaimId, value: claim.claimId },
      ...(claim.eobId === null ? [] : [{ system: SYSTEMS.payerEobDocument, value: claim.eobId }]),
    ],
    status: 'active',
    type: coding(SYSTEMS.claimType, kind.type === 'vision' ? 'vision' : kind.type),
    use: 'claim',
    patient: { reference: `Patient/${claim.memberKey}`, display: claim.memberName },
    billablePeriod: { start: claim.serviceStartDate, end: claim.serviceEndDate },
    created: claim.processedDate ?? claim.receivedDate,
    insurer: { reference: `Organization/${insurerId(input.domainId)}`, display: BRANDS[input.domainId].insurerName },
    provider: providerReference(claim.provider),
    ...(claim.status === 'adjusted' && { related: [{ relationship: coding(SYSTEMS.relatedClaimRelationship, 'prior'), reference: { system: SYSTEMS.payerClaimId, value: `${claim.claimId}-original` } }] }),
    // A claim still pending is queued; every decided one is complete.
    outcome: claim.status === 'pending' ? 'queued' : 'complete',
    ...(claim.statusReason !== null && { disposition: claim.statusReason }),
    careTeam: [{ sequence: 1, provider: providerReference(claim.provider), responsible: true }],
    supportingInfo: [
      { sequence: 1, category: coding(SYSTEMS.supportingInfoType, 'clmrecvddate'), timingDate: claim.receivedDate },
      {
        sequence: 2,
        category: coding(SYSTEMS.supportingInfoType, 'billingnetworkcontractingstatus'),
        code: coding(SYSTEMS.payerAdjudicationStatus, claim.provider.networkStatus === 'in-network' ? 'contracted' : 'noncontracted'),
      },
    ],
    insurance: [{ focal: true, coverage: { reference: `Coverage/${coverageId(claim.memberKey, coverageCategory)}` } }],
    item: claim.serviceLines.map((line) => lineItem(line, line.remark === null ? null : remarks.indexOf(line.remark) + 1)),
    adjudication: [
      {
        category: coding(SYSTEMS.adjudicationDiscriminator, 'benefitpaymentstatus'),
        reason: coding(SYSTEMS.payerAdjudicationStatus, claim.provider.networkStatus === 'in-network' ? 'innetwork' : 'outofnetwork'),
      },
      ...(status === null ? [] : [{ category: coding(SYSTEMS.adjudicationDiscriminator, 'payerpaymentstatus'), reason: coding(SYSTEMS.payerAdjudicationStatus, status) }]),
    ],
    total: adjudications(claim.billed, claim.allowed, claim.planPaid, claim.memberShare).map((entry) => ({ category: entry.category, amount: entry.amount ?? usd(0) })),
    ...(remarks.length > 0 && { processNote: remarks.map((text, index) => ({ number: index + 1, type: 'display' as const, text })) }),
    ...(claim.accumulators.length > 0 && { benefitBalance: claim.accumulators.map((accumulator) => benefitBalance(claim, accumulator)) }),
  };
}

/** X12 306 review action codes PDex uses: A1 certified in total, A3 not certified, A4 pended, A6 modified (partly). */
const REVIEW_OUTCOME: Readonly<Record<Authorization['status'], ExplanationOfBenefit['outcome']>> = {
  received: 'queued',
  'in-review': 'queued',
  'more-information-needed': 'queued',
  approved: 'complete',
  'partly-approved': 'partial',
  denied: 'complete',
  expired: 'complete',
  withdrawn: 'error',
};

export function authorizationResource(authorization: Authorization, input: FamilyInput): ExplanationOfBenefit {
  const notes = [
    ...(authorization.denialReason === null ? [] : [{ number: 1, type: 'display' as const, text: authorization.denialReason }]),
    ...(authorization.informationRequested === null ? [] : [{ number: 2, type: 'display' as const, text: authorization.informationRequested }]),
  ];
  const approved = authorization.approved;
  const service = authorization.service;
  const medical = service.category !== 'dental';
  return {
    resourceType: 'ExplanationOfBenefit',
    id: authorization.authorizationId,
    meta: { profile: [PROFILES.priorAuthorization], lastUpdated: lastUpdatedOn(authorization.decisionDate ?? authorization.receivedAt) },
    language: authorization.language,
    identifier: [{ type: coding(SYSTEMS.carinIdentifierType, 'uc', 'Unique Claim ID'), system: SYSTEMS.payerClaimId, value: authorization.authorizationId }],
    status: authorization.status === 'withdrawn' ? 'cancelled' : 'active',
    type: coding(SYSTEMS.claimType, medical ? 'professional' : 'oral'),
    subType: coding(SYSTEMS.payerAuthorizationKind, authorization.kind),
    use: 'preauthorization',
    patient: { reference: `Patient/${authorization.memberKey}`, display: authorization.memberName },
    created: authorization.receivedAt,
    insurer: { reference: `Organization/${insurerId(input.domainId)}`, display: BRANDS[input.domainId].insurerName },
    provider: providerReference(authorization.requestingProvider),
    priority: coding(SYSTEMS.processPriority, authorization.urgency === 'expedited' ? 'stat' : 'normal'),
    outcome: REVIEW_OUTCOME[authorization.status],
    ...(authorization.decisionDate !== null && { extension: [{ url: EXTENSIONS.decisionDate, valueDate: authorization.decisionDate }] }),
    ...(approved !== null && { preAuthRefPeriod: [{ start: approved.startDate, end: approved.endDate }] }),
    careTeam: [
      { sequence: 1, provider: providerReference(authorization.requestingProvider), responsible: true, role: coding('http://terminology.hl7.org/CodeSystem/claimcareteamrole', 'primary') },
      { sequence: 2, provider: providerReference(authorization.servicingProvider), role: coding('http://terminology.hl7.org/CodeSystem/claimcareteamrole', 'supervisor') },
    ],
    insurance: [{ focal: true, coverage: { reference: `Coverage/${coverageId(authorization.memberKey, medical ? 'medical' : 'dental')}` } }],
    item: [
      {
        sequence: 1,
        category: coding(SYSTEMS.payerServiceCategory, service.category),
        productOrService: service.code === null ? { text: service.description } : coding(service.category === 'dental' ? SYSTEMS.cdt : /^[A-Z]/.test(service.code) ? SYSTEMS.hcpcs : SYSTEMS.cpt, service.code, service.description),
        quantity: { value: authorization.requestedUnits },
        careTeamSequence: [2],
        ...(notes.length > 0 && { noteNumber: notes.map((note) => note.number) }),
        adjudication: [
          { category: coding(SYSTEMS.payerAuthorizationStatus, authorization.status) },
          ...(approved === null ? [] : [{ category: coding(SYSTEMS.payerAuthorizationStatus, 'approved-units'), value: approved.units, reason: { text: approved.unit } }]),
        ],
      },
    ],
    ...(notes.length > 0 && { processNote: notes }),
  };
}

/** Every resource of one family: its members and their coverage, the insurer, the providers, claims and prior authorizations. */
/**
 * A referral to a specialist as a US Core ServiceRequest for a patient referral: `active` until its end date
 * has passed, `completed` after; the insurer's status, the provider's id and the visits used in the payer's
 * codes (adapters/fhir/fhir-referrals.ts reads them back).
 */
function referralResource(referral: Referral, today: string): ServiceRequest {
  return {
    resourceType: 'ServiceRequest',
    meta: { profile: [PROFILES.referral] },
    id: `referral-${referral.referralId}`,
    identifier: [{ system: SYSTEMS.payerReferralId, value: referral.referralId }],
    status: referral.endDate < today ? 'completed' : 'active',
    intent: 'order',
    code: { coding: [{ system: SYSTEMS.snomed, code: PATIENT_REFERRAL, display: 'Patient referral' }], text: `Referral to ${referral.specialty}` },
    subject: { reference: `Patient/${referral.memberKey}`, display: referral.memberName },
    occurrencePeriod: { start: referral.startDate, end: referral.endDate },
    quantityQuantity: { value: referral.visitsAuthorized, unit: 'visits' },
    performerType: { text: referral.specialty },
    performer: [{ identifier: { system: SYSTEMS.payerProviderId, value: referral.providerId }, display: referral.providerName }],
    extension: [
      { url: EXTENSIONS.visitsUsed, valueUnsignedInt: referral.visitsUsed },
      { url: EXTENSIONS.referralStatus, valueCoding: { system: SYSTEMS.payerReferralStatus, code: referral.statusCode, display: referral.statusDescription } },
    ],
  };
}

export function familyResources(input: FamilyInput): Resource[] {
  const { plan } = input;
  const book = plan.claims;
  const language = input.language ?? 'en';
  const claims = [...book.claims, ...book.navitusClaims].map((claim) => claimIn(language, claim));
  const authorizations = authorizationsOf(plan, input.today).map((authorization) => authorizationIn(language, authorization));
  const providers = new Map<string, Practitioner | Organization>();
  const addProvider = (provider: ProviderFacts): void => {
    if (provider.providerId === null) return;
    const resource = providerResource({ ...provider, providerId: provider.providerId });
    providers.set(`${resource.resourceType}/${resource.id ?? ''}`, resource);
  };
  for (const claim of claims) addProvider(claim.provider);
  for (const authorization of authorizations) {
    addProvider(authorization.requestingProvider);
    addProvider(authorization.servicingProvider);
  }
  return [
    insurerResource(input.domainId),
    ...plan.account.members.flatMap((member) => [patientResource(member, input), ...coverageResources(member, input)]),
    ...providers.values(),
    ...claims.map((claim) => claimResource(claim, input)),
    ...authorizations.map((authorization) => authorizationResource(authorization, input)),
    ...plan.referrals.map((referral) => referralResource(referral, input.today)),
  ];
}
