import type { Address, DomainId } from '../../../domain/model';
import type { FamilyTemplate, GroupTemplate, MemberTemplate, PlanChoice } from './family-builder';
import { DENTAL_PLANS, MEDICAL_PLANS, PHARMACY_PLANS, VISION_PLANS } from './plan-catalogue';

/**
 * The sandbox's families. Invented people at real-looking addresses; ages are "as of today", so a child
 * aged 12 stays 12 whatever day the sandbox is pinned to.
 */

const FULL_EMPLOYER: PlanChoice = {
  medical: MEDICAL_PLANS.employerPpo,
  dental: DENTAL_PLANS.groupPpo,
  vision: VISION_PLANS.essentials,
  pharmacy: PHARMACY_PLANS.valueThreeTier,
};

const INDIVIDUAL: PlanChoice = {
  medical: MEDICAL_PLANS.individualGold,
  dental: DENTAL_PLANS.groupPpo,
  vision: VISION_PLANS.essentials,
  pharmacy: PHARMACY_PLANS.valueThreeTier,
};

const address = (addressLine1: string, city: string, state: string, zipCode: string, phoneNumber: string, addressLine2: string | null = null): Address => ({
  addressLine1,
  addressLine2,
  city,
  state,
  zipCode,
  country: 'USA',
  phoneNumber,
});

/** A group with the main brand's usual parent (employer groups) unless told otherwise. */
function group(groupId: string, groupName: string, memberKeyBase: string, overrides: Partial<GroupTemplate> = {}): GroupTemplate {
  return {
    groupId,
    groupName,
    groupKey: `G${groupId.slice(-5)}`,
    parentGroupId: '100000020',
    parentGroupName: 'Cascade Employer Groups',
    kind: 'employer',
    moda360: false,
    memberKeyBase,
    plans: FULL_EMPLOYER,
    ...overrides,
  };
}

const INDIVIDUAL_PARENT = { parentGroupId: '100000010', parentGroupName: 'Cascade Individual Plans', kind: 'individual', plans: INDIVIDUAL } as const;
const CITY_OF_PORTLAND = { parentGroupId: '100004300', parentGroupName: 'City of Portland' } as const;

const subscriber = (firstName: string, sex: 'F' | 'M', age: number, daysSinceBirthday: number, medicalSpend: number, dentalSpend: number): MemberTemplate => ({
  suffix: 0,
  firstName,
  relationship: 'subscriber',
  sex,
  age,
  daysSinceBirthday,
  medicalSpend,
  dentalSpend,
});

const spouse = (firstName: string, sex: 'F' | 'M', age: number, daysSinceBirthday: number, medicalSpend: number, dentalSpend: number): MemberTemplate => ({
  ...subscriber(firstName, sex, age, daysSinceBirthday, medicalSpend, dentalSpend),
  suffix: 1,
  relationship: 'spouse',
});

const child = (suffix: number, firstName: string, sex: 'F' | 'M', age: number, daysSinceBirthday: number, medicalSpend: number, dentalSpend: number): MemberTemplate => ({
  ...subscriber(firstName, sex, age, daysSinceBirthday, medicalSpend, dentalSpend),
  suffix,
  relationship: 'child',
});

interface FamilyOptions {
  readonly id: string;
  readonly domainId?: DomainId;
  readonly subscriberId: string;
  readonly surname: string;
  readonly members: readonly MemberTemplate[];
  readonly address: Address;
  readonly groups: readonly GroupTemplate[];
  readonly timeline?: FamilyTemplate['timeline'];
  readonly yearsEnrolled?: number;
  readonly hireYearsAgo?: number | null;
}

/** Active main-brand coverage for two years before this one, employee hired six years ago, unless told otherwise. */
const family = (options: FamilyOptions): FamilyTemplate => ({
  domainId: 1,
  timeline: 'active',
  yearsEnrolled: 2,
  hireYearsAgo: options.groups[0]?.kind === 'employer' ? 6 : null,
  ...options,
});

export const HOLLIS = family({
  id: 'hollis',
  subscriberId: 'M10458231',
  surname: 'Hollis',
  members: [
    subscriber('Daniel', 'M', 44, 120, 1150, 385),
    spouse('Rebecca', 'F', 42, 200, 1180, 610),
    child(2, 'Maya', 'F', 12, 100, 240, 890),
    { ...child(3, 'Owen', 'M', 20, 45, 95, 150), ineligible: ['vision'] },
    child(4, 'Ava', 'F', 17, 200, 410, 220),
  ],
  address: address('2417 SE Salmon St', 'Portland', 'OR', '97214', '503-555-0182'),
  groups: [group('10003115', 'Individual & Family Plans - Oregon', '7731042', INDIVIDUAL_PARENT)],
  yearsEnrolled: 3,
});

