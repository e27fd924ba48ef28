import type {
  DentalMaximum,
  DentalService,
  DentalTier,
  Limit,
  MedicalServiceDetail,
  MedicalServiceLink,
  MedicalTier,
  Member,
  NetworkStatus,
  OopDeductibles,
  TierRef,
} from '../../../domain/model';
import type { MetThisYear } from './accumulator-ledger';
import type { PlanChoice } from './family-builder';
import type { CategoryPlan, DentalPlan, MedicalPlan, SandboxIdCard } from './persona-types';
import type { CategoryPreset, DentalPercentages, DentalPreset, MedicalPreset, NetworkAmounts } from './plan-catalogue';

/**
 * Benefits derived from a plan preset and what each member has met this plan year (the claims system's
 * accumulators, which end at what the member has spent), so deductibles and maximums come out partly met,
 * agree with the claims' EOBs, and family totals add up across members.
 */

export interface MemberSpend {
  readonly suffix: number;
  readonly age: number;
  readonly medical: number;
  readonly dental: number;
}

/** A member with what they have met this plan year (the claims system's accumulators), which the benefits show. */
export interface MemberStanding extends MemberSpend {
  readonly met: MetThisYear;
}

const cents = (amount: number): number => Math.round(amount * 100) / 100;

/** Members see an out-of-network provider now and then: a small share of their claims is out of network. */
const OUT_OF_NETWORK_SHARE = 0.12;

export const MEDICAL_TIERS: readonly TierRef[] = [
  { tierId: 'tab1', name: 'In Network' },
  { tierId: 'tab2', name: 'Out of Network' },
];

export const DENTAL_TIERS: readonly TierRef[] = [
  { tierId: 'innet', name: 'In Network' },
  { tierId: 'outnet', name: 'Out of Network' },
];

interface Met {
  readonly deductible: number;
  readonly outOfPocket: number;
}

function metFor(spend: number, amounts: NetworkAmounts): Met {
  const deductible = Math.min(spend, amounts.deductible);
  const coinsurance = Number.parseFloat(amounts.coinsurance) / 100;
  const outOfPocket = Math.min(amounts.outOfPocket, deductible + coinsurance * Math.max(0, spend - amounts.deductible));
  return { deductible: cents(deductible), outOfPocket: cents(outOfPocket) };
}

function networkSpend(spend: number, network: NetworkStatus): number {
  return network === 'in-network' ? spend * (1 - OUT_OF_NETWORK_SHARE) : spend * OUT_OF_NETWORK_SHARE;
}

/** What a member's spending this plan year comes to on each accumulator: the persona's standing today. */
export function metFromSpend(plans: PlanChoice, spend: MemberSpend): MetThisYear {
  const medical = plans.medical;
  const dental = plans.dental;
  const none = { deductible: 0, outOfPocket: 0 };
  return {
    medical: {
      'in-network': medical === null ? none : metFor(networkSpend(spend.medical, 'in-network'), medical.inNetwork),
      'out-of-network': medical === null ? none : metFor(networkSpend(spend.medical, 'out-of-network'), medical.outOfNetwork),
    },
    dental: {
      deductible: dental === null ? 0 : cents(Math.min(dental.deductible, spend.dental)),
      annualMaximum: dental === null ? 0 : cents(Math.min(dental.annualMaximum, spend.dental)),
    },
  };
}

function oopDeductibles(amounts: NetworkAmounts, viewer: MemberStanding, family: readonly MemberStanding[], network: NetworkStatus): OopDeductibles {
  const own = viewer.met.medical[network];
  const everyone = family.map((member) => member.met.medical[network]);
  const familyDeductibleMet = cents(Math.min(amounts.familyDeductible, everyone.reduce((sum, met) => sum + met.deductible, 0)));
  const familyOutOfPocketMet = cents(Math.min(amounts.familyOutOfPocket, everyone.reduce((sum, met) => sum + met.outOfPocket, 0)));
  // Single coverage has no family amounts.
  const hasFamily = family.length > 1;
  return {
    individualDeductible: amounts.deductible,
    individualDeductibleMet: own.deductible,
    individualDeductibleRemaining: cents(amounts.deductible - own.deductible),
    familyDeductible: hasFamily ? amounts.familyDeductible : null,
    familyDeductibleMet: hasFamily ? familyDeductibleMet : null,
    familyDeductibleRemaining: hasFamily ? cents(amounts.familyDeductible - familyDeductibleMet) : null,
    individualOutOfPocket: amounts.outOfPocket,
    individualOutOfPocketMet: own.outOfPocket,
    individualOutOfPocketRemaining: cents(amounts.outOfPocket - own.outOfPocket),
    familyOutOfPocket: hasFamily ? amounts.familyOutOfPocket : null,
    familyOutOfPocketMet: hasFamily ? familyOutOfPocketMet : null,
    familyOutOfPocketRemaining: hasFamily ? cents(amounts.familyOutOfPocket - familyOutOfPocketMet) : null,
    detailDescription:
      network === 'in-network'
        ? `After the deductible you pay ${amounts.coinsurance} coinsurance until you reach the out-of-pocket maximum. Copays count toward the out-of-pocket maximum; once it is met, the plan pays 100% of covered in-network services for the rest of the plan year.`
        : 'Out-of-network providers may bill you for charges above the maximum plan allowance; those charges do not count toward your deductible or out-of-pocket maximum.',
  };
}

