import { right } from 'fp-ts/Either';
import type { IdCardView } from '../../../domain/model';
import { emailRules } from '../../../domain/rules/validators';
import { renderIdCardPdf } from '../id-card-pdf';
import { BRANDS } from '../personas/content-catalogue';
import { type Answer, type MemberSession, type Token, fail, same, satisfies, type SandboxState } from '../sandbox-state';

/** The sandbox insurer's desk for ID cards (the ID card port). */
export class IdCardDesk {
  constructor(private readonly state: SandboxState) {}

  idCardEligible(token: Token, today: string): Answer<boolean> {
    return this.state.withMember(token, today, (session) => {
      const current = [session.viewer.medicalEligibility, session.viewer.dentalEligibility].some(
        (eligibility) => eligibility?.eligible === true && (eligibility.terminationDate === null || today < eligibility.terminationDate),
      );
      return right(current);
    });
  }

  idCardView(token: Token, request: { readonly memberKey?: string }, today: string): Answer<readonly IdCardView[]> {
    return this.state.withMember(token, today, (session) => this.cardsOf(session, request.memberKey));
  }

  async idCardPdf(token: Token, request: { readonly memberKey?: string }, today: string): Promise<Answer<Uint8Array>> {
    const cards = this.state.withMember(token, today, (session) => {
      const found = this.cardsOf(session, request.memberKey);
      return found._tag === 'Left' ? found : right({ cards: found.right, insurerName: BRANDS[session.claims.domainId].insurerName });
    });
    if (cards._tag === 'Left') return cards;
    return right(await renderIdCardPdf(cards.right.cards, cards.right.insurerName, today));
  }

  emailIdCard(token: Token, request: { readonly memberKey: string; readonly emailAddress: string }, today: string): Answer<void> {
    return this.state.withMember(token, today, (session) => {
      if (!satisfies(request.emailAddress.trim(), emailRules())) return fail(400, 'INVALID_EMAIL', 'Enter a valid email address.');
      const cards = this.cardsOf(session, request.memberKey);
      return cards._tag === 'Left' ? cards : right(undefined);
    });
  }

  requestIdCard(token: Token, request: { readonly category: string }, today: string): Answer<string> {
    return this.state.withMember(token, today, (session) => {
      const card = session.plan.idCards.find((candidate) => candidate.memberKey === session.viewer.memberKey && same(candidate.category, request.category));
      if (card === undefined) return fail(400, 'NO_CARD', `There is no ${request.category} ID card to send.`);
      const a = session.plan.account.address;
      return right(
        `Your new ${card.category} ID card will be mailed to ${a.addressLine1}${a.addressLine2 === null ? '' : ' ' + a.addressLine2}, ${a.city}, ${a.state} ${a.zipCode} within 7 to 10 business days.`,
      );
    });
  }

  private cardsOf(session: MemberSession, memberKey: string | undefined): Answer<readonly IdCardView[]> {
    const wanted = memberKey ?? session.viewer.memberKey;
    if (!session.plan.account.members.some((member) => member.memberKey === wanted)) return fail(404, 'MEMBER_NOT_FOUND', 'No such member on this account.');
    const cards = session.plan.idCards.filter((card) => card.memberKey === wanted);
    return cards.length === 0 ? fail(404, 'NO_CARD', 'This member has no ID card.') : right(cards);
  }
}
