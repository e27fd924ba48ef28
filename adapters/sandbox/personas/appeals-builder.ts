import type { AppealedDecision } from '../../../domain/model';
import { claimIsAppealable, deniedLinesOf } from '../../../domain/rules/appeals';
import { daysAfter } from '../../../domain/rules/authorization-approvals';
import type { StoredAppeal, StoredComplaint } from '../sandbox-state';
import { authorizationsOf } from './authorizations-builder';
import { careDaysAgoOf, SEEDED_APPEALS } from './appeal-templates';
import type { PlanData } from './persona-types';

/**
 * The appeals and complaints the sandbox's families already have (appeal-templates.ts), made from their
 * templates for the sandbox's today: each of a denied request, or of the claim denied for it.
 */

const REASON = 'I believe this care is medically necessary. My doctor’s letter explains why.';

/** The family's appeals and complaints as first seen on `today`. */
export function appealsOf(plan: PlanData, today: string): { readonly appeals: StoredAppeal[]; readonly complaints: StoredComplaint[] } {
  const family = SEEDED_APPEALS[plan.account.subscriberId];
  if (family === undefined) return { appeals: [], complaints: [] };
  const authorizations = authorizationsOf(plan, today);
  const appeals = family.appeals.flatMap((template, index): StoredAppeal[] => {
    const member = plan.account.members.find((candidate) => candidate.memberSuffix === template.suffix);
    if (member === undefined) return [];
    let decision: AppealedDecision | null = null;
    if (template.decision !== 'claim') {
      const id = template.decision.authorization;
      const found = authorizations.find((item) => item.authorizationId === id);
      if (found !== undefined && found.decisionDate !== null) {
        decision = { kind: 'authorization', reference: found.authorizationId, deniedLines: [found.service.description], noticeDate: found.decisionDate };
      }
    } else {
      const careDay = daysAfter(today, -careDaysAgoOf(template));
      const claim = plan.claims.claims.find((candidate) => candidate.memberKey === member.memberKey && candidate.serviceStartDate === careDay && claimIsAppealable(candidate));
      if (claim !== undefined && claim.processedDate !== null) {
        decision = { kind: 'claim', reference: claim.claimId, deniedLines: deniedLinesOf(claim).map((line) => line.description), noticeDate: claim.processedDate };
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