interface ServiceTemplate {
  readonly pageId: string;
  readonly pageDescription: string;
  readonly mainNote: string | null;
  readonly inNetwork: (plan: MedicalPreset) => { readonly copay: string; readonly isCopay: boolean; readonly note: string | null };
  readonly outOfNetwork: (plan: MedicalPreset) => { readonly copay: string; readonly isCopay: boolean; readonly note: string | null };
}

const afterDeductible = (amounts: NetworkAmounts) => ({
  copay: amounts.coinsurance,
  isCopay: false,
  note: amounts.deductible > 0 ? 'After deductible' : null,
});

const MEDICAL_SERVICES: readonly ServiceTemplate[] = [
  {
    pageId: 'preventive-care',
    pageDescription: 'Preventive care',
    mainNote: 'Annual physicals, well-child visits, immunizations and screenings recommended by the U.S. Preventive Services Task Force.',
    inNetwork: () => ({ copay: '$0', isCopay: true, note: 'Deductible does not apply' }),
    outOfNetwork: (plan) => afterDeductible(plan.outOfNetwork),
  },
  {
    pageId: 'primary-care-visit',
    pageDescription: 'Primary care office visit',
    mainNote: null,
    inNetwork: (plan) => ({ copay: plan.copays.primaryCare, isCopay: true, note: 'Deductible does not apply' }),
    outOfNetwork: (plan) => afterDeductible(plan.outOfNetwork),
  },
  {
    pageId: 'specialist-visit',
    pageDescription: 'Specialist office visit',
    mainNote: 'Some specialists need a referral from your primary care provider.',
    inNetwork: (plan) => ({ copay: plan.copays.specialist, isCopay: true, note: null }),
    outOfNetwork: (plan) => afterDeductible(plan.outOfNetwork),
  },
  {
    pageId: 'virtual-care',
    pageDescription: 'Virtual care visit',
    mainNote: 'Video and phone visits with in-network providers.',
    inNetwork: (plan) => ({ copay: plan.copays.virtualCare, isCopay: true, note: null }),
    outOfNetwork: () => ({ copay: 'Not covered', isCopay: false, note: null }),
  },
  {
    pageId: 'urgent-care',
    pageDescription: 'Urgent care',
    mainNote: null,
    inNetwork: (plan) => ({ copay: plan.copays.urgentCare, isCopay: true, note: null }),
    outOfNetwork: (plan) => afterDeductible(plan.outOfNetwork),
  },
  {
    pageId: 'emergency-room',
    pageDescription: 'Emergency room',
    mainNote: 'Copay waived if you are admitted to the hospital.',
    inNetwork: (plan) => ({ copay: plan.copays.emergencyRoom, isCopay: true, note: 'Copay waived if admitted' }),
    outOfNetwork: (plan) => ({ copay: plan.copays.emergencyRoom, isCopay: true, note: 'Paid at the in-network level for emergencies' }),
  },
  {
    pageId: 'inpatient-hospital',
    pageDescription: 'Inpatient hospital stay',
    mainNote: 'Prior authorization required for planned admissions.',
    inNetwork: (plan) => afterDeductible(plan.inNetwork),
    outOfNetwork: (plan) => afterDeductible(plan.outOfNetwork),
  },
  {
    pageId: 'lab-and-imaging',
    pageDescription: 'Lab, X-ray and imaging',
    mainNote: 'Advanced imaging (MRI, CT, PET) needs prior authorization.',
    inNetwork: (plan) => afterDeductible(plan.inNetwork),
    outOfNetwork: (plan) => afterDeductible(plan.outOfNetwork),
  },
  {
    pageId: 'mental-health',
    pageDescription: 'Mental health office visit',
    mainNote: null,
    inNetwork: (plan) => ({ copay: plan.copays.primaryCare, isCopay: true, note: 'Deductible does not apply' }),
    outOfNetwork: (plan) => afterDeductible(plan.outOfNetwork),
  },
];

