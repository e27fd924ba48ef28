import { isLeft, left, right, type Either } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { AccountDetails, Member } from '../../domain/model';
import { readTokenClaims } from '../../domain/rules/token-claims';
import type { GatewayError } from './gateway-error';
import { ACCOUNT_GATEWAY, type AccountGateway } from '../ports/account-gateway';
import { CLOCK, type Clock } from '../ports/platform';
import { SESSION_TOKENS, type SessionTokens } from '../ports/session';

/** Who is looking, in which family, on which day: what every "whose data may I see" rule starts from. */
export interface ViewerContext {
  readonly account: AccountDetails;
  readonly viewer: Member;
  readonly today: string;
}

/**
 * The member the session token names, found in their account. No token is a 401 (the session ended);
 * an account without the member is a server fault the error page reports as 404, as /home does.
 */
@injectable()
export class ReadViewer {
  constructor(
    @inject(ACCOUNT_GATEWAY) private readonly accounts: AccountGateway,
    @inject(SESSION_TOKENS) private readonly tokens: SessionTokens,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<Either<GatewayError, ViewerContext>> {
    const token = this.tokens.current();
    const claims = token === null ? null : readTokenClaims(token);
    if (claims === null) return left({ kind: 'http', status: 401 });
    const account = await this.accounts.account();
    if (isLeft(account)) return account;
    const viewer = account.right.members.find((member) => member.memberKey === claims.memberKey);
    if (viewer === undefined) return left({ kind: 'http', status: 404, message: 'Failed to find member' });
    return right({ account: account.right, viewer, today: this.clock.today() });
  }
}

/** "First Last" as the pages name members. */
export const memberName = (member: Pick<Member, 'firstName' | 'lastName'>): string => `${member.firstName} ${member.lastName}`;