export const NAKAMURA = family({
  id: 'nakamura',
  subscriberId: 'M20731564',
  surname: 'Nakamura',
  members: [subscriber('Kenji', 'M', 58, 310, 860, 240), spouse('Emiko', 'F', 56, 18, 1420, 95)],
  address: address('1845 Fairmount Ave S', 'Salem', 'OR', '97302', '503-555-0147'),
  groups: [group('10002140', 'Willamette Valley Credit Union', '8842071')],
  timeline: 'termed',
  yearsEnrolled: 4,
});

export const ALVAREZ = family({
  id: 'alvarez',
  subscriberId: 'M30982217',
  surname: 'Alvarez',
  members: [subscriber('Sofia', 'F', 34, 260, 0, 0), child(1, 'Mateo', 'M', 6, 150, 0, 0)],
  address: address('4410 NE 112th Ave', 'Vancouver', 'WA', '98682', '360-555-0126', 'Apt 7'),
  groups: [group('10004418', 'Columbia River Logistics', '9015566')],
  timeline: 'future',
  yearsEnrolled: 0,
  hireYearsAgo: 0,
});

export const BRENNAN = family({
  id: 'brennan',
  subscriberId: 'M41720953',
  surname: 'Brennan',
  members: [subscriber('Patrick', 'M', 47, 75, 530, 180)],
  address: address('16 Greenridge Ct', 'Lake Oswego', 'OR', '97035', '503-555-0163'),
  groups: [
    group('10003311', 'Rose City Architects', '6620418'),
    group('10005120', 'Pacific Crest Staffing', '6620733', { moda360: true, plans: { ...FULL_EMPLOYER, dental: DENTAL_PLANS.incentive, vision: null } }),
  ],
});

export const OKAFOR = family({
  id: 'okafor',
  subscriberId: 'M52209876',
  surname: 'Okafor',
  members: [subscriber('Grace', 'F', 39, 33, 720, 260), spouse('Chidi', 'M', 41, 190, 310, 140)],
  address: address('61535 Cultus Lake Ct', 'Bend', 'OR', '97702', '541-555-0139'),
  groups: [group('10005242', 'Cascade Outdoor Gear Co.', '7112345', { moda360: true })],
});

export const WHITFIELD = family({
  id: 'whitfield',
  subscriberId: 'M60318842',
  surname: 'Whitfield',
  members: [subscriber('Thomas', 'M', 63, 222, 1940, 505)],
  address: address('2235 NW Kings Blvd', 'Corvallis', 'OR', '97330', '541-555-0117'),
  groups: [group('10002377', 'Linn-Benton Community Services', '5530981')],
});

export const LINDQVIST = family({
  id: 'lindqvist',
  subscriberId: 'M71146630',
  surname: 'Lindqvist',
  members: [subscriber('Erik', 'M', 29, 57, 120, 95)],
  address: address('1250 NW Marshall St', 'Portland', 'OR', '97209', '503-555-0171', 'Apt 512'),
  groups: [group('10003908', 'Pearl District Software Collective', '4409127')],
  yearsEnrolled: 0,
  hireYearsAgo: 1,
});

export const KOWALSKI = family({
  id: 'kowalski',
  subscriberId: 'M80527714',
  surname: 'Kowalski',
  members: [subscriber('Anna', 'F', 51, 140, 980, 330), child(1, 'Jakub', 'M', 16, 290, 60, 410)],
  address: address('2730 NE Hogan Dr', 'Gresham', 'OR', '97030', '503-555-0158'),
  groups: [group('10001876', 'Gresham-Barlow School District', '3388150')],
});

export const DUBOIS = family({
  id: 'dubois',
  subscriberId: 'M81639025',
  surname: 'Dubois',
  members: [subscriber('Claire', 'F', 36, 12, 660, 210)],
  address: address('3320 N Williams Ave', 'Portland', 'OR', '97227', '503-555-0194', 'Unit 4'),
  groups: [group('10003311', 'Rose City Architects', '3390772')],
});

export const PATEL = family({
  id: 'patel',
  subscriberId: 'M82750136',
  surname: 'Patel',
  members: [subscriber('Ravi', 'M', 41, 88, 890, 175), spouse('Anjali', 'F', 39, 301, 1260, 340), child(2, 'Dev', 'M', 9, 170, 150, 120)],
  address: address('2905 NE Orenco Station Pkwy', 'Hillsboro', 'OR', '97124', '503-555-0133'),
  groups: [group('10004025', 'Silicon Forest Semiconductor', '2267493')],
});