const serviceLink = (service: ServiceTemplate): MedicalServiceLink => ({
  url: `/api/benefits/medical/services/${service.pageId}`,
  pageId: service.pageId,
  pageDescription: service.pageDescription,
});

export function medicalPlanFor(plan: MedicalPreset, viewer: MemberStanding, family: readonly MemberStanding[]): MedicalPlan {
  const services = MEDICAL_SERVICES.map(serviceLink);
  const [inTier, outTier] = MEDICAL_TIERS;
  const byTier: Record<string, MedicalTier> = {};
  if (inTier !== undefined) byTier[inTier.name] = { services, oopDeductibles: oopDeductibles(plan.inNetwork, viewer, family, 'in-network') };
  if (outTier !== undefined) byTier[outTier.name] = { services, oopDeductibles: oopDeductibles(plan.outOfNetwork, viewer, family, 'out-of-network') };
  const serviceDetails: MedicalServiceDetail[] = MEDICAL_SERVICES.map((service) => ({
    id: service.pageId,
    mainNote: service.mainNote,
    outOfPocket: `Counts toward your out-of-pocket maximum of $${plan.inNetwork.outOfPocket.toLocaleString('en-US')} in network.`,
    tierOutOfPocket: [
      { description: service.pageDescription, network: 'In Network', ...service.inNetwork(plan) },
      { description: service.pageDescription, network: 'Out of Network', ...service.outOfNetwork(plan) },
    ],
  }));
  return { planName: plan.name, tiers: MEDICAL_TIERS, byTier, serviceDetails };
}

/** A plan year that has ended: the sandbox shows its deductibles as met in full. */
export function closedPlanYear(tier: MedicalTier): MedicalTier {
  const o = tier.oopDeductibles;
  return {
    services: tier.services,
    oopDeductibles: {
      ...o,
      individualDeductibleMet: o.individualDeductible,
      individualDeductibleRemaining: o.individualDeductible === null ? null : 0,
      familyDeductibleMet: o.familyDeductible,
      familyDeductibleRemaining: o.familyDeductible === null ? null : 0,
    },
  };
}

/** Limits of a plan year that has ended: as for medical, deductibles read as met in full. */
export function closedPlanYearLimits(limits: readonly Limit[]): Limit[] {
  return limits.map((row) =>
    /deductible/i.test(row.limitType) && row.total !== null && row.total > 0 ? { ...row, totalMet: row.total, totalRemaining: 0 } : row,
  );
}

interface DentalServiceTemplate {
  readonly code: string;
  readonly name: string;
  readonly category: string;
  readonly serviceClass: keyof DentalPercentages | 'cosmetic';
  readonly description: string;
  readonly benefitLimit: string | null;
  /** Only for members under 19 (sealants, adolescent orthodontia): adults get -1 (not applicable). */
  readonly childrenOnly?: boolean;
  readonly adultsOnly?: boolean;
}

