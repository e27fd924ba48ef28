import { isLeft, type Either } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { AccountDetails, DomainId, Group, Member, PrimaryCareEligibility, PrimaryCareMember, TokenClaims } from '../../domain/model';
import type { MenuFacts } from '../../domain/rules/menus-and-permissions';
import { isSubscriber } from '../../domain/rules/menus-and-permissions';
import { primaryCareFacts } from '../../domain/rules/primary-care';
import { readTokenClaims } from '../../domain/rules/token-claims';
import type { GatewayError } from './gateway-error';
import { ACCOUNT_GATEWAY, type AccountGateway } from '../ports/account-gateway';
import { AUTH_GATEWAY, type AuthGateway } from '../ports/auth-gateway';
import { DOCUMENTS_GATEWAY, type DocumentsGateway } from '../ports/documents-gateway';
import { EBILL_GATEWAY, type EbillGateway } from '../ports/ebill-gateway';
import { BRAND_RESOLVER, CLOCK, type BrandResolver, type Clock } from '../ports/platform';
import { PRIMARY_CARE_GATEWAY, type PrimaryCareGateway } from '../ports/primary-care-gateway';
import { REFERRALS_GATEWAY, type ReferralsGateway } from '../ports/referrals-gateway';
import { SESSION_TOKENS, type SessionTokens } from '../ports/session';
import { notMedicareMeansNone } from './not-for-this-member';

/**
 * Everything the shell, the menus and most pages need to know about the logged-in member: who they are
 * in which family and group, and which optional features they have. "Claims, eobs, navitus and account
 * resolve account state first" (spec section 2).
 */
export interface AccountState {
  readonly domainId: DomainId;
  readonly today: string;
  readonly claims: TokenClaims;
  readonly account: AccountDetails;
  readonly viewer: Member;
  readonly groups: readonly Group[];
  readonly hasEbill: boolean;
  readonly hasReferrals: boolean;
  readonly hasMedicareMaterials: boolean;
  readonly primaryCareMembers: readonly PrimaryCareMember[];
  readonly primaryCareEligibility: PrimaryCareEligibility | null;
  readonly menuFacts: MenuFacts;
}

export type AccountStateOutcome =
  | { readonly kind: 'resolved'; readonly state: AccountState }
  | { readonly kind: 'error'; readonly error: GatewayError };

@injectable()
export class ResolveAccountState {
  constructor(
    @inject(ACCOUNT_GATEWAY) private readonly accounts: AccountGateway,
    @inject(AUTH_GATEWAY) private readonly auth: AuthGateway,
    @inject(EBILL_GATEWAY) private readonly ebill: EbillGateway,
    @inject(REFERRALS_GATEWAY) private readonly referrals: ReferralsGateway,
    @inject(DOCUMENTS_GATEWAY) private readonly documents: DocumentsGateway,
    @inject(PRIMARY_CARE_GATEWAY) private readonly primaryCare: PrimaryCareGateway,
    @inject(SESSION_TOKENS) private readonly tokens: SessionTokens,
    @inject(BRAND_RESOLVER) private readonly brand: BrandResolver,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<AccountStateOutcome> {
    const token = this.tokens.current();
    const claims = token === null ? null : readTokenClaims(token);
    if (claims === null) return { kind: 'error', error: { kind: 'http', status: 401 } };

    const [account, groups, hasEbill, hasReferrals, medicare, pcpMembers, pcpEligibility] = await Promise.all([
      this.accounts.account(),
      this.auth.groups(),
      this.ebill.hasEbill(),
      this.referrals.hasReferrals(),
      this.documents.medicareEligibility(),
      this.primaryCare.members(),
      this.primaryCare.eligibility(),
    ]);
    if (isLeft(account)) return { kind: 'error', error: account.left };
    if (isLeft(groups)) return { kind: 'error', error: groups.left };
    // Every failure is the error page's (spec section 8), but Medicare's "not for this member".
    const optional = {
      hasEbill,
      hasReferrals,
      medicare: notMedicareMeansNone(medicare, false),
      pcpMembers,
      pcpEligibility,
    };
    for (const result of Object.values(optional)) if (isLeft(result)) return { kind: 'error', error: result.left };
    const valueOf = <T>(result: Either<GatewayError, T>, fallback: T): T => (isLeft(result) ? fallback : result.right);

    const viewer = account.right.members.find((member) => member.memberKey === claims.memberKey);
    if (viewer === undefined) return { kind: 'error', error: { kind: 'http', status: 404, message: 'Failed to find member' } };

    const domainId = this.brand.domainId();
    const today = this.clock.today();
    const members = valueOf(optional.pcpMembers, []);
    const eligibility = valueOf(optional.pcpEligibility, null);
    const state: Omit<AccountState, 'menuFacts'> = {
      domainId,
      today,
      claims,
      account: account.right,
      viewer,
      groups: groups.right,
      hasEbill: valueOf(optional.hasEbill, false),
      hasReferrals: valueOf(optional.hasReferrals, false),
      hasMedicareMaterials: valueOf(optional.medicare, false),
      primaryCareMembers: members,
      primaryCareEligibility: eligibility,
    };
    return {
      kind: 'resolved',
      state: {
        ...state,
        menuFacts: {
          domainId,
          groupId: account.right.groupId,
          viewer,
          today,
          hasEbill: state.hasEbill,
          hasReferrals: state.hasReferrals,
          hasMedicareMaterials: state.hasMedicareMaterials,
          tokenRole: claims.role,
          issuedByNewId: claims.issuedByNewId,
          primaryCare: primaryCareFacts({
            viewerMemberKey: viewer.memberKey,
            viewerIsSubscriber: isSubscriber(viewer),
            members,
            eligibility,
          }),
        },
      },
    };
  }
}
