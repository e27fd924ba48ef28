import { DateTime } from 'luxon';
import type {
  AccumulatorKind,
  Claim,
  ClaimServiceLine,
  ClaimStatus,
  ClaimType,
  Eligibility,
  EobDocument,
  Member,
  MemberShare,
  NetworkStatus,
  ServiceCodeSystem,
} from '../../../domain/model';
import { SandboxDay } from '../sandbox-dates';
import { appealedClaimsOf } from './appeal-templates';
import { AccumulatorLedger, metBefore, type AccumulatedCategory, type AccumulatorDefinition, type CurrentPlanYears, type MetThisYear } from './accumulator-ledger';
import type { ClaimsBook, PlanData } from './persona-types';
import { DENTAL_PLANS, MEDICAL_PLANS, type DentalPreset, type MedicalPreset } from './plan-catalogue';
import { negotiatedRate } from './price-list';
import { stableHash } from './stable-hash';

/**
 * Claims for a persona's family over the two years the claims service keeps, as a pure function of the
 * sandbox's today: office visits, labs and the odd emergency for medical; cleanings, fillings and crowns
 * for dental; eye exams and glasses; prescription fills. Amounts follow each member's plan (copays,
 * deductible met claim by claim through the plan year, coinsurance, dental maximums), so the totals add
 * up the way an EOB would explain them. Recent claims are still pending; a few are denied or adjusted.
 * Larger families have more claims; pharmacy claims of Navitus members go to Navitus instead.
 */


/** The plan year a claim falls in, and whether it is the one whose accumulators are open (and reported). */
interface ClaimRules {
  readonly planYear: string;
  readonly current: boolean;
}

/** The claims service keeps two years of claims. */
const YEARS_KEPT = 2;
const NAVITUS_PROGRAM_ID = 37;

// ------------------------------------------------------------------ deterministic randomness