export const HADDAD = family({
  id: 'haddad',
  subscriberId: 'M83861247',
  surname: 'Haddad',
  members: [subscriber('Samir', 'M', 45, 205, 410, 290), spouse('Leila', 'F', 43, 64, 770, 180)],
  address: address('4625 SW Murray Blvd', 'Beaverton', 'OR', '97005', '503-555-0112'),
  groups: [group('10002805', 'Tualatin Valley School District', '2281604')],
});

export const THOMPSON = family({
  id: 'thompson',
  subscriberId: 'M90274419',
  surname: 'Thompson',
  members: [subscriber('Margaret', 'F', 71, 250, 1630, 470)],
  address: address('2650 Willakenzie Rd', 'Eugene', 'OR', '97401', '541-555-0105'),
  groups: [
    group('10007512', 'Cascade Medicare Advantage Plus (PPO)', '1190342', {
      parentGroupId: '100000075',
      parentGroupName: 'Cascade Medicare Advantage',
      kind: 'medicare',
      plans: { medical: MEDICAL_PLANS.medicareAdvantage, dental: DENTAL_PLANS.medicareDental, vision: null, pharmacy: PHARMACY_PLANS.partD },
    }),
  ],
  yearsEnrolled: 5,
});

export const REYES = family({
  id: 'reyes',
  subscriberId: 'M91385520',
  surname: 'Reyes',
  members: [subscriber('Miguel', 'M', 42, 180, 1050, 260), spouse('Lucia', 'F', 40, 35, 640, 380), child(2, 'Isabel', 'F', 14, 230, 180, 960)],
  address: address('8915 W Gage Blvd', 'Kennewick', 'WA', '99336', '509-555-0168'),
  groups: [group('10005980', 'Plumbers & Steamfitters Local 598 Trust', '1204877', { parentGroupId: '100005900', parentGroupName: 'Taft-Hartley Trusts' })],
  hireYearsAgo: 14,
});

export const CHEN = family({
  id: 'chen',
  subscriberId: 'M92496631',
  surname: 'Chen',
  members: [subscriber('Linda', 'F', 54, 97, 2210, 330)],
  address: address('1120 NW Portland Ave', 'Bend', 'OR', '97703', '541-555-0191'),
  groups: [group('10006231', 'Deschutes County Employees', '1215988', { plans: { ...FULL_EMPLOYER, pharmacy: PHARMACY_PLANS.navitus } })],
});

export const GREENE = family({
  id: 'greene',
  subscriberId: 'M93507742',
  surname: 'Greene',
  members: [subscriber('Marcus', 'M', 38, 150, 540, 200), spouse('Tasha', 'F', 37, 44, 910, 260), child(2, 'Jordan', 'M', 7, 320, 130, 90)],
  address: address('5136 NE 23rd Ave', 'Portland', 'OR', '97211', '503-555-0186'),
  groups: [group('10004311', 'City of Portland', '1227099', CITY_OF_PORTLAND)],
});

export const MORALES = family({
  id: 'morales',
  subscriberId: 'M94618853',
  surname: 'Morales',
  members: [subscriber('Elena', 'F', 45, 270, 380, 150)],
  address: address('7433 SE Ramona St', 'Portland', 'OR', '97206', '503-555-0129'),
  groups: [group('10004311', 'City of Portland', '1238100', CITY_OF_PORTLAND)],
});

export const FISCHER = family({
  id: 'fischer',
  subscriberId: 'M95729964',
  surname: 'Fischer',
  members: [subscriber('Hannah', 'F', 33, 160, 610, 120)],
  address: address('1520 Chemeketa St NE', 'Salem', 'OR', '97301', '503-555-0153'),
  groups: [group('10003115', 'Individual & Family Plans - Oregon', '1249211', INDIVIDUAL_PARENT)],
});

export const SULLIVAN = family({
  id: 'sullivan',
  subscriberId: 'M96830075',
  surname: 'Sullivan',
  members: [subscriber('Brian', 'M', 52, 31, 1890, 720), spouse('Karen', 'F', 50, 276, 760, 300)],
  address: address('2308 Columbia House Blvd', 'Vancouver', 'WA', '98661', '360-555-0144'),
  groups: [group('10003116', 'Individual & Family Plans - Washington', '1260322', INDIVIDUAL_PARENT)],
});

