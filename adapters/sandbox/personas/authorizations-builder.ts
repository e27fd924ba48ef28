import { DateTime } from 'luxon';
import type {
  Authorization,
  AuthorizationKind,
  AuthorizationProvider,
  AuthorizationServiceCategory,
  AuthorizationStatus,
  AuthorizedService,
  PriorAuthorizationRule,
  ReviewUrgency,
} from '../../../domain/model';
import type { PlanData } from './persona-types';
import { listedService } from './price-list';

/**
 * Prior authorizations and referrals of the sandbox's families, as a pure function of the plan and the
 * sandbox's today, so each request keeps its situation whatever day the sandbox is pinned to: the Hollis
 * family (subscriber, spouse, minor) has requests in every status, among them approvals that run out
 * within 30 days, sensitive care of the 12- and 17-year-olds, and the adult dependants' own; the Summit
 * and Providence subscribers and the Providence dependant have a few dental or medical ones; the Hartwell
 * family (the scale persona) has twenty years of them. Members of other families have none.
 */

/** The insurer's time zone: requests are received during its working day. */
const ZONE = 'America/Los_Angeles';

interface Template {
  readonly suffix: number;
  readonly kind: AuthorizationKind;
  readonly service: AuthorizedService;
  readonly requesting: AuthorizationProvider;
  readonly servicing: AuthorizationProvider;
  readonly status: AuthorizationStatus;
  readonly urgency: ReviewUrgency;
  /** Days before today the request was received, and the time of day ('HH:mm'). */
  readonly receivedDaysAgo: number;
  readonly receivedTime: string;
  /** Days after receipt the decision came (decided statuses only). */
  readonly decidedAfterDays?: number;
  readonly requestedUnits: number;
  /** Approved units, their unit, and the approved period relative to today. */
  readonly approved?: { readonly units: number; readonly unit: string; readonly startDaysFromToday: number; readonly endDaysFromToday: number };
  readonly denialReason?: string;
  readonly informationRequested?: string;
}

const provider = (providerId: string, name: string): AuthorizationProvider => ({ providerId, name });

const DR_KIM = provider('P104211', 'Dr. Sarah Kim, Hawthorne Family Medicine');
const DR_ORTIZ = provider('P104377', 'Dr. Luis Ortiz, Hawthorne Family Medicine');
const DR_PATEL = provider('P104590', 'Dr. Anjali Patel, Sellwood Pediatrics');
const EASTSIDE_IMAGING = provider('F300412', 'Eastside Imaging Center');
const CASCADE_PT = provider('S201256', 'Cascade Physical Therapy, Sellwood');
const ROSE_CITY_CARDIOLOGY = provider('S201144', 'Dr. Natalie Hughes, Rose City Cardiology');
const NW_ALLERGY = provider('S201279', 'Dr. Laura Mendez, Northwest Allergy & Asthma');
const SLEEP_CENTER = provider('F300588', 'Providence Sleep Disorders Center');
const BRIDGEVIEW = provider('S201362', 'Bridgeview Behavioral Health');
const ENDOCRINE = provider('S201398', 'Dr. Rebecca Stone, Children’s Endocrine Clinic');
const WESTSIDE_ORTHO = provider('S201203', 'Dr. Kiran Bhatt, Westside Orthopedics');
const TEEN_CLINIC = provider('F300730', 'Multnomah Teen Health Clinic');
const SMILE_ORTHO = provider('D400118', 'Dr. Hannah Cho, Smile Orthodontics');
const MEDICAL_SUPPLY = provider('F300861', 'Columbia Medical Supply');
const SPECIALTY_PHARMACY = provider('F300954', 'Cascade Specialty Pharmacy');
const HIGH_DESERT_CLINIC = provider('P204118', 'Dr. Mark Ellis, High Desert Family Care');
const BEND_IMAGING = provider('F302210', 'Bend Open MRI');
const BEND_PEDIATRICS = provider('P204233', 'Dr. Grace Tran, Bend Pediatric Associates');
const CENTRAL_ENT = provider('S204377', 'Dr. Samuel Reed, Central Oregon ENT');
const PROVIDENCE_DENTAL = provider('D500120', 'Dr. Erin Walsh, Providence Dental Clinic');
const PROVIDENCE_ORAL_SURGERY = provider('D500233', 'Dr. Victor Lane, Westside Oral Surgery');