const DENTAL_SERVICES: readonly DentalServiceTemplate[] = [
  { code: 'D0120', name: 'Periodic oral evaluation', category: 'Diagnostic & Preventive', serviceClass: 'preventive', description: 'Routine exam by your dentist.', benefitLimit: 'Twice per plan year' },
  { code: 'D0274', name: 'Bitewing X-rays (four films)', category: 'Diagnostic & Preventive', serviceClass: 'preventive', description: 'X-rays of the back teeth to find decay between teeth.', benefitLimit: 'Once per plan year' },
  { code: 'D0330', name: 'Panoramic X-ray', category: 'Diagnostic & Preventive', serviceClass: 'preventive', description: 'A single X-ray of the whole mouth.', benefitLimit: 'Once every 5 years' },
  { code: 'D1110', name: 'Cleaning (adult)', category: 'Diagnostic & Preventive', serviceClass: 'preventive', description: 'Prophylaxis for permanent teeth.', benefitLimit: 'Twice per plan year', adultsOnly: true },
  { code: 'D1120', name: 'Cleaning (child)', category: 'Diagnostic & Preventive', serviceClass: 'preventive', description: 'Prophylaxis for primary and mixed teeth.', benefitLimit: 'Twice per plan year', childrenOnly: true },
  { code: 'D1206', name: 'Fluoride varnish', category: 'Diagnostic & Preventive', serviceClass: 'preventive', description: 'Topical fluoride to prevent decay.', benefitLimit: 'Twice per plan year' },
  { code: 'D1351', name: 'Sealant', category: 'Diagnostic & Preventive', serviceClass: 'preventive', description: 'Protective coating on the chewing surfaces of permanent molars.', benefitLimit: 'Once every 3 years per tooth', childrenOnly: true },
  { code: 'D2391', name: 'Composite filling, one surface (back tooth)', category: 'Basic Services', serviceClass: 'basic', description: 'Tooth-colored filling.', benefitLimit: 'Once every 2 years per surface' },
  { code: 'D3330', name: 'Root canal, molar', category: 'Basic Services', serviceClass: 'basic', description: 'Endodontic therapy on a molar, excluding the final restoration.', benefitLimit: null },
  { code: 'D4341', name: 'Periodontal scaling and root planing', category: 'Basic Services', serviceClass: 'basic', description: 'Deep cleaning, four or more teeth per quadrant.', benefitLimit: 'Once every 2 years per quadrant', adultsOnly: true },
  { code: 'D7140', name: 'Simple extraction', category: 'Basic Services', serviceClass: 'basic', description: 'Removal of an erupted tooth.', benefitLimit: null },
  { code: 'D2740', name: 'Crown, porcelain/ceramic', category: 'Major Services', serviceClass: 'major', description: 'Full-coverage crown.', benefitLimit: 'Once every 7 years per tooth' },
  { code: 'D5110', name: 'Complete denture, upper', category: 'Major Services', serviceClass: 'major', description: 'Full upper denture.', benefitLimit: 'Once every 7 years', adultsOnly: true },
  { code: 'D6010', name: 'Implant body, surgical placement', category: 'Major Services', serviceClass: 'major', description: 'Endosteal implant.', benefitLimit: 'Once every 7 years per tooth', adultsOnly: true },
  { code: 'D8080', name: 'Comprehensive orthodontics, adolescent', category: 'Orthodontia', serviceClass: 'orthodontia', description: 'Braces for members under 19.', benefitLimit: 'Lifetime maximum applies', childrenOnly: true },
  { code: 'D8090', name: 'Comprehensive orthodontics, adult', category: 'Orthodontia', serviceClass: 'orthodontia', description: 'Braces for members 19 and older.', benefitLimit: 'Not covered for adults', adultsOnly: true },
  { code: 'D9972', name: 'External bleaching (whitening)', category: 'Cosmetic', serviceClass: 'cosmetic', description: 'Cosmetic whitening is not a covered service.', benefitLimit: null },
];

const CHILD_AGE_LIMIT = 19;
const INCENTIVE_TIERS: readonly string[] = ['70%', '80%', '90%', '100%'];

/** -1: the service does not apply to this member; 0: it applies but is not covered. The UI skips both. */
function dentalAmount(service: DentalServiceTemplate, percentages: DentalPercentages, age: number, plan: DentalPreset): number {
  const child = age < CHILD_AGE_LIMIT;
  if ((service.childrenOnly === true && !child) || (service.adultsOnly === true && child)) return -1;
  if (service.serviceClass === 'cosmetic') return 0;
  if (service.serviceClass === 'orthodontia' && (plan.orthodontiaMaximum === null || !child)) return 0;
  return percentages[service.serviceClass];
}

function dentalServices(plan: DentalPreset, percentages: DentalPercentages, age: number): Record<string, DentalService[]> {
  const byCategory: Record<string, DentalService[]> = {};
  for (const service of DENTAL_SERVICES) {
    const list = byCategory[service.category] ?? [];
    list.push({
      code: service.code,
      name: service.name,
      amount: dentalAmount(service, percentages, age, plan),
      description: service.description,
      incentiveTiers: plan.incentive && (service.serviceClass === 'preventive' || service.serviceClass === 'basic') ? INCENTIVE_TIERS : [],
      benefitLimit: service.benefitLimit,
    });
    byCategory[service.category] = list;
  }
  return byCategory;
}

