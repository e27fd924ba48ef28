import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { AccountDetails, Member } from '../../domain/model';
import { readTokenClaims } from '../../domain/rules/token-claims';
import type { GatewayError } from '../shared/gateway-error';
import { ACCOUNT_GATEWAY, type AccountGateway } from '../ports/account-gateway';
import { ANALYTICS, type Analytics } from '../ports/platform';
import { SESSION_TOKENS, type SessionTokens } from '../ports/session';

export interface HomeView {
  readonly viewer: Member;
  readonly account: AccountDetails;
}

export type HomeOutcome =
  | { readonly kind: 'loaded'; readonly home: HomeView }
  | { readonly kind: 'error'; readonly error: GatewayError };

/** The viewer is the member the session token names; an account without them is a server fault. */
export const viewerOf = (account: AccountDetails, memberKey: string): Member | undefined =>
  account.members.find((member) => member.memberKey === memberKey);

/** Loads what /home shows and pushes the analytics data spec section 7 names (once a home view). */
@injectable()
export class LoadHome {
  constructor(
    @inject(ACCOUNT_GATEWAY) private readonly accounts: AccountGateway,
    @inject(SESSION_TOKENS) private readonly tokens: SessionTokens,
    @inject(ANALYTICS) private readonly analytics: Analytics,
  ) {}

  async execute(): Promise<HomeOutcome> {
    const token = this.tokens.current();
    const claims = token === null ? null : readTokenClaims(token);
    if (claims === null) return { kind: 'error', error: { kind: 'http', status: 401 } };
    const account = await this.accounts.account();
    if (isLeft(account)) return { kind: 'error', error: account.left };
    const viewer = viewerOf(account.right, claims.memberKey);
    if (viewer === undefined) return { kind: 'error', error: { kind: 'http', status: 404, message: 'Failed to find member' } };
    this.pushAnalytics(account.right, viewer);
    return { kind: 'loaded', home: { viewer, account: account.right } };
  }

  private pushAnalytics(account: AccountDetails, viewer: Member): void {
    const coverageTypes = (
      [
        ['medical', viewer.medicalEligibility],
        ['dental', viewer.dentalEligibility],
        ['vision', viewer.visionEligibility],
        ['pharmacy', viewer.pharmacyEligibility],
      ] as const
    )
      .filter(([, eligibility]) => eligibility?.eligible === true)
      .map(([category]) => category);
    this.analytics.push({
      subscriberId: account.subscriberId,
      suffix: viewer.memberSuffix,
      groupId: account.groupId,
      groupName: account.groupName,
      parentGroupId: account.parentGroupId,
      parentGroupName: account.parentGroupName,
      coverageTypes,
    });
  }
}
