import type { CodeableConcept, ExplanationOfBenefit, ExplanationOfBenefitItem, ExplanationOfBenefitTotal, Money, Patient } from '@medplum/fhirtypes';
import type { Claim, ClaimAccumulator, ClaimServiceLine, ClaimStatus, ClaimType, MemberShare, ServiceCodeSystem } from '../../domain/model';
import { EXTENSIONS, SYSTEMS } from './fhir-codes';

/**
 * CARIN Blue Button ExplanationOfBenefit resources as the dashboard's claims: the claim, its lines and their
 * amounts, and (benefitBalance) the accumulators it counted against. Pure functions of the resources, so that
 * what a payer sends is all the claim page shows; what CARIN leaves out and the dashboard needs is read from
 * the few codes and extensions `fhir-codes.ts` lists, and docs/fhir.md says what shows when a payer lacks them.
 */

const codeIn = (concept: CodeableConcept | undefined, system: string): string | undefined => concept?.coding?.find((coding) => coding.system === system)?.code;
const money = (value: Money | undefined): number => value?.value ?? 0;
const refId = (reference: string | undefined, type: string): string => (reference?.startsWith(`${type}/`) === true ? reference.slice(type.length + 1) : (reference ?? ''));

const CLAIM_TYPE: Readonly<Record<string, ClaimType>> = { oral: 'dental', pharmacy: 'pharmacy', vision: 'vision', professional: 'medical', institutional: 'medical' };

/** The claim-type codes a dashboard claim type is searched by. */
export const CLAIM_TYPE_CODES: Readonly<Record<ClaimType, readonly string[]>> = {
  medical: ['professional', 'institutional'],
  dental: ['oral'],
  pharmacy: ['pharmacy'],
  vision: ['vision'],
};

const CODE_SYSTEM: Readonly<Record<string, ServiceCodeSystem>> = { [SYSTEMS.cpt]: 'CPT', [SYSTEMS.hcpcs]: 'HCPCS', [SYSTEMS.cdt]: 'CDT', [SYSTEMS.ndc]: 'NDC' };

/** An amount of an adjudication list by its category code (any system), or null when the payer sent none. */
function amountOf(entries: readonly { readonly category: CodeableConcept; readonly amount?: Money }[] | undefined, code: string): number | null {
  const entry = entries?.find((candidate) => candidate.category.coding?.some((coding) => coding.code === code) === true);
  return entry === undefined ? null : money(entry.amount);
}

interface Amounts {
  readonly billed: number;
  readonly allowed: number | null;
  readonly planPaid: number | null;
  readonly memberShare: MemberShare | null;
}

function amountsOf(entries: readonly { readonly category: CodeableConcept; readonly amount?: Money }[] | undefined, decided: boolean): Amounts {
  const billed = amountOf(entries, 'submitted') ?? 0;
  if (!decided) return { billed, allowed: null, planPaid: null, memberShare: null };
  const deductible = amountOf(entries, 'deductible') ?? 0;
  const copay = amountOf(entries, 'copay') ?? 0;
  const coinsurance = amountOf(entries, 'coinsurance') ?? 0;
  const notCovered = amountOf(entries, 'noncovered') ?? 0;
  return {
    billed,
    allowed: amountOf(entries, 'eligible'),
    planPaid: amountOf(entries, 'benefit'),
    memberShare: { deductible, copay, coinsurance, notCovered, total: amountOf(entries, 'memberliability') ?? deductible + copay + coinsurance + notCovered },
  };
}

function lineOf(item: ExplanationOfBenefitItem, eob: ExplanationOfBenefit, decided: boolean): ClaimServiceLine {
  const coding = item.productOrService.coding?.[0];
  const notes = eob.processNote ?? [];
  const remark = item.noteNumber?.map((number) => notes.find((note) => note.number === number)?.text).find((text) => text !== undefined) ?? null;
  const daysSupply = item.extension?.find((extension) => extension.url.endsWith('/days-supply'))?.valueQuantity?.value ?? null;
  return {
    lineNumber: item.sequence,
    serviceDate: item.servicedDate ?? item.servicedPeriod?.start ?? eob.billablePeriod?.start ?? '',
    code: coding?.code ?? '',
    codeSystem: CODE_SYSTEM[coding?.system ?? ''] ?? 'CPT',
    description: coding?.display ?? item.productOrService.text ?? '',
    quantity: item.quantity?.value ?? 1,
    daysSupply,
    toothNumber: codeIn(item.bodySite, SYSTEMS.tooth) ?? null,
    ...amountsOf(item.adjudication, decided),
    remark,
  };
}