function dentalMaximums(plan: DentalPreset, member: MemberStanding, family: readonly MemberStanding[]): DentalMaximum[] {
  const annualMet = member.met.dental.annualMaximum;
  const familyDeductibleMet = cents(Math.min(plan.familyDeductible, family.reduce((sum, m) => sum + m.met.dental.deductible, 0)));
  const maximums: DentalMaximum[] = [
    {
      description: 'Annual Maximum',
      familyAmount: 0,
      familyMet: 0,
      familyRemaining: 0,
      indivAmount: plan.annualMaximum,
      indivMet: annualMet,
      indivRemaining: cents(plan.annualMaximum - annualMet),
      detailDescription: {
        header: 'Annual maximum',
        body: 'The most the plan pays for each member’s covered dental services in a plan year. Everything the plan pays counts toward it, preventive care included.',
      },
    },
  ];
  if (plan.deductible > 0) {
    maximums.push({
      description: 'Deductible',
      familyAmount: plan.familyDeductible,
      familyMet: familyDeductibleMet,
      familyRemaining: cents(plan.familyDeductible - familyDeductibleMet),
      indivAmount: plan.deductible,
      indivMet: member.met.dental.deductible,
      indivRemaining: cents(plan.deductible - member.met.dental.deductible),
      detailDescription: null,
    });
  }
  if (plan.orthodontiaMaximum !== null && member.age < CHILD_AGE_LIMIT) {
    const orthoMet = member.age >= 12 && member.age < 16 ? cents(Math.min(plan.orthodontiaMaximum, member.dental * 0.6)) : 0;
    maximums.push({
      description: 'Orthodontia Lifetime Maximum',
      familyAmount: 0,
      familyMet: 0,
      familyRemaining: 0,
      indivAmount: plan.orthodontiaMaximum,
      indivMet: orthoMet,
      indivRemaining: cents(plan.orthodontiaMaximum - orthoMet),
      detailDescription: { header: 'Orthodontia', body: 'Available to members under 19. Paid monthly over the course of treatment.' },
    });
  }
  return maximums;
}

export function dentalPlanFor(plan: DentalPreset, family: readonly MemberStanding[]): DentalPlan {
  return {
    planName: plan.name,
    bySuffix: family.map((member) => ({
      suffix: member.suffix,
      tiers: DENTAL_TIERS.map(
        (tier): DentalTier => ({
          tierId: tier.tierId,
          name: tier.name,
          servicesByCategory: dentalServices(plan, tier.tierId === 'innet' ? plan.inNetwork : plan.outOfNetwork, member.age),
          maximums: dentalMaximums(plan, member, family),
        }),
      ),
    })),
  };
}

export function categoryPlanFor(category: 'vision' | 'pharmacy', preset: CategoryPreset): CategoryPlan {
  return { category, planName: preset.name, summary: preset.summary };
}

const limit = (
  productCategory: string,
  coverageType: Limit['coverageType'],
  limitType: string,
  networkTier: string,
  total: number,
  met: number,
  detailedDescription: Limit['detailedDescription'] = null,
): Limit => ({
  productCategory,
  coverageType,
  limitType,
  networkTier,
  total,
  totalMet: cents(met),
  totalRemaining: cents(total - met),
  detailedDescription,
});

/**
 * A member's limits over several network tiers and limit types, including one row the UI must drop as
 * invalid (the hearing aid allowance reports met and remaining both 0).
 */
