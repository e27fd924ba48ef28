import { right } from 'fp-ts/Either';
import type { IdCardFigure, IdCardView } from '../../../domain/model';
import { familyMembersVisibleTo } from '../../../domain/rules/claims';
import { dentalCardFigures, medicalCardFigures } from '../../../domain/rules/id-card-figures';
import { emailRules } from '../../../domain/rules/validators';
import type { SandboxIdCard } from '../personas/persona-types';
import { renderIdCardPdf } from '../id-card-pdf';
import { BRANDS } from '../personas/content-catalogue';
import { type Answer, type MemberSession, type Token, fail, same, satisfies, type SandboxState } from '../sandbox-state';

const OUTBOX_SIZE = 20;

/** An ID card the sandbox e-mailed: the same PDF the download gives. */
export interface SentIdCard {
  readonly emailAddress: string;
  readonly memberKey: string;
  readonly pdf: Uint8Array;
}

/** The sandbox insurer's desk for ID cards (the ID card port). */
export class IdCardDesk {
  /** The cards e-mailed lately, oldest first: the sandbox sends no real mail, and keeps only the last few. */
  private readonly outbox: SentIdCard[] = [];

  get sent(): readonly SentIdCard[] {
    return this.outbox;
  }

  forgetSent(): void {
    this.outbox.length = 0;
  }

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

  async emailIdCard(token: Token, request: { readonly memberKey: string; readonly emailAddress: string }, today: string): Promise<Answer<void>> {
    const cards = this.state.withMember(token, today, (session) => {
      if (!satisfies(request.emailAddress.trim(), emailRules())) return fail(400, 'INVALID_EMAIL', 'Enter a valid email address.');
      const found = this.cardsOf(session, request.memberKey);
      return found._tag === 'Left' ? found : right({ cards: found.right, insurerName: BRANDS[session.claims.domainId].insurerName });
    });
    if (cards._tag === 'Left') return cards;
    const pdf = await renderIdCardPdf(cards.right.cards, cards.right.insurerName, today);
    this.outbox.push({ emailAddress: request.emailAddress.trim(), memberKey: request.memberKey, pdf });
    if (this.outbox.length > OUTBOX_SIZE) this.outbox.shift();
    return right(undefined);
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
    const member = session.plan.account.members.find((candidate) => candidate.memberKey === wanted);
    if (member === undefined) return fail(404, 'MEMBER_NOT_FOUND', 'No such member on this account.');
    // A card names the member, their subscriber id and coverage: the viewer sees only the cards of the
    // members whose claims they may see (the subscriber the family's, a dependant their own), as the
    // member information page offers them and as a payer's FHIR API scopes Coverage.
    if (!familyMembersVisibleTo(session.viewer, session.plan.account.members).some((visible) => visible.memberKey === wanted)) {
      return fail(403, 'FORBIDDEN', 'You may not see this member’s ID card.');
    }
    const cards = session.plan.idCards.filter((card) => card.memberKey === wanted);
    if (cards.length === 0) return fail(404, 'NO_CARD', 'This member has no ID card.');
    const website = BRANDS[session.claims.domainId].website;
    return right(cards.map((card) => ({ ...card, figures: figuresOf(session, card, member.memberSuffix), customerServiceWebsite: website })));
  }
}

/**
 * The card's deductibles and maximums, read from the plan benefits the benefits desk serves for the current
 * plan year (the medical plan's tiers; the member's own dental tiers), through the domain's card rule.
 */
function figuresOf(session: MemberSession, card: SandboxIdCard, suffix: number): readonly IdCardFigure[] {
  const benefits = session.plan.benefits;
  if (card.category === 'medical') return benefits.medical === null ? [] : medicalCardFigures(benefits.medical.tiers, benefits.medical.byTier);
  if (card.category === 'dental') return dentalCardFigures(benefits.dental?.bySuffix.find((entry) => entry.suffix === suffix)?.tiers ?? []);
  return [];
}