const ACCUMULATOR_KIND: Readonly<Record<string, ClaimAccumulator['kind']>> = {
  [`${SYSTEMS.benefitType}|deductible`]: 'deductible',
  [`${SYSTEMS.benefitType}|benefit`]: 'annual-maximum',
  [`${SYSTEMS.payerBenefitType}|out-of-pocket`]: 'out-of-pocket',
};

function accumulatorsOf(eob: ExplanationOfBenefit): ClaimAccumulator[] {
  return (eob.benefitBalance ?? []).flatMap((balance) =>
    (balance.financial ?? []).flatMap((financial): ClaimAccumulator[] => {
      const coding = financial.type.coding?.[0];
      const kind = ACCUMULATOR_KIND[`${coding?.system ?? ''}|${coding?.code ?? ''}`];
      if (kind === undefined || financial.usedMoney === undefined) return [];
      const network = codeIn(balance.network, SYSTEMS.benefitNetwork);
      const before = financial.extension?.find((extension) => extension.url === EXTENSIONS.usedBeforeClaim)?.valueMoney;
      return [
        {
          kind,
          coverage: codeIn(balance.unit, SYSTEMS.benefitUnit) === 'family' ? 'family' : 'individual',
          network: network === 'in' ? 'in-network' : network === 'out' ? 'out-of-network' : 'combined',
          limit: money(financial.allowedMoney),
          // A payer that reports only where the accumulator stands after the claim: the claim moved nothing we can show.
          metBefore: before === undefined ? money(financial.usedMoney) : money(before),
          metAfter: money(financial.usedMoney),
        },
      ];
    }),
  );
}

function statusOf(eob: ExplanationOfBenefit): ClaimStatus {
  if (eob.outcome === 'queued') return 'pending';
  if (eob.related?.some((related) => codeIn(related.relationship, SYSTEMS.relatedClaimRelationship) === 'prior') === true) return 'adjusted';
  const payment = eob.adjudication?.find((entry) => codeIn(entry.category, SYSTEMS.adjudicationDiscriminator) === 'payerpaymentstatus');
  return codeIn(payment?.reason, SYSTEMS.payerAdjudicationStatus) === 'denied' ? 'denied' : 'processed';
}

/** A member's name as the dashboard writes it: given names, then the family name. */
export function patientName(patient: Patient): string {
  const name = patient.name?.[0];
  if (name === undefined) return '';
  return name.text ?? [...(name.given ?? []), name.family ?? ''].filter((part) => part !== '').join(' ');
}

/** A CARIN EOB as a claim; `names` gives the member's name when the reference carries none. */
export function claimOf(eob: ExplanationOfBenefit, names: ReadonlyMap<string, string> = new Map()): Claim {
  const status = statusOf(eob);
  const decided = status !== 'pending';
  const memberKey = refId(eob.patient.reference, 'Patient');
  const received = eob.supportingInfo?.find((info) => codeIn(info.category, SYSTEMS.supportingInfoType) === 'clmrecvddate')?.timingDate;
  const contracting = eob.supportingInfo?.find((info) => codeIn(info.category, SYSTEMS.supportingInfoType) === 'billingnetworkcontractingstatus');
  const providerReference = eob.provider.reference;
  const created = eob.created.slice(0, 10);
  const totals: readonly ExplanationOfBenefitTotal[] = eob.total ?? [];
  return {
    claimId: eob.identifier?.find((identifier) => identifier.system === SYSTEMS.payerClaimId)?.value ?? eob.id ?? '',
    memberKey,
    memberName: eob.patient.display ?? names.get(memberKey) ?? '',
    claimType: CLAIM_TYPE[codeIn(eob.type, SYSTEMS.claimType) ?? ''] ?? 'medical',
    serviceStartDate: eob.billablePeriod?.start ?? eob.item?.[0]?.servicedDate ?? created,
    serviceEndDate: eob.billablePeriod?.end ?? eob.billablePeriod?.start ?? eob.item?.[0]?.servicedDate ?? created,
    receivedDate: received ?? created,
    processedDate: decided ? created : null,
    provider: {
      providerId: providerReference === undefined ? null : (providerReference.split('/')[1] ?? null),
      name: eob.provider.display ?? '',
      networkStatus: codeIn(contracting?.code, SYSTEMS.payerAdjudicationStatus) === 'noncontracted' ? 'out-of-network' : 'in-network',
    },
    status,
    statusReason: eob.disposition ?? null,
    ...amountsOf(totals, decided),
    serviceLines: (eob.item ?? []).map((item) => lineOf(item, eob, decided)),
    eobId: eob.identifier?.find((identifier) => identifier.system === SYSTEMS.payerEobDocument)?.value ?? null,
    accumulators: accumulatorsOf(eob),
    language: eob.language === 'es' ? 'es' : 'en',
  };
}