export function limitsFor(plans: PlanChoice, member: MemberStanding, family: readonly MemberStanding[]): Limit[] {
  const rows: Limit[] = [];
  const medical = plans.medical;
  if (medical !== null) {
    const inNet = member.met.medical['in-network'];
    const outNet = member.met.medical['out-of-network'];
    const familyInNet = family.reduce((sum, m) => sum + m.met.medical['in-network'].deductible, 0);
    if (medical.inNetwork.deductible > 0) {
      rows.push(
        limit('Medical', 'INDIVIDUAL', 'Deductible - In Network', 'In Network', medical.inNetwork.deductible, inNet.deductible, {
          header: 'Deductible',
          body: 'What you pay for covered services before the plan starts to pay. Preventive care and office visit copays do not need the deductible to be met.',
        }),
      );
      if (family.length > 1) {
        rows.push(
          limit('Medical', 'FAMILY', 'Deductible - In Network', 'In Network', medical.inNetwork.familyDeductible, Math.min(medical.inNetwork.familyDeductible, familyInNet)),
        );
      }
    }
    rows.push(
      limit('Medical', 'INDIVIDUAL', 'Out-of-Pocket Maximum', 'In Network', medical.inNetwork.outOfPocket, inNet.outOfPocket),
      limit('Medical', 'INDIVIDUAL', 'Deductible - Out of Network', 'Out of Network', medical.outOfNetwork.deductible, outNet.deductible),
      limit('Medical', 'INDIVIDUAL', 'Annual Limit', 'Preferred Alternative Care', medical.alternativeCareAllowance, Math.min(medical.alternativeCareAllowance, member.medical * 0.08), {
        header: 'Chiropractic, acupuncture and massage',
        body: 'Combined annual benefit for alternative care from providers in the preferred alternative care network.',
      }),
      // Reported by the claims system with nothing met and nothing remaining: not a usable limit.
      { ...limit('Medical', 'INDIVIDUAL', 'Hearing Aid Allowance', 'In Network', medical.hearingAidAllowance, 0), totalRemaining: 0 },
    );
  }
  const dental = plans.dental;
  if (dental !== null) {
    const annualMet = member.met.dental.annualMaximum;
    rows.push(
      limit('Dental', 'INDIVIDUAL', 'Annual Limit', 'In Network', dental.annualMaximum, annualMet, {
        header: 'Annual maximum',
        body: 'The most the plan pays for your covered dental services in a plan year, in or out of network combined.',
      }),
      limit('Dental', 'INDIVIDUAL', 'Annual Limit', 'Out of Network', dental.annualMaximum, annualMet),
    );
    if (dental.deductible > 0) {
      rows.push(limit('Dental', 'INDIVIDUAL', 'Deductible - In Network', 'In Network', dental.deductible, member.met.dental.deductible));
    }
    if (dental.orthodontiaMaximum !== null && member.age < CHILD_AGE_LIMIT) {
      rows.push(limit('Dental', 'INDIVIDUAL', 'Orthodontia Lifetime Maximum', 'In Network', dental.orthodontiaMaximum, member.age >= 12 && member.age < 16 ? Math.min(dental.orthodontiaMaximum, member.dental * 0.6) : 0));
    }
  }
  const vision = plans.vision;
  if (vision !== null && vision.allowance > 0) {
    rows.push(limit('Vision', 'INDIVIDUAL', 'Frame Allowance', 'In Network', vision.allowance, member.suffix === 0 ? 118.5 : 0));
  }
  return rows;
}

export interface CardFacts {
  readonly subscriberId: string;
  readonly groupId: string;
  readonly groupName: string;
  readonly customerServicePhone: string;
}

/** ID card views: a medical card (with pharmacy routing) and a dental card per covered member. */
export function idCardsFor(plans: PlanChoice, members: readonly Member[], facts: CardFacts): SandboxIdCard[] {
  return members.flatMap((member) => {
    const name = `${member.firstName} ${member.lastName}`;
    const base = { memberKey: member.memberKey, memberName: name, subscriberId: facts.subscriberId, groupId: facts.groupId, groupName: facts.groupName, customerServicePhone: facts.customerServicePhone };
    const cards: SandboxIdCard[] = [];
    const medical = plans.medical;
    if (medical !== null && member.medicalEligibility?.eligible === true) {
      const rx = plans.pharmacy?.card ?? null;
      cards.push({
        ...base,
        category: 'medical',
        planName: medical.name,
        rxBin: rx?.rxBin ?? null,
        rxPcn: rx?.rxPcn ?? null,
        rxGroup: rx === null ? null : `${rx.rxGroupPrefix}${facts.groupId.slice(-4)}`,
        copays: [
          { label: 'Primary care', value: medical.copays.primaryCare },
          { label: 'Specialist', value: medical.copays.specialist },
          { label: 'Urgent care', value: medical.copays.urgentCare },
          { label: 'Emergency room', value: medical.copays.emergencyRoom },
        ],
      });
    }
    const dental = plans.dental;
    if (dental !== null && member.dentalEligibility?.eligible === true) {
      cards.push({
        ...base,
        category: 'dental',
        planName: dental.name,
        rxBin: null,
        rxPcn: null,
        rxGroup: null,
        copays: [
          { label: 'Preventive', value: `${dental.inNetwork.preventive}% covered` },
          { label: 'Basic', value: `${dental.inNetwork.basic}% covered` },
          { label: 'Major', value: `${dental.inNetwork.major}% covered` },
        ],
      });
    }
    return cards;
  });
}