/** mulberry32: small, fast and the same on every machine. */
function randomFrom(seed: string): () => number {
  let state = stableHash(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (random: () => number, min: number, max: number): number => min + Math.floor(random() * (max - min + 1));
const cents = (amount: number): number => Math.round(amount * 100) / 100;
const dollars = (copay: string): number => Number.parseFloat(copay.replace(/[^0-9.]/g, '')) || 0;

function pick<T>(random: () => number, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [item, weight] of items) {
    roll -= weight;
    if (roll < 0) return item;
  }
  const last = items[items.length - 1];
  if (last === undefined) throw new RangeError('pick needs at least one item');
  return last[0];
}

// ------------------------------------------------------------------ services

/** How the plan shares the cost of a line. */
type CostRule =
  | { readonly kind: 'preventive' }
  | { readonly kind: 'copay'; readonly copay: number }
  | { readonly kind: 'deductible'; readonly coinsurance: number; readonly deductibleApplies: boolean }
  /** Plan pays up to an allowance (frames); the member pays the rest. */
  | { readonly kind: 'allowance'; readonly allowance: number }
  | { readonly kind: 'not-covered'; readonly remark: string };

interface ServiceTemplate {
  readonly code: string;
  readonly codeSystem: ServiceCodeSystem;
  readonly description: string;
  readonly billed: number;
  readonly quantity?: number;
  readonly daysSupply?: number;
  readonly tooth?: boolean;
}

/** Services are priced per unit; a prescription is priced per fill. */
const billedOf = (service: ServiceTemplate): number => (service.codeSystem === 'NDC' ? service.billed : service.billed * (service.quantity ?? 1));

interface VisitLine {
  readonly service: ServiceTemplate;
  readonly cost: CostRule;
}

interface Visit {
  readonly type: ClaimType;
  readonly provider: string;
  readonly providerId: string | null;
  readonly network: NetworkStatus;
  readonly lines: readonly VisitLine[];
  /** The claim is denied as a whole for this reason. */
  readonly denial?: string;
  /** Days the service lasted beyond the first (an inpatient stay, a course of therapy). */
  readonly extraDays?: number;
}

const cpt = (code: string, description: string, billed: number, quantity = 1): ServiceTemplate => ({ code, codeSystem: 'CPT', description, billed, quantity });
const cdt = (code: string, description: string, billed: number, tooth = false): ServiceTemplate => ({ code, codeSystem: 'CDT', description, billed, tooth });

const PREVENTIVE_BY_AGE: readonly (readonly [number, ServiceTemplate])[] = [
  [4, cpt('99392', 'Preventive visit, established patient, age 1-4', 210)],
  [11, cpt('99393', 'Preventive visit, established patient, age 5-11', 225)],
  [17, cpt('99394', 'Preventive visit, established patient, age 12-17', 240)],
  [39, cpt('99395', 'Preventive visit, established patient, age 18-39', 265)],
  [64, cpt('99396', 'Preventive visit, established patient, age 40-64', 295)],
  [200, { code: 'G0439', codeSystem: 'HCPCS', description: 'Annual wellness visit, subsequent', billed: 240, quantity: 1 }],
];

const SERVICES = {
  officeVisit: cpt('99213', 'Office visit, established patient, low complexity', 185),
  officeVisitModerate: cpt('99214', 'Office visit, established patient, moderate complexity', 265),
  newPatientUrgent: cpt('99203', 'Office visit, new patient, low complexity', 240),
  urgentCareVisit: { code: 'S9083', codeSystem: 'HCPCS', description: 'Urgent care center visit', billed: 240, quantity: 1 },
  virtualVisit: cpt('99442', 'Telephone evaluation by a physician, 11-20 minutes', 95),
  metabolicPanel: cpt('80053', 'Comprehensive metabolic panel', 92),
  bloodCount: cpt('85025', 'Complete blood count with differential', 48),
  lipidPanel: cpt('80061', 'Lipid panel', 74),
  a1c: cpt('83036', 'Hemoglobin A1c', 62),
  strepTest: cpt('87880', 'Rapid strep test', 38),
  chestXray: cpt('71046', 'Chest X-ray, 2 views', 210),
  ankleXray: cpt('73610', 'Ankle X-ray, 3 views', 180),
  ultrasound: cpt('76700', 'Abdominal ultrasound, complete', 520),
  therapy: cpt('97110', 'Therapeutic exercise, each 15 minutes', 95, 3),
  manualTherapy: cpt('97140', 'Manual therapy, each 15 minutes', 88, 1),
  erVisit: cpt('99284', 'Emergency department visit, moderate severity', 1450),
  splint: cpt('29515', 'Application of short leg splint', 265),
  fluShot: cpt('90686', 'Influenza vaccine, quadrivalent, preservative free', 42),
  vaccineAdmin: cpt('90471', 'Immunization administration, first vaccine', 35),
  chiropractic: cpt('98940', 'Chiropractic manipulation, 1-2 regions', 78),
  dermatology: cpt('11102', 'Tangential biopsy of skin, single lesion', 310),
  periodicExam: cdt('D0120', 'Periodic oral evaluation', 68),
  comprehensiveExam: cdt('D0150', 'Comprehensive oral evaluation', 112),
  bitewings: cdt('D0274', 'Bitewings, four radiographic images', 78),
  adultCleaning: cdt('D1110', 'Prophylaxis (cleaning), adult', 112),
  childCleaning: cdt('D1120', 'Prophylaxis (cleaning), child', 82),
  fluoride: cdt('D1206', 'Topical application of fluoride varnish', 42),
  sealant: cdt('D1351', 'Sealant, per tooth', 58, true),
  filling: cdt('D2392', 'Resin-based composite, two surfaces, posterior', 235, true),
  crown: cdt('D2740', 'Crown, porcelain/ceramic', 1285, true),
  bleaching: cdt('D9972', 'External bleaching, per arch', 350),
  scaling: cdt('D4341', 'Periodontal scaling and root planing, four or more teeth per quadrant', 285),
  nightGuard: cdt('D9944', 'Occlusal guard, hard appliance, full arch', 620),
  implant: cdt('D6010', 'Endosteal implant, surgical placement', 2400, true),
  lumbarMri: cpt('72148', 'MRI of the lower spine, without contrast', 1650),
  geneticTest: cpt('81479', 'Genetic test, unlisted molecular pathology', 1200),
  lesionRemoval: cpt('17110', 'Destruction of benign skin lesions, up to 14', 240),
  eyeExam: cpt('92014', 'Eye exam, established patient, comprehensive', 165),
  frames: { code: 'V2020', codeSystem: 'HCPCS', description: 'Frames, purchases', billed: 220, quantity: 1 },
  lenses: { code: 'V2100', codeSystem: 'HCPCS', description: 'Lenses, single vision, per pair', billed: 110, quantity: 1 },
} as const satisfies Readonly<Record<string, ServiceTemplate>>;

interface Drug {
  readonly ndc: string;
  readonly description: string;
  /** Cost of a 30-day supply. */
  readonly monthlyCost: number;
  readonly brand: boolean;
}

const DRUGS = {
  atorvastatin: { ndc: '00093-5057-98', description: 'Atorvastatin calcium 20 mg tablet', monthlyCost: 16.2, brand: false },
  lisinopril: { ndc: '68180-0513-03', description: 'Lisinopril 10 mg tablet', monthlyCost: 9.4, brand: false },
  levothyroxine: { ndc: '00378-1805-77', description: 'Levothyroxine sodium 50 mcg tablet', monthlyCost: 14.85, brand: false },
  sertraline: { ndc: '16729-0214-17', description: 'Sertraline 50 mg tablet', monthlyCost: 12.6, brand: false },
  metformin: { ndc: '65162-0175-50', description: 'Metformin hydrochloride 500 mg tablet', monthlyCost: 8.9, brand: false },
  amoxicillin: { ndc: '65862-0017-20', description: 'Amoxicillin 500 mg capsule, 20 capsules', monthlyCost: 14.5, brand: false },
  albuterol: { ndc: '00173-0682-20', description: 'Albuterol HFA inhaler, 90 mcg per actuation', monthlyCost: 68.4, brand: true },
  fluticasone: { ndc: '00054-3270-99', description: 'Fluticasone propionate nasal spray 50 mcg', monthlyCost: 22.3, brand: false },
} as const satisfies Readonly<Record<string, Drug>>;

const PHARMACY_COPAYS: Readonly<Record<string, { readonly generic: number; readonly brand: number }>> = {
  RX3T10: { generic: 10, brand: 40 },
  RXNAV25: { generic: 5, brand: 35 },
  MAPD2026: { generic: 0, brand: 47 },
};

const VISION = { examCopay: 10, materialsCopay: 25, frameAllowance: 150 } as const;

const FACILITIES = {
  lab: 'Columbia Lab Services',
  imaging: 'Cascade Imaging Center',
  urgentCare: 'Rose City Urgent Care',
  emergency: 'Riverbend Medical Center Emergency Department',
  therapy: 'Willamette Physical Therapy',
  dermatology: 'Northwest Dermatology Associates',
  chiropractic: 'Alder Street Chiropractic',
  outOfNetwork: 'Pacific Coast Medical Clinic',
  defaultPrimaryCare: 'Hawthorne Family Medicine',
  dental: 'Bridgeview Dental Group',
  pediatricDental: 'Little Teeth Pediatric Dentistry',
  outOfNetworkDental: 'Smile Design Studio',
  vision: 'ClearView Eye Care',
  retailPharmacy: 'Riverside Drug #212',
  mailPharmacy: 'Cascade Mail Order Pharmacy',
  navitusMail: 'Costco Mail Order Pharmacy',
  navitusRetail: 'Bend Community Pharmacy',
} as const;

// ------------------------------------------------------------------ per member facts

interface MemberFacts {
  readonly member: Member;
  readonly name: string;
  readonly age: number;
  readonly seed: string;
  /** The member's primary care provider (name and id) for office visits. */
  readonly primaryCare: { readonly name: string; readonly id: string | null };
}

/** The days the member is covered in a category, clipped to what the claims service keeps. */
interface Window {
  readonly from: string;
  /** Exclusive: the termination date, or the day after today. */
  readonly until: string;
  /** First day of the plan year (anniversaries of it start later plan years). */
  readonly planYearAnchor: string;
}

function windowOf(eligibility: Eligibility | null, today: string, yearsKept = YEARS_KEPT): Window | null {
  if (eligibility === null || !eligibility.eligible || eligibility.effectiveDate === null) return null;
  const kept = SandboxDay.of(today).minus({ years: yearsKept }).plus({ days: 1 }).iso;
  const tomorrow = SandboxDay.of(today).plus({ days: 1 }).iso;
  const from = eligibility.effectiveDate > kept ? eligibility.effectiveDate : kept;
  const termination = eligibility.terminationDate;
  const until = termination !== null && termination < tomorrow ? termination : tomorrow;
  if (from >= until) return null;
  return { from, until, planYearAnchor: eligibility.classPlanEffectiveDate ?? eligibility.effectiveDate };
}

/** The start of the plan year a day falls in: the latest anniversary of the anchor on or before it. */
function planYearOf(day: string, anchor: string): string {
  let start = SandboxDay.of(anchor);
  while (start.iso > day) start = start.minus({ years: 1 });
  while (start.plus({ years: 1 }).iso <= day) start = start.plus({ years: 1 });
  return start.iso;
}

/** Days of service walking back from the end of the window: most recent first, gaps drawn at random. */
function serviceDays(random: () => number, window: Window, firstGap: readonly [number, number], gap: readonly [number, number]): string[] {
  const days: string[] = [];
  let day = SandboxDay.of(window.until).minus({ days: between(random, firstGap[0], firstGap[1]) });
  while (day.iso >= window.from) {
    days.push(day.iso);
    day = day.minus({ days: between(random, gap[0], gap[1]) });
  }
  return days;
}

function ageOn(dateOfBirth: string, today: string): number {
  return Math.floor(DateTime.fromISO(today, { zone: 'utc' }).diff(DateTime.fromISO(dateOfBirth, { zone: 'utc' }), 'years').years);
}

// ------------------------------------------------------------------ visits per category

function medicalVisits(facts: MemberFacts, plan: MedicalPreset, window: Window, today: string): { day: string; visit: Visit }[] {
  const random = randomFrom(`${facts.seed}|medical`);
  const pcp = facts.primaryCare;
  const adult = facts.age >= 18;
  const primaryCopay: CostRule = { kind: 'copay', copay: dollars(plan.copays.primaryCare) };
  const coinsurance = Number.parseFloat(plan.inNetwork.coinsurance) / 100;
  const afterDeductible: CostRule = { kind: 'deductible', coinsurance, deductibleApplies: true };
  const outCoinsurance: CostRule = { kind: 'deductible', coinsurance: Number.parseFloat(plan.outOfNetwork.coinsurance) / 100, deductibleApplies: true };
  const inNet = (provider: string, lines: readonly VisitLine[], providerId: string | null = null): Visit => ({ type: 'medical', provider, providerId, network: 'in-network', lines });

  const visits: { day: string; visit: Visit }[] = [];
  // One preventive visit each plan year, some weeks into it.
  let year = SandboxDay.of(planYearOf(window.from, window.planYearAnchor));
  while (year.iso < window.until) {
    const day = year.plus({ days: between(random, 40, 300) }).iso;
    if (day >= window.from && day < window.until && day <= today) {
      const preventive = PREVENTIVE_BY_AGE.find(([maxAge]) => facts.age <= maxAge)?.[1] ?? SERVICES.officeVisit;
      const lines: VisitLine[] = [{ service: preventive, cost: { kind: 'preventive' } }];
      if (adult && facts.age >= 40) lines.push({ service: SERVICES.lipidPanel, cost: { kind: 'preventive' } });
      if (random() < 0.6) lines.push({ service: SERVICES.fluShot, cost: { kind: 'preventive' } }, { service: SERVICES.vaccineAdmin, cost: { kind: 'preventive' } });
      visits.push({ day, visit: inNet(pcp.name, lines, pcp.id) });
    }
    year = year.plus({ years: 1 });
  }

  type Kind = 'sick' | 'followUp' | 'labs' | 'urgent' | 'virtual' | 'imaging' | 'therapy' | 'emergency' | 'dermatology' | 'chiropractic' | 'outOfNetwork';
  const kinds: readonly (readonly [Kind, number])[] = adult
    ? [['sick', 5], ['followUp', 3], ['labs', 3], ['urgent', 2], ['virtual', 2], ['imaging', 1.5], ['therapy', 1], ['emergency', 0.5], ['dermatology', 0.8], ['chiropractic', 0.6], ['outOfNetwork', 0.6]]
    : [['sick', 6], ['urgent', 3], ['virtual', 1.5], ['labs', 1], ['imaging', 1], ['emergency', 0.4], ['outOfNetwork', 0.4]];
  for (const day of serviceDays(random, window, [2, 110], [95, 230])) {
    const kind = pick(random, kinds);
    let visit: Visit;
    switch (kind) {
      case 'sick':
        visit = inNet(pcp.name, [
          { service: SERVICES.officeVisit, cost: primaryCopay },
          ...(adult ? [] : [{ service: SERVICES.strepTest, cost: afterDeductible }]),
        ], pcp.id);
        break;
      case 'followUp':
        visit = inNet(pcp.name, [
          { service: SERVICES.officeVisitModerate, cost: primaryCopay },
          { service: SERVICES.a1c, cost: afterDeductible },
        ], pcp.id);
        break;
      case 'labs':
        visit = inNet(FACILITIES.lab, [
          { service: SERVICES.metabolicPanel, cost: afterDeductible },
          { service: SERVICES.bloodCount, cost: afterDeductible },
        ]);
        break;
      case 'urgent':
        visit = inNet(FACILITIES.urgentCare, [{ service: SERVICES.urgentCareVisit, cost: { kind: 'copay', copay: dollars(plan.copays.urgentCare) } }]);
        break;
      case 'virtual':
        visit = inNet(pcp.name, [{ service: SERVICES.virtualVisit, cost: { kind: 'copay', copay: dollars(plan.copays.virtualCare) } }], pcp.id);
        break;
      case 'imaging':
        visit = inNet(FACILITIES.imaging, [{ service: random() < 0.5 ? SERVICES.chestXray : SERVICES.ultrasound, cost: afterDeductible }]);
        break;
      case 'therapy':
        visit = inNet(FACILITIES.therapy, [
          { service: SERVICES.therapy, cost: { kind: 'copay', copay: dollars(plan.copays.specialist) } },
          { service: SERVICES.manualTherapy, cost: afterDeductible },
        ]);
        break;
      case 'emergency':
        visit = inNet(FACILITIES.emergency, [
          { service: SERVICES.erVisit, cost: { kind: 'copay', copay: dollars(plan.copays.emergencyRoom) } },
          { service: SERVICES.ankleXray, cost: afterDeductible },
          { service: SERVICES.splint, cost: afterDeductible },
        ]);
        break;
      case 'dermatology':
        visit = inNet(FACILITIES.dermatology, [
          { service: SERVICES.officeVisitModerate, cost: { kind: 'copay', copay: dollars(plan.copays.specialist) } },
          { service: SERVICES.dermatology, cost: afterDeductible },
        ]);
        break;
      case 'chiropractic':
        visit = {
          ...inNet(FACILITIES.chiropractic, [{ service: SERVICES.chiropractic, cost: { kind: 'not-covered', remark: 'Chiropractic care is limited to 12 visits a plan year.' } }]),
          denial: 'This visit is over the plan’s limit of 12 chiropractic visits a plan year.',
        };
        break;
      case 'outOfNetwork':
        visit = {
          type: 'medical',
          provider: FACILITIES.outOfNetwork,
          providerId: null,
          network: 'out-of-network',
          lines: [{ service: SERVICES.officeVisitModerate, cost: outCoinsurance }, { service: SERVICES.metabolicPanel, cost: outCoinsurance }],
        };
        break;
    }
    visits.push({ day, visit });
  }
  return visits;
}

function dentalVisits(facts: MemberFacts, plan: DentalPreset, window: Window): { day: string; visit: Visit }[] {
  const random = randomFrom(`${facts.seed}|dental`);
  const child = facts.age < 14;
  const office = child ? FACILITIES.pediatricDental : FACILITIES.dental;
  const pct = (share: number): CostRule => ({ kind: 'deductible', coinsurance: 1 - share / 100, deductibleApplies: share < 100 });
  const preventive = pct(plan.inNetwork.preventive);
  const basic = pct(plan.inNetwork.basic);
  const major = pct(plan.inNetwork.major);
  const visits: { day: string; visit: Visit }[] = [];
  let checkups = 0;
  // Cleanings about every six months; every other one with X-rays.
  for (const day of serviceDays(random, window, [5, 150], [170, 200])) {
    const lines: VisitLine[] = [
      { service: checkups % 2 === 1 && random() < 0.3 ? SERVICES.comprehensiveExam : SERVICES.periodicExam, cost: preventive },
      { service: child ? SERVICES.childCleaning : SERVICES.adultCleaning, cost: preventive },
    ];
    if (checkups % 2 === 0) lines.push({ service: SERVICES.bitewings, cost: preventive });
    if (child) lines.push({ service: SERVICES.fluoride, cost: preventive });
    checkups += 1;
    visits.push({ day, visit: { type: 'dental', provider: office, providerId: null, network: 'in-network', lines } });
    const followUp = SandboxDay.of(day).plus({ days: between(random, 14, 40) }).iso;
    if (followUp >= window.until) continue;
    const roll = random();
    if (roll < 0.28) {
      visits.push({ day: followUp, visit: { type: 'dental', provider: office, providerId: null, network: 'in-network', lines: [{ service: child ? SERVICES.sealant : SERVICES.filling, cost: child ? preventive : basic }] } });
    } else if (roll < 0.36 && !child) {
      visits.push({ day: followUp, visit: { type: 'dental', provider: office, providerId: null, network: 'in-network', lines: [{ service: SERVICES.crown, cost: major }] } });
    } else if (roll < 0.41 && !child) {
      visits.push({
        day: followUp,
        visit: {
          type: 'dental',
          provider: FACILITIES.outOfNetworkDental,
          providerId: null,
          network: 'out-of-network',
          lines: [{ service: SERVICES.bleaching, cost: { kind: 'not-covered', remark: 'Cosmetic services are not covered.' } }],
          denial: 'Teeth whitening is cosmetic and not covered by your dental plan.',
        },
      });
    }
  }
  return visits;
}

function visionVisits(facts: MemberFacts, window: Window): { day: string; visit: Visit }[] {
  const random = randomFrom(`${facts.seed}|vision`);
  return serviceDays(random, window, [20, 300], [340, 420]).map((day, index) => {
    const lines: VisitLine[] = [{ service: SERVICES.eyeExam, cost: { kind: 'copay', copay: VISION.examCopay } }];
    // New glasses every other year.
    if (index % 2 === 0 && random() < 0.8) {
      lines.push({ service: SERVICES.lenses, cost: { kind: 'copay', copay: VISION.materialsCopay } }, { service: SERVICES.frames, cost: { kind: 'allowance', allowance: VISION.frameAllowance } });
    }
    return { day, visit: { type: 'vision', provider: FACILITIES.vision, providerId: null, network: 'in-network', lines } };
  });
}

interface Fill {
  readonly day: string;
  readonly drug: Drug;
  readonly days: 30 | 90;
  readonly pharmacy: string;
}

function prescriptionFills(facts: MemberFacts, window: Window, navitus: boolean): Fill[] {
  const random = randomFrom(`${facts.seed}|pharmacy`);
  const maintenance: Drug[] = [];
  if (facts.age >= 40) maintenance.push(pick<Drug>(random, [[DRUGS.atorvastatin, 3], [DRUGS.lisinopril, 3], [DRUGS.levothyroxine, 2], [DRUGS.metformin, 1]]));
  if (facts.age >= 50) maintenance.push(DRUGS.sertraline);
  if (facts.age >= 18 && facts.age < 40 && random() < 0.35) maintenance.push(DRUGS.fluticasone);
  const fills: Fill[] = [];
  const mail = navitus ? FACILITIES.navitusMail : FACILITIES.mailPharmacy;
  const retail = navitus ? FACILITIES.navitusRetail : FACILITIES.retailPharmacy;
  for (const drug of maintenance) {
    for (const day of serviceDays(random, window, [3, 60], [88, 92])) fills.push({ day, drug, days: 90, pharmacy: mail });
  }
  // Acute prescriptions: antibiotics now and then, an inhaler for some children.
  for (const day of serviceDays(random, window, [10, 200], [150, 320])) {
    if (random() < 0.45) fills.push({ day, drug: DRUGS.amoxicillin, days: 30, pharmacy: retail });
  }
  if (facts.age < 18 && random() < 0.5) {
    for (const day of serviceDays(random, window, [15, 90], [160, 220])) fills.push({ day, drug: DRUGS.albuterol, days: 30, pharmacy: retail });
  }
  return fills;
}

// ------------------------------------------------------------------ adjudication

const noShare: MemberShare = { deductible: 0, copay: 0, coinsurance: 0, notCovered: 0, total: 0 };

function share(parts: Omit<MemberShare, 'total'>): MemberShare {
  const rounded = { deductible: cents(parts.deductible), copay: cents(parts.copay), coinsurance: cents(parts.coinsurance), notCovered: cents(parts.notCovered) };
  return { ...rounded, total: cents(rounded.deductible + rounded.copay + rounded.coinsurance + rounded.notCovered) };
}

function addShares(shares: readonly MemberShare[]): MemberShare {
  return share({
    deductible: shares.reduce((sum, s) => sum + s.deductible, 0),
    copay: shares.reduce((sum, s) => sum + s.copay, 0),
    coinsurance: shares.reduce((sum, s) => sum + s.coinsurance, 0),
    notCovered: shares.reduce((sum, s) => sum + s.notCovered, 0),
  });
}

interface AdjudicationContext {
  readonly ledger: AccumulatorLedger;
  readonly memberKey: string;
  /** Medical and dental claims count toward the plan's accumulators; vision and pharmacy do not. */
  readonly category: AccumulatedCategory | null;
  readonly planYear: string;
  readonly network: NetworkStatus;
  /** Who was paid: the price list's rates are per provider. */
  readonly provider: { readonly providerId: string | null; readonly name: string };
  readonly denied: boolean;
  readonly random: () => number;
}

function adjudicateLine(line: VisitLine, lineNumber: number, day: string, context: AdjudicationContext, billedScale: number): ClaimServiceLine {
  const quantity = line.service.quantity ?? 1;
  const billed = cents(billedOf(line.service) * billedScale);
  const base = {
    lineNumber,
    serviceDate: day,
    code: line.service.code,
    codeSystem: line.service.codeSystem,
    description: line.service.description,
    quantity,
    daysSupply: line.service.daysSupply ?? null,
    toothNumber: line.service.tooth === true ? String(between(context.random, 2, 31)) : null,
    billed,
  };
  if (context.denied || line.cost.kind === 'not-covered') {
    return { ...base, allowed: 0, planPaid: 0, memberShare: share({ deductible: 0, copay: 0, coinsurance: 0, notCovered: billed }), remark: line.cost.kind === 'not-covered' ? line.cost.remark : null };
  }
  // Network providers are paid the price list's negotiated rate (so estimates and claims agree), or a
  // contracted share of the charge for what the price list does not carry; out of network the plan allows
  // its usual and customary charge.
  const allowedShare = context.network === 'in-network' ? 0.58 + context.random() * 0.14 : 0.78;
  const rate = context.network === 'in-network' ? negotiatedRate(context.provider, line.service.code) : null;
  const allowed = rate !== null ? cents(Math.min(rate * quantity, billed)) : cents(billed * allowedShare);
  const balance = context.network === 'in-network' ? 0 : cents(billed - allowed);
  const { ledger, memberKey, category, planYear, network } = context;
  const room = (kind: AccumulatorKind): number | null => (category === null ? null : ledger.room(memberKey, category, planYear, kind, network));
  let parts: Omit<MemberShare, 'total'>;
  let remark: string | null = null;
  switch (line.cost.kind) {
    case 'preventive':
      parts = { deductible: 0, copay: 0, coinsurance: 0, notCovered: balance };
      remark = 'Preventive care is covered in full in network.';
      break;
    case 'copay': {
      const copay = Math.min(line.cost.copay, allowed);
      parts = { deductible: 0, copay, coinsurance: 0, notCovered: balance };
      break;
    }
    case 'allowance': {
      const over = Math.max(0, allowed - line.cost.allowance);
      parts = { deductible: 0, copay: 0, coinsurance: 0, notCovered: cents(over + balance) };
      if (over > 0) remark = `The plan pays up to $${line.cost.allowance} for frames.`;
      break;
    }
    case 'deductible': {
      const deductible = line.cost.deductibleApplies ? Math.max(0, Math.min(allowed, room('deductible') ?? 0)) : 0;
      const coinsurance = (allowed - deductible) * line.cost.coinsurance;
      parts = { deductible, copay: 0, coinsurance, notCovered: balance };
      if (deductible > 0) remark = 'Applied to your deductible.';
      break;
    }
  }
  // Once the out-of-pocket maximum is reached the plan pays the rest: coinsurance goes first, then copays.
  const outOfPocketRoom = room('out-of-pocket');
  const excess = outOfPocketRoom === null ? 0 : cents(parts.deductible + parts.copay + parts.coinsurance - outOfPocketRoom);
  if (excess > 0) {
    const coinsurance = Math.max(0, parts.coinsurance - excess);
    const copay = Math.max(0, parts.copay - (excess - (parts.coinsurance - coinsurance)));
    const deductible = Math.max(0, parts.deductible - (excess - (parts.coinsurance - coinsurance) - (parts.copay - copay)));
    parts = { ...parts, deductible, copay, coinsurance };
    remark = 'You have reached your out-of-pocket maximum: the plan pays the rest of this plan year’s covered care.';
  }
  let planPaid = cents(allowed - parts.deductible - parts.copay - parts.coinsurance - (line.cost.kind === 'allowance' ? parts.notCovered - balance : 0));
  const maximumRoom = room('annual-maximum');
  if (maximumRoom !== null && planPaid > maximumRoom) {
    parts = { ...parts, notCovered: cents(parts.notCovered + planPaid - maximumRoom) };
    planPaid = maximumRoom;
    remark = 'Your annual dental maximum has been reached.';
  }
  if (category !== null) {
    ledger.add(memberKey, category, planYear, 'deductible', network, parts.deductible);
    ledger.add(memberKey, category, planYear, 'out-of-pocket', network, parts.deductible + parts.copay + parts.coinsurance);
    ledger.add(memberKey, category, planYear, 'annual-maximum', network, planPaid);
  }
  if (context.network === 'out-of-network' && balance > 0) remark = 'Out-of-network provider: you may be billed the amount above the plan allowance.';
  return { ...base, allowed, planPaid, memberShare: share(parts), remark };
}

interface Dated {
  readonly received: string;
  readonly processed: string | null;
}

/** Received a few days after the service, decided a week or two later; not yet decided means pending. */
function datesOf(random: () => number, serviceEnd: string, today: string, pharmacy: boolean): Dated | null {
  const received = pharmacy ? serviceEnd : SandboxDay.of(serviceEnd).plus({ days: between(random, 2, 9) }).iso;
  if (received > today) return null;
  const processed = pharmacy ? serviceEnd : SandboxDay.of(received).plus({ days: between(random, 4, 16) }).iso;
  return { received, processed: processed <= today ? processed : null };
}

function claimId(type: ClaimType, day: string, suffix: number, sequence: number): string {
  const prefix = { medical: 'M', dental: 'D', vision: 'V', pharmacy: 'R' }[type];
  return `${prefix}${day.replace(/-/g, '')}${String(suffix).padStart(2, '0')}${String(sequence).padStart(2, '0')}`;
}

interface BuildContext {
  readonly today: string;
  readonly ledger: AccumulatorLedger;
  readonly sequence: Map<string, number>;
}

function buildClaim(
  context: BuildContext,
  facts: MemberFacts,
  day: string,
  visit: Visit,
  rules: ClaimRules,
  forcedDenial?: string,
  forcePending = false,
): Claim | null {
  const random = randomFrom(`${facts.seed}|${visit.type}|${day}|${visit.provider}`);
  const serviceEnd = SandboxDay.of(day).plus({ days: visit.extraDays ?? 0 }).iso;
  const dates = forcePending ? { received: SandboxDay.of(serviceEnd).plus({ days: 2 }).iso, processed: null } : datesOf(random, serviceEnd, context.today, visit.type === 'pharmacy');
  if (dates === null) return null;
  const sequenceKey = `${visit.type}|${day}|${facts.member.memberSuffix}`;
  const sequence = (context.sequence.get(sequenceKey) ?? 0) + 1;
  context.sequence.set(sequenceKey, sequence);
  const id = claimId(visit.type, day, facts.member.memberSuffix, sequence);
  const pending = dates.processed === null;
  const denial = forcedDenial ?? visit.denial;
  const billedScale = 0.92 + random() * 0.16;
  const provider = { providerId: visit.providerId, name: visit.provider, networkStatus: visit.network };
  const common = {
    claimId: id,
    memberKey: facts.member.memberKey,
    memberName: facts.name,
    claimType: visit.type,
    serviceStartDate: day,
    serviceEndDate: serviceEnd,
    receivedDate: dates.received,
    processedDate: dates.processed,
    provider,
  };
  if (pending) {
    const lines = visit.lines.map((line, index): ClaimServiceLine => ({
      lineNumber: index + 1,
      serviceDate: day,
      code: line.service.code,
      codeSystem: line.service.codeSystem,
      description: line.service.description,
      quantity: line.service.quantity ?? 1,
      daysSupply: line.service.daysSupply ?? null,
      toothNumber: line.service.tooth === true ? String(between(random, 2, 31)) : null,
      billed: cents(billedOf(line.service) * billedScale),
      allowed: null,
      planPaid: null,
      memberShare: null,
      remark: null,
    }));
    const billed = cents(lines.reduce((sum, line) => sum + line.billed, 0));
    return { ...common, status: 'pending', statusReason: null, billed, allowed: null, planPaid: null, memberShare: null, serviceLines: lines, eobId: null, accumulators: [], language: 'en' };
  }
  const category = visit.type === 'medical' || visit.type === 'dental' ? visit.type : null;
  const memberKey = facts.member.memberKey;
  const adjudication: AdjudicationContext = {
    ledger: context.ledger,
    memberKey,
    category,
    planYear: rules.planYear,
    network: visit.network,
    provider: { providerId: visit.providerId, name: visit.provider },
    denied: denial !== undefined,
    random,
  };
  const reported = category !== null && rules.current;
  const before = reported ? context.ledger.standing(memberKey, category, rules.planYear) : [];
  const lines = visit.lines.map((line, index) => adjudicateLine(line, index + 1, day, adjudication, billedScale));
  const accumulators = reported ? AccumulatorLedger.report(before, context.ledger.standing(memberKey, category, rules.planYear)) : [];
  const adjusted = denial === undefined && visit.type !== 'pharmacy' && random() < 0.07;
  const status: ClaimStatus = denial !== undefined ? 'denied' : adjusted ? 'adjusted' : 'processed';
  const statusReason = denial ?? (adjusted ? 'Reprocessed after the provider sent a corrected claim.' : null);
  const processedDate = adjusted && dates.processed !== null ? laterOf(dates.processed, context.today, 12) : dates.processed;
  return {
    ...common,
    processedDate,
    status,
    statusReason,
    billed: cents(lines.reduce((sum, line) => sum + line.billed, 0)),
    allowed: cents(lines.reduce((sum, line) => sum + (line.allowed ?? 0), 0)),
    planPaid: cents(lines.reduce((sum, line) => sum + (line.planPaid ?? 0), 0)),
    memberShare: addShares(lines.map((line) => line.memberShare ?? noShare)),
    serviceLines: lines,
    eobId: visit.type === 'pharmacy' ? null : `EOB-${id}`,
    accumulators,
    // Written in English; the desk answers them in the member's language (insurer-language.ts).
    language: 'en',
  };
}

/** A reprocessing date some days after the first decision, never after today. */
function laterOf(day: string, today: string, days: number): string {
  const later = SandboxDay.of(day).plus({ days }).iso;
  return later <= today ? later : today;
}

function fillVisit(fill: Fill, copays: { readonly generic: number; readonly brand: number }): Visit {
  const months = fill.days / 30;
  const service: ServiceTemplate = {
    code: fill.drug.ndc,
    codeSystem: 'NDC',
    description: fill.drug.description,
    billed: cents(fill.drug.monthlyCost * months + 2.5),
    quantity: fill.days === 90 ? 90 : fill.drug === DRUGS.amoxicillin ? 20 : fill.drug === DRUGS.albuterol ? 1 : 30,
    daysSupply: fill.drug === DRUGS.amoxicillin ? 10 : fill.days,
  };
  const copay = (fill.drug.brand ? copays.brand : copays.generic) * (fill.days === 90 ? 2 : 1);
  return { type: 'pharmacy', provider: fill.pharmacy, providerId: null, network: 'in-network', lines: [{ service, cost: { kind: 'copay', copay } }] };
}

// ------------------------------------------------------------------ the book

const planByClassPlanId = <P extends { readonly classPlanId: string }>(plans: Readonly<Record<string, P>>, classPlanId: string | null): P | undefined =>
  Object.values(plans).find((plan) => plan.classPlanId === classPlanId);

function primaryCareOf(plan: Pick<PlanData, 'primaryCare'>, memberKey: string, today: string): { name: string; id: string | null } {
  const history = plan.primaryCare.members.find((member) => member.memberKey === memberKey)?.pcp360History ?? [];
  const current = history.find((entry) => entry.beginDate <= today && (entry.endDate === null || today < entry.endDate));
  return current === undefined ? { name: FACILITIES.defaultPrimaryCare, id: null } : { name: `${current.providerName}, ${current.providerTitle ?? 'MD'}`, id: current.providerId };
}

/**
 * What the claims builder needs of a plan: its family, their primary care and programs, and how many years
 * of claims the insurer keeps (YEARS_KEPT unless told).
 */
export type ClaimsPlan = Pick<PlanData, 'account' | 'group' | 'primaryCare' | 'programs'> & { readonly yearsKept?: number | undefined };

/** The family's accumulators: what its plans keep, and what each member has met this plan year (the persona's figures). */
export interface FamilyAccumulators {
  readonly definitions: Readonly<Record<AccumulatedCategory, readonly AccumulatorDefinition[]>>;
  readonly metBySuffix: ReadonlyMap<number, MetThisYear>;
}

interface DatedVisit {
  readonly facts: MemberFacts;
  readonly day: string;
  readonly visit: Visit;
  readonly rules: ClaimRules;
}

/**
 * Builds every claim and EOB of the family behind a plan on a day, adjudicated in the order care was
 * received across the family (so family deductibles fill up the way they would), and what each member has
 * met this plan year once the claims on file are counted.
 *
 * The persona's figures of what each member has met are today's standing: the claims on file account for
 * part of it and the rest was met before them (the accumulators' opening balances), found by adjudicating
 * once from nothing. Where the claims on file come to more than the persona's figure, they win.
 */
export function buildClaimsBook(plan: ClaimsPlan, today: string, accumulators: FamilyAccumulators): ClaimsBook {
  const fromNothing = adjudicateFamily(plan, today, accumulators.definitions, new Map());
  const openings = new Map(
    [...accumulators.metBySuffix].map(([suffix, met]) => {
      const counted = fromNothing.metThisYear.get(suffix);
      return [suffix, counted === undefined ? met : metBefore(met, counted)] as const;
    }),
  );
  return adjudicateFamily(plan, today, accumulators.definitions, openings);
}

function adjudicateFamily(
  plan: ClaimsPlan,
  today: string,
  definitions: FamilyAccumulators['definitions'],
  openingBySuffix: ReadonlyMap<number, MetThisYear>,
): ClaimsBook {
  const context: BuildContext = { today, ledger: new AccumulatorLedger(definitions), sequence: new Map() };
  const navitus = plan.programs.some((program) => program.id === NAVITUS_PROGRAM_ID);
  const familySeed = `${plan.account.subscriberId}|${plan.group.groupId}`;
  const rulesOf = (day: string, window: Window, current: string | null): ClaimRules => {
    const planYear = planYearOf(day, window.planYearAnchor);
    return { planYear, current: planYear === current };
  };

  const everyone: { facts: MemberFacts; years: CurrentPlanYears; medical: boolean }[] = [];
  const dated: DatedVisit[] = [];
  for (const member of plan.account.members) {
    const facts: MemberFacts = {
      member,
      name: `${member.firstName} ${member.lastName}`,
      age: ageOn(member.dateOfBirth, today),
      seed: `${familySeed}|${member.memberSuffix}`,
      primaryCare: primaryCareOf(plan, member.memberKey, today),
    };
    const medicalPlan = planByClassPlanId<MedicalPreset>(MEDICAL_PLANS, member.medicalEligibility?.classPlanId ?? null);
    const medicalWindow = medicalPlan === undefined ? null : windowOf(member.medicalEligibility, today, plan.yearsKept);
    const dentalPlan = planByClassPlanId<DentalPreset>(DENTAL_PLANS, member.dentalEligibility?.classPlanId ?? null);
    const dentalWindow = dentalPlan === undefined ? null : windowOf(member.dentalEligibility, today, plan.yearsKept);
    const years: CurrentPlanYears = {
      medical: medicalWindow === null ? null : planYearOf(today, medicalWindow.planYearAnchor),
      dental: dentalWindow === null ? null : planYearOf(today, dentalWindow.planYearAnchor),
    };
    const opening = openingBySuffix.get(member.memberSuffix);
    if (opening !== undefined) context.ledger.openYear(member.memberKey, years, opening);
    everyone.push({ facts, years, medical: medicalWindow !== null });

    if (medicalPlan !== undefined && medicalWindow !== null) {
      for (const entry of medicalVisits(facts, medicalPlan, medicalWindow, today)) dated.push({ ...entry, facts, rules: rulesOf(entry.day, medicalWindow, years.medical) });
    }
    if (dentalPlan !== undefined && dentalWindow !== null) {
      for (const entry of dentalVisits(facts, dentalPlan, dentalWindow)) dated.push({ ...entry, facts, rules: rulesOf(entry.day, dentalWindow, years.dental) });
    }
    const visionWindow = windowOf(member.visionEligibility, today, plan.yearsKept);
    if (visionWindow !== null) {
      for (const entry of visionVisits(facts, visionWindow)) dated.push({ ...entry, facts, rules: rulesOf(entry.day, visionWindow, null) });
    }
    for (const { day, visit } of appealedVisits(facts, plan.account.subscriberId, today)) {
      const window = visit.type === 'medical' ? medicalWindow : dentalWindow;
      const rules = window === null ? { planYear: day, current: false } : rulesOf(day, window, visit.type === 'medical' ? years.medical : years.dental);
      dated.push({ day, visit, facts, rules });
    }
    const pharmacyWindow = windowOf(member.pharmacyEligibility, today, plan.yearsKept);
    const copays = PHARMACY_COPAYS[member.pharmacyEligibility?.classPlanId ?? ''];
    if (pharmacyWindow !== null && copays !== undefined) {
      for (const fill of prescriptionFills(facts, pharmacyWindow, navitus)) dated.push({ day: fill.day, visit: fillVisit(fill, copays), facts, rules: rulesOf(fill.day, pharmacyWindow, null) });
    }
  }

  // Oldest first across the family (members in order on a day), so accumulators fill up in the order care was received.
  const ordered = dated.map((entry, index) => ({ entry, index })).sort((a, b) => (a.entry.day < b.entry.day ? -1 : a.entry.day > b.entry.day ? 1 : a.index - b.index));
  const claims: Claim[] = [];
  const navitusClaims: Claim[] = [];
  for (const { entry } of ordered) {
    const claim = buildClaim(context, entry.facts, entry.day, entry.visit, entry.rules);
    if (claim === null) continue;
    if (claim.claimType === 'pharmacy' && navitus) navitusClaims.push(claim);
    else claims.push(claim);
  }
  for (const { facts, medical } of everyone) {
    const recent = recentVisit(context, facts, medical);
    if (recent !== null) claims.push(recent);
    claims.push(...outsideCoverageClaims(context, facts));
  }
  const metThisYear = new Map(everyone.map(({ facts, years }) => [facts.member.memberSuffix, context.ledger.metThisYear(facts.member.memberKey, years)]));
  return { claims, navitusClaims, eobs: eobsFor(claims), metThisYear };
}

/**
 * The subscriber's visit of last week, still pending: every covered family has a claim the insurer has
 * received but not yet decided (with no amounts but the billed one).
 */
function recentVisit(context: BuildContext, facts: MemberFacts, medical: boolean): Claim | null {
  if (facts.member.memberSuffix !== 0) return null;
  const eligibility = medical ? facts.member.medicalEligibility : facts.member.dentalEligibility;
  const window = windowOf(eligibility, context.today);
  const day = SandboxDay.of(context.today).minus({ days: 8 }).iso;
  if (window === null || day < window.from || day >= window.until) return null;
  const visit: Visit = medical
    ? { type: 'medical', provider: facts.primaryCare.name, providerId: facts.primaryCare.id, network: 'in-network', lines: [{ service: SERVICES.officeVisit, cost: { kind: 'copay', copay: 0 } }, { service: SERVICES.strepTest, cost: { kind: 'preventive' } }] }
    : { type: 'dental', provider: FACILITIES.dental, providerId: null, network: 'in-network', lines: [{ service: SERVICES.filling, cost: { kind: 'preventive' } }] };
  return buildClaim(context, facts, day, visit, { planYear: day, current: false }, undefined, true);
}

/**
 * A claim for care outside the member's coverage, denied: before coverage started (future members) or
 * after it ended (termed members). Realistic, and it gives members with no covered days a claim to see.
 */
function outsideCoverageClaims(context: BuildContext, facts: MemberFacts): Claim[] {
  if (facts.member.memberSuffix !== 0) return [];
  const eligibility = facts.member.medicalEligibility ?? facts.member.dentalEligibility;
  if (eligibility === null || !eligibility.eligible || eligibility.effectiveDate === null) return [];
  const today = context.today;
  const medical = facts.member.medicalEligibility?.eligible === true;
  const visit: Visit = medical
    ? { type: 'medical', provider: FACILITIES.urgentCare, providerId: null, network: 'in-network', lines: [{ service: SERVICES.newPatientUrgent, cost: { kind: 'not-covered', remark: 'No coverage on the date of service.' } }] }
    : { type: 'dental', provider: FACILITIES.dental, providerId: null, network: 'in-network', lines: [{ service: SERVICES.periodicExam, cost: { kind: 'not-covered', remark: 'No coverage on the date of service.' } }] };
  if (eligibility.effectiveDate > today) {
    const day = SandboxDay.of(today).minus({ days: 40 }).iso;
    const claim = buildClaim(context, facts, day, visit, { planYear: day, current: false }, 'Your coverage had not started on the date of service.');
    return claim === null ? [] : [claim];
  }
  const termination = eligibility.terminationDate;
  if (termination !== null && termination <= today) {
    const day = SandboxDay.of(termination).plus({ days: 12 }).iso;
    if (day > SandboxDay.of(today).minus({ days: 25 }).iso) return [];
    const claim = buildClaim(context, facts, day, visit, { planYear: day, current: false }, 'Your coverage ended before the date of service.');
    return claim === null ? [] : [claim];
  }
  return [];
}

/** Care at an in-network provider that the plan denied as a whole: each line not covered, with the remark. */
const deniedVisit = (type: 'medical' | 'dental', provider: string, services: readonly ServiceTemplate[], remark: string, denial: string): Visit => ({
  type,
  provider,
  providerId: null,
  network: 'in-network',
  lines: services.map((service) => ({ service, cost: { kind: 'not-covered', remark } })),
  denial,
});

/**
 * Denials a member may well appeal, one after the other for a member whose claims a seeded appeal is about
 * (appeal-templates.ts): medical ones for a member with medical coverage, dental ones otherwise.
 */
const APPEALABLE_DENIALS: Readonly<Record<'medical' | 'dental', readonly Visit[]>> = {
  medical: [
    deniedVisit('medical', FACILITIES.imaging, [SERVICES.lumbarMri], 'No prior authorization on file.', 'This scan needs a prior authorization, and none was on file for it.'),
    deniedVisit('medical', FACILITIES.therapy, [SERVICES.therapy, SERVICES.manualTherapy], 'Not medically necessary.', 'The records sent do not show that more physical therapy is medically necessary.'),
    deniedVisit('medical', FACILITIES.lab, [SERVICES.geneticTest], 'Investigational services are not covered.', 'Your plan considers this genetic test investigational, and does not cover it.'),
    deniedVisit('medical', FACILITIES.dermatology, [SERVICES.lesionRemoval], 'Cosmetic services are not covered.', 'Removing these skin lesions was cosmetic, and your plan does not cover cosmetic care.'),
    deniedVisit('medical', FACILITIES.imaging, [SERVICES.ultrasound], 'Not medically necessary.', 'The records sent do not show that this ultrasound was medically necessary.'),
  ],
  dental: [
    deniedVisit('dental', FACILITIES.dental, [SERVICES.crown], 'Over the plan’s frequency limit.', 'Your plan covers a crown on the same tooth once every 5 years, and this tooth had one 3 years ago.'),
    deniedVisit('dental', FACILITIES.dental, [SERVICES.scaling], 'Not medically necessary.', 'The X-rays sent do not show the bone loss this treatment is covered for.'),
    deniedVisit('dental', FACILITIES.dental, [SERVICES.nightGuard], 'Not a covered service.', 'Your dental plan does not cover night guards.'),
    deniedVisit('dental', FACILITIES.dental, [SERVICES.implant], 'Not a covered service.', 'Your dental plan covers implants only after the tooth has been missing for 3 months.'),
    deniedVisit('dental', FACILITIES.dental, [SERVICES.bleaching], 'Cosmetic services are not covered.', 'Teeth whitening is cosmetic and not covered by your dental plan.'),
  ],
};

/**
 * The member's denied claims that the family's seeded appeals are about (appeal-templates.ts), on the days
 * it names: denied as a whole, so they add nothing to the plan's accumulators.
 */
/** The care the member's seeded appeals are about, denied as a whole: adjudicated with the rest, so that it reports the accumulators it left unchanged. */
function appealedVisits(facts: MemberFacts, subscriberId: string, today: string): { readonly day: string; readonly visit: Visit }[] {
  const days = appealedClaimsOf(subscriberId).filter((appealed) => appealed.suffix === facts.member.memberSuffix);
  const medical = facts.member.medicalEligibility?.eligible === true;
  const denials = APPEALABLE_DENIALS[medical ? 'medical' : 'dental'];
  return days.flatMap((appealed, index) => {
    const visit = denials[index % denials.length];
    return visit === undefined ? [] : [{ day: SandboxDay.of(today).minus({ days: appealed.careDaysAgo }).iso, visit }];
  });
}

const usDate = (iso: string): string => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

const TYPE_TITLES: Readonly<Record<ClaimType, string>> = { medical: 'Medical', dental: 'Dental', vision: 'Vision', pharmacy: 'Pharmacy' };

function eobsFor(claims: readonly Claim[]): EobDocument[] {
  return claims.flatMap((claim) =>
    claim.eobId === null || claim.processedDate === null
      ? []
      : [
          {
            eobId: claim.eobId,
            claimId: claim.claimId,
            date: claim.processedDate,
            title: `${TYPE_TITLES[claim.claimType]} EOB: ${claim.provider.name}, service on ${usDate(claim.serviceStartDate)}`,
            memberKey: claim.memberKey,
          },
        ],
  );
}
