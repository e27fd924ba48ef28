import { left, right } from 'fp-ts/Either';
import type { Page, Referral, ReferralMetadata, ReferralQuery } from '../../../domain/model';
import { referralsVisibleTo } from '../../../domain/rules/claims';
import { type Answer, type MemberSession, type Token, checkPaging, pageOf, same, type SandboxState } from '../sandbox-state';

/** The sandbox insurer's desk for referrals (the referrals port). */
export class ReferralsDesk {
  constructor(private readonly state: SandboxState) {}

  referrals(token: Token, query: ReferralQuery, today: string): Answer<Page<Referral>> {
    return this.state.withMember(token, today, (session) => {
      const paging = checkPaging(query.page, query.size);
      if (paging !== null) return left(paging);
      const matching = this.referralsOf(session).filter(
        (referral) =>
          (query.memberKey === undefined || referral.memberKey === query.memberKey) &&
          (query.statusCode === undefined || same(referral.statusCode, query.statusCode)) &&
          (query.providerId === undefined || referral.providerId === query.providerId) &&
          (query.excludeExpired !== true || referral.endDate >= today),
      );
      return right(pageOf(matching, query.page, query.size));
    });
  }

  referralMetadata(token: Token, request: { readonly memberKey?: string }, today: string): Answer<ReferralMetadata> {
    return this.state.withMember(token, today, (session) => {
      const all = this.referralsOf(session);
      const forMember = request.memberKey === undefined ? all : all.filter((referral) => referral.memberKey === request.memberKey);
      const distinct = <T>(items: readonly T[], key: (item: T) => string): T[] => [...new Map(items.map((item) => [key(item), item])).values()];
      return right({
        members: distinct(all, (referral) => referral.memberKey).map((referral) => ({ memberKey: referral.memberKey, name: referral.memberName })),
        statuses: distinct(forMember, (referral) => referral.statusCode).map((referral) => ({ code: referral.statusCode, description: referral.statusDescription })),
        providers: distinct(forMember, (referral) => referral.providerId).map((referral) => ({ providerId: referral.providerId, name: referral.providerName })),
      });
    });
  }

  hasReferrals(token: Token, today: string): Answer<boolean> {
    return this.state.withMember(token, today, (session) => right(this.referralsOf(session).length > 0));
  }

  /** The referrals the session's member may see: the family's for the subscriber, else their own. */
  private referralsOf(session: MemberSession): Referral[] {
    return referralsVisibleTo(session.plan.referrals, session.viewer, session.plan.account.members);
  }
}
