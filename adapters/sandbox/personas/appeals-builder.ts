import type { AppealedDecision, AppealOutcome, Claim, ComplaintCategory } from '../../../domain/model';
import { claimIsAppealable, deniedLinesOf } from '../../../domain/rules/appeals';
import { daysAfter } from '../../../domain/rules/authorization-approvals';
import type { StoredAppeal, StoredComplaint } from '../sandbox-state';
import { authorizationsOf } from './authorizations-builder';
import type { PlanData } from './persona-types';

/**
 * The appeals and complaints the sandbox's families already have, dated relative to the sandbox's today so
 * that, on whatever day a family is first seen, its appeals show every status (the desk's timetable moves
 * them on from there): on the main brand the Hollis subscriber and spouse, on Summit the Larsen subscriber,
 * on Providence the Bishop subscriber and the Carter dependant. The denied Humira request (the subscriber's)
 * and the spouse's denied sleep study are left for the member to appeal.
 */

interface AppealTemplate {
  /** The filer's suffix: they appeal their own decision. */
  readonly suffix: number;
  /** An authorization's id, or the n-th of the filer's decided claims (appealable ones first, newest first). */
  readonly decision: { readonly authorization: string } | { readonly claim: number };
  readonly filedDaysAgo: number;
  readonly withDocuments: boolean;
  readonly outcome: AppealOutcome;
  readonly externalReviewDaysAgo?: number;
}

interface FamilyAppeals {
  readonly prefix: string;
  readonly appeals: readonly AppealTemplate[];
  readonly complaints: readonly { readonly suffix: number; readonly category: ComplaintCategory; readonly description: string; readonly filedDaysAgo: number }[];
}

/**
 * One of each status for a brand's persona: received (filed today), in review, more information needed
 * (filed without documents), decided, and external review requested after a denial upheld.
 */
const EVERY_STATUS = (suffix: number, decided: AppealOutcome, inReview: AppealTemplate['decision'] = { claim: 1 }): AppealTemplate[] => [
  { suffix, decision: { claim: 0 }, filedDaysAgo: 0, withDocuments: true, outcome: 'overturned' },
  { suffix, decision: inReview, filedDaysAgo: 6, withDocuments: true, outcome: 'overturned' },
  { suffix, decision: { claim: 2 }, filedDaysAgo: 5, withDocuments: false, outcome: 'upheld' },
  { suffix, decision: { claim: 3 }, filedDaysAgo: 30, withDocuments: true, outcome: decided },
  { suffix, decision: { claim: 4 }, filedDaysAgo: 90, withDocuments: true, outcome: 'upheld', externalReviewDaysAgo: 40 },
];

/** Families by subscriber ID (see families.ts). */
const BY_SUBSCRIBER: Readonly<Record<string, FamilyAppeals>> = {
  M10458231: {
    prefix: 'HL',
    appeals: [
      ...EVERY_STATUS(0, 'upheld', { authorization: 'HL1002' }),
      { suffix: 1, decision: { claim: 0 }, filedDaysAgo: 40, withDocuments: true, outcome: 'partly-overturned' },
    ],
    complaints: [{ suffix: 0, category: 'service', description: 'I was on hold for 45 minutes before anyone answered.', filedDaysAgo: 20 }],
  },
  S20418836: { prefix: 'LR', appeals: EVERY_STATUS(0, 'overturned'), complaints: [] },
  P50127743: { prefix: 'BS', appeals: EVERY_STATUS(0, 'partly-overturned'), complaints: [] },
  P50349965: { prefix: 'CR', appeals: [{ suffix: 1, decision: { authorization: 'CR1001' }, filedDaysAgo: 20, withDocuments: true, outcome: 'overturned' }], complaints: [] },
};

const REASON = 'I believe this care is medically necessary. My doctor’s letter explains why.';

/** The family's appeals and complaints as first seen on `today`. */
export function appealsOf(plan: PlanData, today: string): { readonly appeals: StoredAppeal[]; readonly complaints: StoredComplaint[] } {
  const family = BY_SUBSCRIBER[plan.account.subscriberId];
  if (family === undefined) return { appeals: [], complaints: [] };
  const authorizations = authorizationsOf(plan, today);
  const appeals = family.appeals.flatMap((template, index): StoredAppeal[] => {
    const member = plan.account.members.find((candidate) => candidate.memberSuffix === template.suffix);
    if (member === undefined) return [];
    let decision: AppealedDecision | null = null;
    if ('authorization' in template.decision) {
      const id = template.decision.authorization;
      const found = authorizations.find((item) => item.authorizationId === id);
      if (found !== undefined && found.decisionDate !== null) {
        decision = { kind: 'authorization', reference: found.authorizationId, deniedLines: [found.service.description], noticeDate: found.decisionDate };
      }
    } else {
      const claim = decidedClaimsOf(plan.claims.claims, member.memberKey)[template.decision.claim];
      if (claim !== undefined && claim.processedDate !== null) {
        const lines = deniedLinesOf(claim);
        decision = {
          kind: 'claim',
          reference: claim.claimId,
          deniedLines: (lines.length > 0 ? lines : claim.serviceLines).map((line) => line.description),
          noticeDate: claim.processedDate,
        };
      }
    }
    if (decision === null) return [];
    const receivedOn = daysAfter(today, -template.filedDaysAgo);
    return [
      {
        appealId: `AP-${family.prefix}${String(101 + index)}`,
        memberKey: member.memberKey,
        aboutMemberKey: member.memberKey,
        aboutMemberName: `${member.firstName} ${member.lastName}`,
        decision,
        appellant: 'member',
        representativeName: null,
        reason: REASON,
        expedited: false,
        receivedOn,
        receivedAt: `${receivedOn}T16:00:00Z`,
        withDocuments: template.withDocuments,
        outcome: template.outcome,
        answeredOn: null,
        externalReviewOn: template.externalReviewDaysAgo === undefined ? null : daysAfter(today, -template.externalReviewDaysAgo),
        attachments: [],
      },
    ];
  });
  const complaints = family.complaints.flatMap((template, index): StoredComplaint[] => {
    const member = plan.account.members.find((candidate) => candidate.memberSuffix === template.suffix);
    return member === undefined
      ? []
      : [{ complaintId: `CP-${family.prefix}${String(101 + index)}`, memberKey: member.memberKey, category: template.category, description: template.description, receivedOn: daysAfter(today, -template.filedDaysAgo), language: 'en' }];
  });
  return { appeals, complaints };
}

/** A member's decided claims: those that may be appealed first, then the rest, newest first. */
function decidedClaimsOf(claims: readonly Claim[], memberKey: string): Claim[] {
  const own = claims.filter((claim) => claim.memberKey === memberKey && claim.status !== 'pending' && claim.processedDate !== null);
  const newestFirst = (a: Claim, b: Claim): number => ((a.processedDate ?? '') < (b.processedDate ?? '') ? 1 : -1);
  return [...own.filter(claimIsAppealable).sort(newestFirst), ...own.filter((claim) => !claimIsAppealable(claim)).sort(newestFirst)];
}
