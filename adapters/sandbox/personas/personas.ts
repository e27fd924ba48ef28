import {
  ALVAREZ,
  BISHOP,
  BRENNAN,
  CARTER,
  CHEN,
  DUBOIS,
  FISCHER,
  GREENE,
  HADDAD,
  HARTWELL,
  HOLLIS,
  KOWALSKI,
  LARSEN,
  LINDQVIST,
  MORALES,
  NAKAMURA,
  NGUYEN,
  OKAFOR,
  PATEL,
  REYES,
  SULLIVAN,
  THOMPSON,
  WHITFIELD,
  YAMAMOTO,
} from './families';
import { buildPersona, type MemberPersonaSpec, type PersonaSpec } from './persona-builder';
import type { PersonaFactory } from './persona-types';

/**
 * The personas of /work/shared/sandbox-personas.md: usernames, domains and situations are a contract
 * (acceptance checks log in with them). Each is a small spec over a family; the builders do the rest.
 */

const member = (spec: Omit<MemberPersonaSpec, 'role'>): MemberPersonaSpec => ({ role: 'member', ...spec });

/** The Hollis family as its subscriber sees it; the spouse and the 17-year-old log in to the same family. */
const HOLLIS_SUBSCRIBER = member({
  username: 'subscriber',
  situation: 'Subscriber with a spouse, a child aged 12, a child aged 20 and a child aged 17; everything active; referrals on several pages; eBill registered; renewal open.',
  family: HOLLIS,
  programs: [{ id: 1 }, { id: 4 }, { id: 8 }, { id: 13 }, { id: 33 }, { id: 36 }, { id: 41 }, { id: 92 }, { id: 93 }, { id: 94 }, { id: 97, eligible: false }],
  // Everyone but the 12-year-old (suffix 2) has a primary care provider.
  primaryCare: { eligible: true, providers: { 0: 'P104211', 1: 'P104211', 3: 'P104372', 4: 'P104419' } },
  referrals: 23,
  ebill: { hasEbill: true, registered: true },
  planManagement: 'renewal-open',
});