/** A service of the sandbox's one list (price-list.ts), so that whatever is approved can be estimated. */
const listed = (code: string, category: AuthorizationServiceCategory): AuthorizedService => ({ code, description: listedService(code).name, category });

const SERVICES = {
  kneeMri: listed('73721', 'imaging'),
  physicalTherapy: listed('97110', 'therapy'),
  cardiology: { code: null, description: 'Cardiology consultation and follow-up', category: 'specialist-visit' },
  sleepStudy: listed('95810', 'imaging'),
  psychotherapy: listed('90837', 'behavioral-health'),
  endocrinology: { code: null, description: 'Pediatric endocrinology visits', category: 'specialist-visit' },
  childTherapy: listed('90834', 'behavioral-health'),
  braces: listed('D8080', 'dental'),
  teenHealth: listed('58300', 'reproductive-health'),
  kneeArthroscopy: listed('29881', 'surgery'),
  cpap: listed('E0601', 'medical-equipment'),
  biologic: listed('J0135', 'prescription-drug'),
  allergy: { code: null, description: 'Allergy testing and treatment', category: 'specialist-visit' },
  chestCt: listed('71250', 'imaging'),
  lumbarMri: listed('72148', 'imaging'),
  ent: { code: null, description: 'Ear, nose and throat consultation', category: 'specialist-visit' },
  tubes: listed('69436', 'surgery'),
  crown: listed('D2740', 'dental'),
  implant: listed('D6010', 'dental'),
  rootCanal: listed('D3330', 'dental'),
  wisdomTeeth: listed('D7240', 'dental'),
} as const satisfies Record<string, AuthorizedService>;

const APPEALABLE_DENIAL = 'We denied this request because ';

