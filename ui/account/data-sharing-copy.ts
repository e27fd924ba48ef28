import type { DataSharingAction } from '../../domain/model';
import { localized } from '../../domain/copy/localized';

/**
 * The data-sharing page's copy (connected apps on the Patient Access API, CMS-9115-F; Provider Access and
 * payer-to-payer exchange, CMS-0057-F). The spec has no words for it: these are ours, in plain language, as
 * the rule asks of the Provider Access notice.
 */
export const DATA_SHARING_COPY = localized('DATA_SHARING_COPY', {
  heading: 'Data sharing',
  intro: 'Choose who can read your health plan data: apps you connected, your doctors, and your previous or next health plan. A change takes effect at once.',
  /** The intro for a member who may see their choices but not change them (a minor). */
  introViewOnly: 'Who can read your health plan data: apps you connected, your doctors, and your previous or next health plan.',
  loading: 'Loading your data-sharing choices',
  memberLabel: 'Whose choices',
  viewOnly: (controller: string) => `${controller} manages these choices for you until you turn 18. You can see them here; ask them to make a change.`,
  viewOnlyNoName: 'The subscriber on your plan manages these choices for you until you turn 18. You can see them here; ask them to make a change.',
  managingFor: (name: string) => `You manage ${name}'s choices until they turn 18.`,

  appsTitle: 'Connected apps',
  appsIntro: 'Apps you allowed to read your plan data through our Patient Access API. Access ends by itself when the grant ends, or when you revoke it.',
  appsNone: 'No apps are connected to your plan data.',
  canRead: 'Can read',
  authorised: 'Connected on',
  lastRead: 'Last read your data',
  neverRead: 'Not yet',
  endsOn: (date: string) => `Access ends on ${date}`,
  endedOn: (date: string) => `Access ended on ${date}`,
  revokedOn: (date: string) => `Access revoked on ${date}`,
  statusActive: 'Active',
  statusEnded: 'Ended',
  statusRevoked: 'Revoked',
  revoke: (app: string) => `Revoke access for ${app}`,
  revokeButton: 'Revoke access',
  revokeTitle: (app: string) => `Revoke access for ${app}?`,
  revokeBody: (app: string) => `${app} will no longer be able to read your plan data. What it has already read stays with the app. To use it again, connect it again from the app.`,
  revokeConfirm: 'Revoke access',
  revokeKeep: 'Keep access',
  revokedToast: (app: string) => `${app} can no longer read your data.`,
  revokeStillInForce: 'The app keeps its access until the change is saved.',

  providerTitle: 'Provider Access',
  providerWhat: 'What is shared: your claims and visits (not what you paid), the health information we hold about you, and your prior authorizations.',
  providerWho: 'With whom: doctors and other providers in our network who treat you, once we confirm they do.',
  providerWhy: 'Why: so that the people caring for you know your history, and you repeat fewer tests and forms.',
  // The states and confirmations below (and the payer-to-payer title) take `whose`: null for the member's
  // own choices, or the first name of the minor whose choices the subscriber manages, so that they never
  // say "your data" of someone else's.
  providerIn: (whose: string | null) => (whose === null ? 'Your providers can read your data.' : `Providers who treat ${whose} can read ${whose}'s data.`),
  providerOut: (whose: string | null) =>
    whose === null ? 'You opted out: your providers cannot read your data through us.' : `You opted ${whose} out: providers cannot read ${whose}'s data through us.`,
  optOut: (_whose: string | null) => 'Opt out',
  optIn: 'Opt back in',
  optedOutToast: (whose: string | null) => (whose === null ? 'You opted out of Provider Access.' : `You opted ${whose} out of Provider Access.`),
  optedInToast: (whose: string | null) => (whose === null ? 'You opted back in to Provider Access.' : `You opted ${whose} back in to Provider Access.`),

  payerTitle: (whose: string | null) => (whose === null ? 'Sharing with your previous or next plan' : `Sharing with ${whose}'s previous or next plan`),
  payerWhat: 'When you join a new health plan, or have just joined us from another, the two plans can exchange your claims and prior authorizations, so that your care continues without starting over. They do so only with your consent.',
  payerIn: (whose: string | null) =>
    whose === null ? 'You consented: your previous or next plan may receive your data.' : `You consented for ${whose}: a previous or next plan may receive ${whose}'s data.`,
  payerOut: (whose: string | null) =>
    whose === null ? 'You have not consented: we do not share your data with another plan.' : `You have not consented for ${whose}: we do not share ${whose}'s data with another plan.`,
  consent: 'Give consent',
  withdraw: 'Withdraw consent',
  consentedToast: (whose: string | null) =>
    whose === null ? 'You consented to sharing with your previous or next plan.' : `You consented to sharing ${whose}'s data with a previous or next plan.`,
  withdrawnToast: (whose: string | null) =>
    whose === null ? 'You withdrew your consent to sharing with another plan.' : `You withdrew your consent to sharing ${whose}'s data with another plan.`,

  lastChanged: (date: string) => `Last changed on ${date}.`,
  neverChanged: 'Not changed yet.',
  stillInForce: (choice: string) => `Still in force: ${choice}`,

  historyTitle: 'History of your choices',
  historyNone: 'No changes yet.',
  historyAction: (action: DataSharingAction, app: string): string => {
    switch (action) {
      case 'app-revoked':
        return `Revoked access for ${app}`;
      case 'provider-access-opted-out':
        return 'Opted out of Provider Access';
      case 'provider-access-opted-in':
        return 'Opted back in to Provider Access';
      case 'payer-to-payer-consented':
        return 'Consented to sharing with a previous or next plan';
      case 'payer-to-payer-withdrawn':
        return 'Withdrew consent to sharing with another plan';
    }
  },
  by: (name: string) => `by ${name}`,
  someoneElse: 'another member',

  saveFailed: 'We could not save your change. Please try again in a few minutes.',
  notYours: 'Only the member, or the subscriber for a minor, can change these choices.',

  /** What an app may read, by the kind of record its scope names ('patient/Coverage.read'). */
  scopes: {
    Patient: 'Your name, date of birth and contact details',
    Coverage: 'Your plan and coverage',
    ExplanationOfBenefit: 'Your claims and what was paid',
    MedicationDispense: 'Medicines you filled at a pharmacy',
    MedicationRequest: 'Medicines prescribed to you',
    Immunization: 'Your immunizations',
    Condition: 'Your health conditions',
    Observation: 'Test results and measurements',
    Procedure: 'Procedures you had',
    AllergyIntolerance: 'Your allergies',
    Encounter: 'Your visits',
    Practitioner: 'Your doctors and providers',
    Organization: 'Clinics, hospitals and pharmacies that treated you',
  },
} as const);

type ScopeKind = keyof typeof DATA_SHARING_COPY.scopes;

/**
 * A SMART on FHIR scope in plain words: 'patient/Coverage.read' reads 'Your plan and coverage'. A scope the
 * page has no words for is shown as the authorisation server names it (English, marked so).
 */
export function scopeInWords(scope: string): { readonly words: string; readonly english: boolean } {
  const kind = /^(?:patient|user)\/([A-Za-z]+)\.(?:read|rs|r|\*)$/.exec(scope)?.[1];
  const scopes: Readonly<Record<string, string | undefined>> = DATA_SHARING_COPY.scopes;
  const words = kind === undefined ? undefined : scopes[kind as ScopeKind];
  return words === undefined ? { words: scope, english: true } : { words, english: false };
}