export const PERSONA_SPECS: readonly PersonaSpec[] = [
  HOLLIS_SUBSCRIBER,
  { ...HOLLIS_SUBSCRIBER, username: 'spouse', viewerSuffix: 1, situation: 'The Hollis family’s spouse, an adult dependant (suffix 1).' },
  { ...HOLLIS_SUBSCRIBER, username: 'minor', viewerSuffix: 4, situation: 'The Hollis family’s 17-year-old dependant (suffix 4).' },
  member({ username: 'termed', situation: 'Every eligibility ended at the end of the month two months ago.', family: NAKAMURA, ebill: { hasEbill: true } }),
  member({ username: 'future', situation: 'Coverage starts on the first of next month.', family: ALVAREZ, primaryCare: { eligible: true, providers: {} } }),
  member({ username: 'multigroup', situation: 'Two groups, the second of them moda360; none selected yet.', family: BRENNAN }),
  member({ username: 'moda360', situation: 'One group, moda360: login posts the token to single sign-on.', family: OKAFOR, primaryCare: { eligible: true, providers: { 0: 'P104917' } } }),
  member({ username: 'noemail', situation: 'No e-mail address in preferences.', family: WHITFIELD, email: null, primaryCare: { eligible: true, providers: { 0: 'P104858' } } }),
  member({ username: 'newuser', situation: 'Account status INI: must change the password first.', family: LINDQVIST, status: 'INI', primaryCare: { eligible: true, providers: { 0: 'P104355' } } }),
  member({ username: 'locked', situation: 'ACCOUNT_LOCKED on every attempt.', family: KOWALSKI, loginBehaviour: 'always-locked' }),
  member({
    username: 'retry',
    situation: 'A wrong password answers LOGIN_ATTEMPTS_REMAINING 2, 1, then 0; after that the account is locked until its password is reset.',
    family: DUBOIS,
    loginBehaviour: 'countdown',
  }),
  member({ username: 'nopcp', situation: 'Primary care eligible, no provider selected for anyone.', family: PATEL, primaryCare: { eligible: true, providers: {} } }),
  member({ username: 'pci', situation: 'Group 10002805 (Preventive Care Initiative).', family: HADDAD, primaryCare: { eligible: true, providers: { 0: 'P104577', 1: 'P104592' } } }),
  member({
    username: 'medicare',
    situation: 'Medicare Advantage member (parent group 100000075) with passport dental and Medicare materials.',
    family: THOMPSON,
    programs: [{ id: 13 }, { id: 27 }, { id: 92 }, { id: 93 }, { id: 97 }],
    primaryCare: { eligible: true, providers: { 0: 'P104806' } },
    medicareMaterials: true,
  }),
  member({
    username: 'local598',
    situation: 'Local 598 member: the tile shows the employee ID.',
    family: REYES,
    employeeId: '598-20417',
    primaryCare: { eligible: true, providers: { 0: 'P105163', 1: 'P105163', 2: 'P105186' } },
  }),
  member({
    username: 'navitus',
    situation: 'Pharmacy through Navitus: program 37 present.',
    family: CHEN,
    programs: [{ id: 1 }, { id: 13 }, { id: 33 }, { id: 37 }, { id: 92 }, { id: 93 }],
    primaryCare: { eligible: true, providers: { 0: 'P104902' } },
  }),
  member({ username: 'portland', situation: 'City of Portland member with a due date.', family: GREENE, cityOfPortland: 'due-date' }),
  member({ username: 'noportland', situation: 'City of Portland member with no due date.', family: MORALES, cityOfPortland: 'no-due-date' }),
  member({ username: 'cancelm', situation: 'Individual plan; cancellation status M (medical not renewed).', family: FISCHER, planManagement: 'cancelled-medical', primaryCare: { eligible: true, providers: { 0: 'P104781' } } }),
  member({
    username: 'canceld',
    situation: 'Individual plan; cancellation status D (medical and dental not renewed).',
    family: SULLIVAN,
    planManagement: 'cancelled-medical-and-dental',
    primaryCare: { eligible: true, providers: { 0: 'P105014', 1: 'P105029' } },
  }),
  member({ username: 'group4760', situation: 'Group 10004760 (Summit-like menus).', family: NGUYEN, referrals: 3, primaryCare: { eligible: true, providers: { 0: 'P104955' } } }),
  member({ username: 'summit', situation: 'Summit subscriber.', family: LARSEN, referrals: 4 }),
  { role: 'new-id', username: 'summitnewid', domainId: 2, staffKey: 'AGENT-S2-1047', situation: 'Summit customer service: token role new-id.' },
  member({ username: 'providence', situation: 'Providence subscriber, policies signed.', family: BISHOP }),
  member({
    username: 'provunsigned',
    situation: 'Providence subscriber who has not signed the communication policy.',
    family: YAMAMOTO,
    policies: { isCommunicationPolicySigned: false, isEeobPreferenceConsented: null },
  }),
  member({ username: 'provdep', situation: 'Providence adult dependant (suffix 1).', family: CARTER, viewerSuffix: 1 }),
  { role: 'new-id', username: 'provnewid', domainId: 5, staffKey: 'AGENT-P5-2210', situation: 'Providence customer service: token role new-id.' },
];

/**
 * Personas beyond the shared list, for developers and the bench rather than acceptance checks: they sign
 * in like the others (sandbox-state.ts finds them), but the suites that walk every persona leave them out.
 * `history` is the scale the dashboard must stay smooth at (the bench's `scale` section): a family of 8 with twenty-five
 * years of claims, EOBs, referrals and prior authorizations, built only when someone signs in as them.
 */
export const SCALE_PERSONA_SPECS: readonly MemberPersonaSpec[] = [
  member({
    username: 'history',
    situation: 'A family of 8 with twenty-five years of history: over 2,000 claims, over 1,000 EOBs, 150 referrals, and 240 prior authorizations and referrals (150 of them the subscriber’s or the minors’).',
    family: HARTWELL,
    claimsYearsKept: 25,
    referrals: 150,
    primaryCare: { eligible: true, providers: { 0: 'P104211', 1: 'P104211', 2: 'P104372', 3: 'P104372', 4: 'P104419', 5: 'P104419', 6: 'P104419', 7: 'P104419' } },
  }),
];

/** Each persona as a function of the sandbox's today. */
export const SANDBOX_PERSONAS: Readonly<Record<string, PersonaFactory>> = Object.fromEntries(
  PERSONA_SPECS.map((spec) => [spec.username, (today: string) => buildPersona(today, spec)]),
);
