import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { Member } from '../../domain/model';
import type { CoverageCategory } from '../../domain/rules/benefit-categories';
import { eligibleCategories } from '../../domain/rules/eligibility-status';
import { visibleFamilyMembers, type Relationship } from '../../domain/rules/member-account';
import { idCardAllowed } from '../../domain/rules/menus-and-permissions';
import type { GatewayError } from '../shared/gateway-error';
import { ID_CARD_GATEWAY, type IdCardGateway } from '../ports/id-card-gateway';
import type { AccountState } from '../shared/resolve-account-state';

export interface FamilyMemberInformation {
  readonly memberKey: string;
  readonly name: string;
  readonly suffix: number;
  /** Named on the page with relationshipOf, in the language in force. */
  readonly relationship: Relationship;
  readonly dateOfBirth: string;
  readonly isViewer: boolean;
  /** Categories with active or future coverage, in category order. */
  readonly coverage: readonly CoverageCategory[];
}

/** /account/member-information: each family member the viewer may see, with the ID card options. */
export interface MemberInformation {
  readonly members: readonly FamilyMemberInformation[];
  /** The ID card service says the member has a card, and they are not termed. */
  readonly idCardsAvailable: boolean;
  /** Categories of the viewer's own cards: a printed card can be ordered for each. */
  readonly printableCategories: readonly string[];
  /** The address the e-mail form starts with. */
  readonly emailAddress: string;
}

export type MemberInformationOutcome =
  | { readonly kind: 'loaded'; readonly information: MemberInformation }
  | { readonly kind: 'error'; readonly error: GatewayError };

const describe = (member: Member, viewer: Member, today: string): FamilyMemberInformation => ({
  memberKey: member.memberKey,
  name: `${member.firstName} ${member.lastName}`,
  suffix: member.memberSuffix,
  relationship: member,
  dateOfBirth: member.dateOfBirth,
  isViewer: member.memberKey === viewer.memberKey,
  coverage: eligibleCategories(member, today),
});

@injectable()
export class LoadMemberInformation {
  constructor(@inject(ID_CARD_GATEWAY) private readonly idCards: IdCardGateway) {}

  async execute(state: AccountState): Promise<MemberInformationOutcome> {
    const { viewer, account, today } = state;
    const members = visibleFamilyMembers(viewer, account.members).map((member) => describe(member, viewer, today));
    const emailAddress = account.preferences.emailAddress ?? '';
    if (!idCardAllowed(viewer, today)) {
      return { kind: 'loaded', information: { members, idCardsAvailable: false, printableCategories: [], emailAddress } };
    }
    // Any failure of the ID card service is the error page's (spec section 8), not "no card".
    const eligible = await this.idCards.eligible();
    if (isLeft(eligible)) return { kind: 'error', error: eligible.left };
    if (!eligible.right) return { kind: 'loaded', information: { members, idCardsAvailable: false, printableCategories: [], emailAddress } };
    const cards = await this.idCards.view(viewer.memberKey);
    if (isLeft(cards)) return { kind: 'error', error: cards.left };
    const printableCategories = [...new Set(cards.right.map((card) => card.category))];
    return { kind: 'loaded', information: { members, idCardsAvailable: true, printableCategories, emailAddress } };
  }
}