/** The Hollis family: every status, approvals about to run out, sensitive care of the minors and the adults' own. */
const HOLLIS: readonly Template[] = [
  {
    suffix: 0, kind: 'prior-authorization', service: SERVICES.kneeMri, requesting: DR_KIM, servicing: EASTSIDE_IMAGING, status: 'approved', urgency: 'standard',
    receivedDaysAgo: 20, receivedTime: '10:15', decidedAfterDays: 3, requestedUnits: 1, approved: { units: 1, unit: 'visit', startDaysFromToday: -17, endDaysFromToday: 12 },
  },
  {
    suffix: 0, kind: 'prior-authorization', service: SERVICES.physicalTherapy, requesting: DR_KIM, servicing: CASCADE_PT, status: 'partly-approved', urgency: 'standard',
    receivedDaysAgo: 45, receivedTime: '14:40', decidedAfterDays: 5, requestedUnits: 12, approved: { units: 8, unit: 'session', startDaysFromToday: -40, endDaysFromToday: 25 },
    denialReason: 'Your plan covers 8 physical therapy sessions at first. Your therapist can ask for the other 4 with a report showing your knee is getting better.',
  },
  {
    suffix: 0, kind: 'referral', service: SERVICES.cardiology, requesting: DR_KIM, servicing: ROSE_CITY_CARDIOLOGY, status: 'in-review', urgency: 'standard',
    receivedDaysAgo: 2, receivedTime: '09:05', requestedUnits: 3,
  },
  {
    suffix: 0, kind: 'prior-authorization', service: SERVICES.biologic, requesting: DR_ORTIZ, servicing: SPECIALTY_PHARMACY, status: 'denied', urgency: 'standard',
    receivedDaysAgo: 33, receivedTime: '11:20', decidedAfterDays: 6, requestedUnits: 12,
    denialReason: `${APPEALABLE_DENIAL}your plan covers adalimumab only after you have tried methotrexate for at least 3 months, and your records do not show that you have.`,
  },
  {
    suffix: 0, kind: 'prior-authorization', service: SERVICES.cpap, requesting: DR_ORTIZ, servicing: MEDICAL_SUPPLY, status: 'expired', urgency: 'standard',
    receivedDaysAgo: 420, receivedTime: '13:00', decidedAfterDays: 4, requestedUnits: 1, approved: { units: 1, unit: 'item', startDaysFromToday: -416, endDaysFromToday: -51 },
  },
  {
    // The insurer still records this referral as approved: its end date has passed, so the member sees it as expired.
    suffix: 0, kind: 'referral', service: SERVICES.allergy, requesting: DR_KIM, servicing: NW_ALLERGY, status: 'approved', urgency: 'standard',
    receivedDaysAgo: 200, receivedTime: '08:50', decidedAfterDays: 1, requestedUnits: 4, approved: { units: 4, unit: 'visit', startDaysFromToday: -199, endDaysFromToday: -10 },
  },
  {
    suffix: 0, kind: 'prior-authorization', service: SERVICES.chestCt, requesting: DR_ORTIZ, servicing: EASTSIDE_IMAGING, status: 'withdrawn', urgency: 'standard',
    receivedDaysAgo: 60, receivedTime: '15:30', decidedAfterDays: 2, requestedUnits: 1,
  },
  {
    suffix: 1, kind: 'prior-authorization', service: SERVICES.sleepStudy, requesting: DR_ORTIZ, servicing: SLEEP_CENTER, status: 'denied', urgency: 'standard',
    receivedDaysAgo: 30, receivedTime: '10:00', decidedAfterDays: 7, requestedUnits: 1,
    denialReason: `${APPEALABLE_DENIAL}an overnight sleep study in a sleep center is covered after a home sleep test; a home test has not been done yet.`,
  },
  {
    suffix: 1, kind: 'prior-authorization', service: SERVICES.psychotherapy, requesting: DR_ORTIZ, servicing: BRIDGEVIEW, status: 'approved', urgency: 'standard',
    receivedDaysAgo: 25, receivedTime: '16:10', decidedAfterDays: 2, requestedUnits: 12, approved: { units: 12, unit: 'session', startDaysFromToday: -23, endDaysFromToday: 160 },
  },
  {
    suffix: 2, kind: 'referral', service: SERVICES.endocrinology, requesting: DR_PATEL, servicing: ENDOCRINE, status: 'approved', urgency: 'standard',
    receivedDaysAgo: 50, receivedTime: '09:40', decidedAfterDays: 1, requestedUnits: 6, approved: { units: 6, unit: 'visit', startDaysFromToday: -49, endDaysFromToday: 130 },
  },
  {
    suffix: 2, kind: 'prior-authorization', service: SERVICES.childTherapy, requesting: DR_PATEL, servicing: BRIDGEVIEW, status: 'more-information-needed', urgency: 'expedited',
    receivedDaysAgo: 1, receivedTime: '11:30', requestedUnits: 10,
    informationRequested: 'Notes from Maya’s last two visits with Dr. Patel, which her office has been asked to send.',
  },
  {
    suffix: 4, kind: 'prior-authorization', service: SERVICES.braces, requesting: SMILE_ORTHO, servicing: SMILE_ORTHO, status: 'received', urgency: 'standard',
    receivedDaysAgo: 0, receivedTime: '08:20', requestedUnits: 1,
  },
  {
    suffix: 4, kind: 'prior-authorization', service: SERVICES.teenHealth, requesting: TEEN_CLINIC, servicing: TEEN_CLINIC, status: 'approved', urgency: 'standard',
    receivedDaysAgo: 15, receivedTime: '15:05', decidedAfterDays: 1, requestedUnits: 1, approved: { units: 1, unit: 'visit', startDaysFromToday: -14, endDaysFromToday: 75 },
  },
  {
    suffix: 3, kind: 'prior-authorization', service: SERVICES.kneeArthroscopy, requesting: WESTSIDE_ORTHO, servicing: WESTSIDE_ORTHO, status: 'withdrawn', urgency: 'standard',
    receivedDaysAgo: 40, receivedTime: '12:45', decidedAfterDays: 3, requestedUnits: 1,
  },
];

