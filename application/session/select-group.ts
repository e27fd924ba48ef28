import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { Group } from '../../domain/model';
import { formatGroupPlanLine } from '../../domain/rules/formats';
import { readTokenClaims, type SessionTokenClaims } from '../../domain/rules/token-claims';
import type { GatewayError } from '../shared/gateway-error';
import { AUTH_GATEWAY, type AuthGateway } from '../ports/auth-gateway';
import { BRAND_RESOLVER, CLOCK, type BrandResolver, type Clock } from '../ports/platform';
import { READ_CACHE, SESSION_TOKENS, TEMPORARY_STATE, type ReadCache, type SessionTokens, type TemporaryState } from '../ports/session';
import { FinishSignIn, type SignInOutcome } from './finish-sign-in';

/** One plan on the plan selection screen (spec section 2). */
export interface PlanChoice {
  readonly group: Group;
  /** 'groupId groupName: effective - termination', the end reading 'present' while it lies ahead. */
  readonly line: string;
  readonly inactive: boolean;
  /** The plan the member's token is for. */
  readonly current: boolean;
}

export type PlanChoicesOutcome =
  | { readonly kind: 'loaded'; readonly plans: readonly PlanChoice[] }
  | { readonly kind: 'error'; readonly error: GatewayError };

/** The token the member holds now: the temporary one while signing in, else the session's. */
function currentCredential(temporary: TemporaryState, tokens: SessionTokens): { readonly token: string; readonly signedIn: boolean; readonly claims: SessionTokenClaims } | null {
  const temp = temporary.tempToken();
  const token = temp ?? tokens.current();
  const claims = token === null ? null : readTokenClaims(token);
  return token === null || claims === null ? null : { token, signedIn: temp === null, claims };
}

/** The member's own group is the one carrying the token's member key (as post-login routing reads it). */
const isOwnGroup = (group: Group, claims: SessionTokenClaims): boolean => group.memberKey === claims.memberKey;

/** The plans a member with more than one group may enter the dashboard with. */
@injectable()
export class ListPlanChoices {
  constructor(
    @inject(AUTH_GATEWAY) private readonly auth: AuthGateway,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(TEMPORARY_STATE) private readonly temporary: TemporaryState,
    @inject(SESSION_TOKENS) private readonly tokens: SessionTokens,
  ) {}

  async execute(): Promise<PlanChoicesOutcome> {
    const groups = await this.auth.groups();
    if (isLeft(groups)) return { kind: 'error', error: groups.left };
    const credential = currentCredential(this.temporary, this.tokens);
    const today = this.clock.today();
    return {
      kind: 'loaded',
      plans: groups.right.map((group) => ({
        group,
        line: formatGroupPlanLine(group, today),
        inactive: group.inactive,
        current: credential !== null && isOwnGroup(group, credential.claims),
      })),
    };
  }
}

export type SelectGroupOutcome = SignInOutcome | { readonly kind: 'unchanged' };

/**
 * Choosing a plan (spec section 4, group selection), for both places that offer it:
 * - while signing in (temporary token, /group-selection): the token's own group routes straight on;
 *   another group is switched to first (POST /api/group-selection) and its token becomes the temporary
 *   token. Either way the group counts as selected and post-login routing continues.
 * - logged in (session token, the header's group switcher): the member's session ends here (token and
 *   cached reads dropped, the old token kept only to ask for the switch), the group is switched and
 *   post-login routing runs for the new group, as after a login. Choosing the group they are already in
 *   changes nothing. Should the switch fail, the old session is put back, so the member is not left
 *   logged out by a failed switch.
 * Without any readable token, post-login routing decides (home or logout).
 */
@injectable()
export class SelectGroup {
  constructor(
    @inject(AUTH_GATEWAY) private readonly auth: AuthGateway,
    @inject(SESSION_TOKENS) private readonly tokens: SessionTokens,
    @inject(TEMPORARY_STATE) private readonly temporary: TemporaryState,
    @inject(READ_CACHE) private readonly cache: ReadCache,
    @inject(BRAND_RESOLVER) private readonly brand: BrandResolver,
    @inject(FinishSignIn) private readonly finishSignIn: FinishSignIn,
  ) {}

  async execute(groupId: string): Promise<SelectGroupOutcome> {
    const credential = currentCredential(this.temporary, this.tokens);
    if (credential === null) return this.finishSignIn.execute();

    const groups = await this.auth.groups();
    if (isLeft(groups)) return { kind: 'error', error: groups.left };
    const own = groups.right.find((group) => isOwnGroup(group, credential.claims));
    const choosingOwn = own !== undefined && own.groupId === groupId;

    if (!credential.signedIn) {
      if (choosingOwn) {
        this.temporary.setGroupSelected(true);
        return this.finishSignIn.execute();
      }
      return this.switchGroup(groupId);
    }

    if (choosingOwn) return { kind: 'unchanged' };
    this.tokens.clear();
    this.cache.clear();
    this.temporary.setTempToken(credential.token);
    const outcome = await this.switchGroup(groupId);
    if (outcome.kind === 'error' && this.temporary.tempToken() === credential.token) {
      this.temporary.setTempToken(null);
      this.tokens.store(credential.token);
    }
    return outcome;
  }

  /** The switch is asked with the temporary token as bearer; its answer's token replaces it. */
  private async switchGroup(groupId: string): Promise<SignInOutcome> {
    const switched = await this.auth.selectGroup({ groupId, domain: this.brand.domainId() });
    if (isLeft(switched)) return { kind: 'error', error: switched.left };
    this.temporary.setTempToken(switched.right.token);
    this.temporary.setGroupSelected(true);
    return this.finishSignIn.execute(switched.right.redirect);
  }
}