export const NGUYEN = family({
  id: 'nguyen',
  subscriberId: 'M97941186',
  surname: 'Nguyen',
  members: [subscriber('Thu', 'F', 46, 115, 700, 240), spouse('Bao', 'M', 48, 8, 450, 380), child(2, 'Kim', 'F', 15, 210, 90, 640)],
  address: address('3620 Summers Ln', 'Klamath Falls', 'OR', '97603', '541-555-0172'),
  groups: [group('10004760', 'Klamath Basin Employers Trust', '1271433')],
});

export const LARSEN = family({
  id: 'larsen',
  domainId: 2,
  subscriberId: 'S20418836',
  surname: 'Larsen',
  members: [subscriber('Jacob', 'M', 40, 130, 1210, 310), spouse('Megan', 'F', 38, 59, 680, 450), child(2, 'Ella', 'F', 8, 280, 210, 160)],
  address: address('20895 Sierra Dr', 'Bend', 'OR', '97701', '541-555-0148'),
  groups: [
    group('20004120', 'High Desert Builders Association', '3310457', {
      parentGroupId: '200000001',
      parentGroupName: 'Summit Health Employer Groups',
      plans: { medical: MEDICAL_PLANS.summitPpo, dental: DENTAL_PLANS.incentive, vision: VISION_PLANS.essentials, pharmacy: PHARMACY_PLANS.valueThreeTier },
    }),
  ],
});

const providenceGroup = (groupId: string, groupName: string, memberKeyBase: string): GroupTemplate =>
  group(groupId, groupName, memberKeyBase, {
    parentGroupId: '500000001',
    parentGroupName: 'Providence Health & Services',
    // Providence members hold dental coverage only.
    plans: { medical: null, dental: DENTAL_PLANS.providenceDental, vision: null, pharmacy: null },
  });

export const BISHOP = family({
  id: 'bishop',
  domainId: 5,
  subscriberId: 'P50127743',
  surname: 'Bishop',
  members: [subscriber('Olivia', 'F', 35, 212, 0, 540), spouse('Noah', 'M', 37, 93, 0, 260), child(2, 'Lily', 'F', 5, 41, 0, 120)],
  address: address('9205 SW Barnes Rd', 'Portland', 'OR', '97225', '503-555-0115'),
  groups: [providenceGroup('50002210', 'Providence St. Vincent Caregivers', '5501277')],
});

export const YAMAMOTO = family({
  id: 'yamamoto',
  domainId: 5,
  subscriberId: 'P50238854',
  surname: 'Yamamoto',
  members: [subscriber('Aiko', 'F', 31, 170, 0, 310)],
  address: address('1040 E McAndrews Rd', 'Medford', 'OR', '97504', '541-555-0166'),
  groups: [providenceGroup('50002245', 'Providence Medford Medical Center', '5502388')],
  yearsEnrolled: 1,
});

export const CARTER = family({
  id: 'carter',
  domainId: 5,
  subscriberId: 'P50349965',
  surname: 'Carter',
  members: [subscriber('James', 'M', 44, 55, 0, 220), spouse('Emily', 'F', 42, 240, 0, 680), child(2, 'Noelle', 'F', 10, 133, 0, 150)],
  address: address('5040 NE Glisan St', 'Portland', 'OR', '97213', '503-555-0177'),
  groups: [providenceGroup('50002301', 'Providence Portland Medical Center', '5503499')],
});

/**
 * A family with years of history (a family of 8, enrolled for twenty-five years): the scale at which the
 * dashboard's lists must still page and answer quickly.
 */
export const HARTWELL = family({
  id: 'hartwell',
  subscriberId: 'M10472960',
  surname: 'Hartwell',
  members: [
    subscriber('Victor', 'M', 52, 140, 1320, 410),
    spouse('Helen', 'F', 50, 75, 960, 520),
    child(2, 'Iris', 'F', 22, 30, 310, 180),
    child(3, 'Felix', 'M', 19, 260, 150, 240),
    child(4, 'Nora', 'F', 16, 95, 420, 700),
    child(5, 'Theo', 'M', 13, 180, 120, 560),
    child(6, 'Clara', 'F', 9, 10, 260, 330),
    child(7, 'Leo', 'M', 6, 220, 380, 140),
  ],
  address: address('1180 Commercial St NE', 'Salem', 'OR', '97301', '503-555-0196'),
  groups: [group('10003390', 'Willamette Valley Growers Cooperative', '7740210')],
  yearsEnrolled: 25,
  hireYearsAgo: 27,
});