const LARSEN: readonly Template[] = [
  {
    suffix: 0, kind: 'prior-authorization', service: SERVICES.lumbarMri, requesting: HIGH_DESERT_CLINIC, servicing: BEND_IMAGING, status: 'approved', urgency: 'standard',
    receivedDaysAgo: 10, receivedTime: '09:30', decidedAfterDays: 2, requestedUnits: 1, approved: { units: 1, unit: 'visit', startDaysFromToday: -8, endDaysFromToday: 20 },
  },
  {
    suffix: 2, kind: 'referral', service: SERVICES.ent, requesting: BEND_PEDIATRICS, servicing: CENTRAL_ENT, status: 'approved', urgency: 'standard',
    receivedDaysAgo: 35, receivedTime: '10:10', decidedAfterDays: 1, requestedUnits: 3, approved: { units: 3, unit: 'visit', startDaysFromToday: -34, endDaysFromToday: 90 },
  },
  {
    suffix: 2, kind: 'prior-authorization', service: SERVICES.tubes, requesting: CENTRAL_ENT, servicing: CENTRAL_ENT, status: 'in-review', urgency: 'expedited',
    receivedDaysAgo: 1, receivedTime: '14:00', requestedUnits: 1,
  },
];

const BISHOP: readonly Template[] = [
  {
    suffix: 0, kind: 'prior-authorization', service: SERVICES.crown, requesting: PROVIDENCE_DENTAL, servicing: PROVIDENCE_DENTAL, status: 'approved', urgency: 'standard',
    receivedDaysAgo: 21, receivedTime: '11:00', decidedAfterDays: 4, requestedUnits: 1, approved: { units: 1, unit: 'item', startDaysFromToday: -17, endDaysFromToday: 9 },
  },
  {
    suffix: 0, kind: 'prior-authorization', service: SERVICES.rootCanal, requesting: PROVIDENCE_DENTAL, servicing: PROVIDENCE_DENTAL, status: 'in-review', urgency: 'standard',
    receivedDaysAgo: 3, receivedTime: '09:45', requestedUnits: 1,
  },
];

const CARTER: readonly Template[] = [
  {
    suffix: 1, kind: 'prior-authorization', service: SERVICES.implant, requesting: PROVIDENCE_DENTAL, servicing: PROVIDENCE_ORAL_SURGERY, status: 'denied', urgency: 'standard',
    receivedDaysAgo: 30, receivedTime: '13:15', decidedAfterDays: 6, requestedUnits: 1,
    denialReason: `${APPEALABLE_DENIAL}your dental plan covers implants only after the tooth has been missing for 3 months; the tooth was removed 5 weeks before the request.`,
  },
  {
    suffix: 1, kind: 'prior-authorization', service: SERVICES.wisdomTeeth, requesting: PROVIDENCE_DENTAL, servicing: PROVIDENCE_ORAL_SURGERY, status: 'approved', urgency: 'standard',
    receivedDaysAgo: 40, receivedTime: '10:30', decidedAfterDays: 3, requestedUnits: 2, approved: { units: 2, unit: 'item', startDaysFromToday: -37, endDaysFromToday: 140 },
  },
  {
    suffix: 0, kind: 'prior-authorization', service: SERVICES.crown, requesting: PROVIDENCE_DENTAL, servicing: PROVIDENCE_DENTAL, status: 'received', urgency: 'standard',
    receivedDaysAgo: 0, receivedTime: '08:05', requestedUnits: 1,
  },
];

/**
 * The Hartwell family's twenty years of requests (the scale persona): one a month across the family (the
 * subscriber sees about 150: theirs and the minors'), most of them long decided and run out, the latest
 * two still open. Sensitive care is left out: its rules have families of their own above.
 */
