import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { DataSharing, Member } from '../../domain/model';
import { dataSharingMembers, mayChangeDataSharing } from '../../domain/rules/data-sharing';
import { isSubscriber } from '../../domain/rules/menus-and-permissions';
import { DATA_SHARING_GATEWAY, type DataSharingGateway } from '../ports/data-sharing-gateway';
import type { GatewayError } from '../shared/gateway-error';
import type { AccountState } from '../shared/resolve-account-state';

/**
 * /account/data-sharing: a member's connected apps, Provider Access and payer-to-payer choices. Whose
 * choices the viewer sees and whether they may change them is the domain's rule (domain/rules/data-sharing.ts):
 * an adult their own, the subscriber also those of the family's minors, a minor theirs without changing them.
 */

/** Whose choices the viewer may look at, the viewer first, and whom `suffix` picks (else the viewer). */
export interface DataSharingChoice {
  readonly offered: readonly Member[];
  readonly member: Member | null;
  /** Whether the viewer may change the chosen member's choices: known before they load, so the page says "choose" only to who may. */
  readonly mayChange: boolean;
}

export function dataSharingChoice(state: AccountState, suffix: number | null): DataSharingChoice {
  const offered = dataSharingMembers(state.viewer, state.account.members, state.today);
  const member = offered.find((candidate) => candidate.memberSuffix === suffix) ?? offered[0] ?? null;
  return { offered, member, mayChange: member !== null && mayChangeDataSharing(state.viewer, member, state.today) };
}

/** The choices of one member as the page shows them. */
export interface MemberDataSharing {
  readonly member: Member;
  readonly choices: DataSharing;
  /** Whether the viewer may change them; when not, `controlledBy` says who does (null when nobody on the account is named). */
  readonly mayChange: boolean;
  readonly controlledBy: Member | null;
  /** The family's members by key, to name who made each change in the history. */
  readonly names: Readonly<Record<string, string>>;
}

export type DataSharingOutcome = { readonly kind: 'loaded'; readonly sharing: MemberDataSharing } | { readonly kind: 'error'; readonly error: GatewayError };

function sharingOf(state: AccountState, member: Member, choices: DataSharing): MemberDataSharing {
  const mayChange = mayChangeDataSharing(state.viewer, member, state.today);
  const controller = mayChange ? null : (state.account.members.find((candidate) => isSubscriber(candidate) && mayChangeDataSharing(candidate, member, state.today)) ?? null);
  const names = Object.fromEntries(state.account.members.map((candidate) => [candidate.memberKey, `${candidate.firstName} ${candidate.lastName}`]));
  return { member, choices, mayChange, controlledBy: controller, names };
}

@injectable()
export class LoadDataSharing {
  constructor(@inject(DATA_SHARING_GATEWAY) private readonly gateway: DataSharingGateway) {}

  /** The choices of `member` (one the viewer may see: `dataSharingChoice`). */
  async execute(state: AccountState, member: Member): Promise<DataSharingOutcome> {
    const choices = await this.gateway.choices(member.memberKey);
    return isLeft(choices) ? { kind: 'error', error: choices.left } : { kind: 'loaded', sharing: sharingOf(state, member, choices.right) };
  }
}

/** One change a member makes to data-sharing choices. */
export type DataSharingChange =
  | { readonly kind: 'revoke'; readonly appId: string }
  | { readonly kind: 'provider-access'; readonly optedOut: boolean }
  | { readonly kind: 'payer-to-payer'; readonly consented: boolean };

/**
 * Sends one change; the gateway answers the choices now in force, which the page shows. Effective at once:
 * nothing is kept back for a later save.
 */
@injectable()
export class ChangeDataSharing {
  constructor(@inject(DATA_SHARING_GATEWAY) private readonly gateway: DataSharingGateway) {}

  async execute(state: AccountState, member: Member, change: DataSharingChange): Promise<DataSharingOutcome> {
    const answer =
      change.kind === 'revoke'
        ? await this.gateway.revokeApp(member.memberKey, change.appId)
        : change.kind === 'provider-access'
          ? await this.gateway.setProviderAccess(member.memberKey, change.optedOut)
          : await this.gateway.setPayerToPayer(member.memberKey, change.consented);
    return isLeft(answer) ? { kind: 'error', error: answer.left } : { kind: 'loaded', sharing: sharingOf(state, member, answer.right) };
  }
}
