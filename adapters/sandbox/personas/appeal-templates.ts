import type { AppealOutcome, ComplaintCategory } from '../../../domain/model';

/**
 * The templates of the appeals and complaints the sandbox's families already have (appeals-builder.ts makes
 * them), dated relative to the sandbox's today so that, on whatever day a family is first seen, its appeals
 * show every status (the desk's timetable moves them on from there): on the main brand the Hollis subscriber
 * and spouse, on Summit the Larsen subscriber, on Providence the Bishop subscriber and the Carter dependant. The denied Humira request (the subscriber's)
 * and the spouse's denied sleep study are left for the member to appeal.
 *
 * Each is an appeal the member could have filed through the dashboard: of a denied request or claim, on or
 * after the day of its notice and within the 180 days after it. A claim appeal is about a claim the plan
 * denied for it, of care 45 days before the filing; the claims builder adds those (`appealedClaimsOf`).
 */

export interface AppealTemplate {
  /** The filer's suffix: they appeal their own decision. */
  readonly suffix: number;
  /** A denied request, by id, or the claim denied for this appeal (`appealedClaimsOf`). */
  readonly decision: { readonly authorization: string } | 'claim';
  readonly filedDaysAgo: number;
  readonly withDocuments: boolean;
  readonly outcome: AppealOutcome;
  readonly externalReviewDaysAgo?: number;
}

export interface FamilyAppeals {
  readonly prefix: string;
  readonly appeals: readonly AppealTemplate[];
  readonly complaints: readonly { readonly suffix: number; readonly category: ComplaintCategory; readonly description: string; readonly filedDaysAgo: number }[];
}

/**
 * One of each status for a brand's persona: received (filed today), in review, more information needed
 * (filed without documents), decided, and external review requested after a denial upheld.
 */
const EVERY_STATUS = (suffix: number, decided: AppealOutcome, inReview: AppealTemplate['decision'] = 'claim'): AppealTemplate[] => [
  { suffix, decision: 'claim', filedDaysAgo: 0, withDocuments: true, outcome: 'overturned' },
  { suffix, decision: inReview, filedDaysAgo: 6, withDocuments: true, outcome: 'overturned' },
  { suffix, decision: 'claim', filedDaysAgo: 5, withDocuments: false, outcome: 'upheld' },
  { suffix, decision: 'claim', filedDaysAgo: 30, withDocuments: true, outcome: decided },
  { suffix, decision: 'claim', filedDaysAgo: 90, withDocuments: true, outcome: 'upheld', externalReviewDaysAgo: 40 },
];

/** The families that have appeals, by subscriber ID (see families.ts). */
export const SEEDED_APPEALS: Readonly<Record<string, FamilyAppeals>> = {
  M10458231: {
    prefix: 'HL',
    appeals: [
      ...EVERY_STATUS(0, 'upheld', { authorization: 'HL1002' }),
      { suffix: 1, decision: 'claim', filedDaysAgo: 40, withDocuments: true, outcome: 'partly-overturned' },
    ],
    complaints: [{ suffix: 0, category: 'service', description: 'I was on hold for 45 minutes before anyone answered.', filedDaysAgo: 20 }],
  },
  S20418836: { prefix: 'LR', appeals: EVERY_STATUS(0, 'overturned'), complaints: [] },
  P50127743: { prefix: 'BS', appeals: EVERY_STATUS(0, 'partly-overturned'), complaints: [] },
  P50349965: { prefix: 'CR', appeals: [{ suffix: 1, decision: { authorization: 'CR1001' }, filedDaysAgo: 20, withDocuments: true, outcome: 'overturned' }], complaints: [] },
};

/**
 * How long before its appeal's filing the appealed claim's care was: the claim is received 2 to 9 days
 * after the care and decided 4 to 16 days after that, so its notice is 20 to 39 days before the filing.
 */
const CARE_BEFORE_FILING_DAYS = 45;

/** How many days before the sandbox's today the care of a claim appeal's claim was. */
export const careDaysAgoOf = (template: Pick<AppealTemplate, 'filedDaysAgo'>): number => template.filedDaysAgo + CARE_BEFORE_FILING_DAYS;

/**
 * The claims the family's seeded appeals are about, for the claims builder to add as denied: whose care
 * (by member suffix) and how many days before the sandbox's today it was.
 */
export function appealedClaimsOf(subscriberId: string): readonly { readonly suffix: number; readonly careDaysAgo: number }[] {
  const family = SEEDED_APPEALS[subscriberId];
  if (family === undefined) return [];
  return family.appeals.filter((template) => template.decision === 'claim').map((template) => ({ suffix: template.suffix, careDaysAgo: careDaysAgoOf(template) }));
}