const HARTWELL: readonly Template[] = Array.from({ length: 240 }, (_, index): Template => {
  const cases = [
    { kind: 'prior-authorization', service: SERVICES.kneeMri, requesting: DR_KIM, servicing: EASTSIDE_IMAGING, units: 1, unit: 'visit' },
    { kind: 'prior-authorization', service: SERVICES.physicalTherapy, requesting: DR_KIM, servicing: CASCADE_PT, units: 12, unit: 'visit' },
    { kind: 'referral', service: SERVICES.cardiology, requesting: DR_ORTIZ, servicing: ROSE_CITY_CARDIOLOGY, units: 3, unit: 'visit' },
    { kind: 'prior-authorization', service: SERVICES.sleepStudy, requesting: DR_ORTIZ, servicing: SLEEP_CENTER, units: 1, unit: 'visit' },
    { kind: 'referral', service: SERVICES.allergy, requesting: DR_PATEL, servicing: NW_ALLERGY, units: 4, unit: 'visit' },
    { kind: 'prior-authorization', service: SERVICES.lumbarMri, requesting: DR_KIM, servicing: EASTSIDE_IMAGING, units: 1, unit: 'visit' },
    { kind: 'prior-authorization', service: SERVICES.crown, requesting: SMILE_ORTHO, servicing: SMILE_ORTHO, units: 1, unit: 'item' },
    { kind: 'referral', service: SERVICES.ent, requesting: DR_PATEL, servicing: CENTRAL_ENT, units: 2, unit: 'visit' },
  ] as const;
  const chosen = cases[index % cases.length] ?? cases[0];
  // The two still open are the subscriber's own.
  const suffix = index < 2 ? 0 : (index * 3) % 8;
  const receivedDaysAgo = 2 + index * 30;
  const base = { suffix, kind: chosen.kind, service: chosen.service, requesting: chosen.requesting, servicing: chosen.servicing, urgency: 'standard', receivedDaysAgo, receivedTime: '10:15', requestedUnits: chosen.units } as const;
  if (index === 0) return { ...base, status: 'received' };
  if (index === 1) return { ...base, status: 'in-review' };
  if (index % 11 === 5) return { ...base, status: 'denied', decidedAfterDays: 5, denialReason: `${APPEALABLE_DENIAL}the plan found the service not medically necessary from the records sent.` };
  if (index % 13 === 7) return { ...base, status: 'withdrawn', decidedAfterDays: 3 };
  // Approved for 90 days from the decision: all but the latest have run out.
  const start = -receivedDaysAgo + 2;
  return { ...base, status: start + 90 < 0 ? 'expired' : 'approved', decidedAfterDays: 2, approved: { units: chosen.units, unit: chosen.unit, startDaysFromToday: start, endDaysFromToday: start + 90 } };
});

/** Families by subscriber ID (see families.ts). */
const BY_SUBSCRIBER: Readonly<Record<string, { readonly prefix: string; readonly templates: readonly Template[] }>> = {
  M10458231: { prefix: 'HL', templates: HOLLIS },
  S20418836: { prefix: 'LR', templates: LARSEN },
  P50127743: { prefix: 'BS', templates: BISHOP },
  P50349965: { prefix: 'CR', templates: CARTER },
  M10472960: { prefix: 'HW', templates: HARTWELL },
};

/** Every prior authorization and referral of the plan's family (the insurer scopes them to the viewer). */
export function authorizationsOf(plan: PlanData, today: string): Authorization[] {
  const family = BY_SUBSCRIBER[plan.account.subscriberId];
  if (family === undefined) return [];
  const day = DateTime.fromISO(today, { zone: ZONE }).startOf('day');
  const iso = (value: DateTime): string => value.toISODate() ?? today;
  return family.templates.flatMap((template, index): Authorization[] => {
    const member = plan.account.members.find((candidate) => candidate.memberSuffix === template.suffix);
    if (member === undefined) return [];
    const [hour, minute] = template.receivedTime.split(':').map(Number);
    const received = day.minus({ days: template.receivedDaysAgo }).set({ hour: hour ?? 9, minute: minute ?? 0 });
    const decided = template.decidedAfterDays === undefined ? null : received.plus({ days: template.decidedAfterDays });
    const approved = template.approved;
    return [
      {
        authorizationId: `${family.prefix}${String(1001 + index)}`,
        kind: template.kind,
        memberKey: member.memberKey,
        memberName: `${member.firstName} ${member.lastName}`,
        service: template.service,
        requestingProvider: template.requesting,
        servicingProvider: template.servicing,
        status: template.status,
        urgency: template.urgency,
        receivedAt: received.toISO({ suppressMilliseconds: true }) ?? received.toString(),
        decisionDate: decided === null ? null : iso(decided),
        requestedUnits: template.requestedUnits,
        approved:
          approved === undefined
            ? null
            : { units: approved.units, unit: approved.unit, startDate: iso(day.plus({ days: approved.startDaysFromToday })), endDate: iso(day.plus({ days: approved.endDaysFromToday })) },
        denialReason: template.denialReason ?? null,
        informationRequested: template.informationRequested ?? null,
        // Written in English; the desk answers them in the member's language (insurer-language.ts).
        language: 'en',
      },
    ];
  });
}

const rule = (code: string, description: string, category: PriorAuthorizationRule['category'], required: boolean, keywords: readonly string[]): PriorAuthorizationRule => ({
  code,
  description,
  category,
  required,
  keywords,
});

/** The plan's list of services and whether each needs prior authorization (medical and dental plans). */
const MEDICAL_RULES: readonly PriorAuthorizationRule[] = [
  rule('70553', 'MRI of the brain', 'imaging', true, ['MRI', 'head scan', 'magnetic resonance']),
  rule('72148', 'MRI of the lower back', 'imaging', true, ['MRI', 'lumbar', 'spine', 'back scan', 'magnetic resonance']),
  rule('73721', 'MRI of the knee or another leg joint', 'imaging', true, ['MRI', 'knee scan', 'ankle', 'hip', 'magnetic resonance']),
  rule('71250', 'CT scan of the chest', 'imaging', true, ['CT', 'CAT scan', 'lungs']),
  rule('71046', 'Chest X-ray, 2 views', 'imaging', false, ['x-ray', 'xray', 'lungs']),
  rule('95810', 'Overnight sleep study in a sleep center', 'imaging', true, ['sleep apnea', 'polysomnography']),
  rule('95806', 'Home sleep test', 'imaging', false, ['sleep apnea', 'sleep study']),
  rule('29881', 'Knee arthroscopy with meniscus repair', 'surgery', true, ['knee surgery', 'scope', 'meniscus']),
  rule('27447', 'Total knee replacement', 'surgery', true, ['knee surgery', 'knee replacement', 'arthroplasty']),
  rule('69436', 'Ear tubes under general anesthesia', 'surgery', true, ['ear surgery', 'tympanostomy']),
  rule('97110', 'Physical therapy, therapeutic exercise', 'therapy', true, ['PT', 'rehab', 'physiotherapy']),
  rule('E0601', 'CPAP machine', 'medical-equipment', true, ['sleep apnea', 'breathing machine']),
  rule('E0114', 'Crutches', 'medical-equipment', false, ['walking aid']),
  rule('J0135', 'Adalimumab injections (Humira)', 'prescription-drug', true, ['Humira', 'biologic', 'specialty drug']),
  rule('90837', 'Psychotherapy, 60 minutes', 'behavioral-health', false, ['therapy', 'counseling', 'mental health']),
  rule('99213', 'Office visit with your doctor', 'specialist-visit', false, ['doctor visit', 'check-up', 'appointment']),
  rule('99244', 'Specialist consultation', 'specialist-visit', false, ['specialist', 'referral', 'consult']),
];

const DENTAL_RULES: readonly PriorAuthorizationRule[] = [
  rule('D2740', 'Crown, porcelain or ceramic', 'dental', true, ['cap', 'tooth crown']),
  rule('D6010', 'Dental implant', 'dental', true, ['implant', 'missing tooth']),
  rule('D3330', 'Root canal, molar', 'dental', true, ['root canal', 'endodontic']),
  rule('D7240', 'Removal of an impacted wisdom tooth', 'dental', true, ['wisdom teeth', 'extraction', 'oral surgery']),
  rule('D8080', 'Comprehensive orthodontic treatment (braces)', 'dental', true, ['braces', 'orthodontics']),
  rule('D1110', 'Teeth cleaning, adult', 'dental', false, ['cleaning', 'prophylaxis', 'check-up']),
  rule('D2391', 'Filling, one surface, back tooth', 'dental', false, ['filling', 'cavity']),
];

/** The plan's list: medical and dental for plans with medical coverage, dental alone for dental-only plans. */
export function priorAuthorizationRulesOf(plan: PlanData): readonly PriorAuthorizationRule[] {
  const hasMedical = plan.account.members.some((member) => member.medicalEligibility !== null);
  return hasMedical ? [...MEDICAL_RULES, ...DENTAL_RULES] : DENTAL_RULES;
}
