import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { IdCardView } from '../../domain/model';
import { FIELD_LABELS, invalidMessage } from '../../domain/copy/validation-copy';
import type { GatewayError } from '../shared/gateway-error';
import { invalidEmailAddress, invalidInput } from '../shared/invalid-input';
import { ID_CARD_GATEWAY, type IdCardGateway } from '../ports/id-card-gateway';

export type IdCardsOutcome =
  | { readonly kind: 'loaded'; readonly cards: readonly IdCardView[] }
  | { readonly kind: 'error'; readonly error: GatewayError };

export type EmailIdCardOutcome =
  | { readonly kind: 'sent' }
  | { readonly kind: 'invalid'; readonly message: string }
  | { readonly kind: 'error'; readonly error: GatewayError };

/** /id-card: the card as the gateway returns it, or by e-mail (spec sections 2, 7, 8); the PDF is download-id-card.ts's. */
@injectable()
export class IdCards {
  constructor(
    @inject(ID_CARD_GATEWAY) private readonly gateway: IdCardGateway,
  ) {}

  async view(memberKey?: string): Promise<IdCardsOutcome> {
    const cards = await this.gateway.view(memberKey);
    return isLeft(cards) ? { kind: 'error', error: cards.left } : { kind: 'loaded', cards: cards.right };
  }

  async email(memberKey: string, emailAddress: string): Promise<EmailIdCardOutcome> {
    const invalid = invalidEmailAddress(emailAddress);
    if (invalid !== null) return invalid;
    const sent = await this.gateway.email({ memberKey, emailAddress: emailAddress.trim() });
    if (isLeft(sent)) {
      if (sent.left.kind !== 'http' || sent.left.status !== 400) return { kind: 'error', error: sent.left };
      // The gateway's own words when it gave any (in one language), else the address check's.
      const said = sent.left.message?.trim() ?? '';
      return invalidInput(() => (said === '' ? invalidMessage(FIELD_LABELS.emailAddress) : said));
    }
    return { kind: 'sent' };
  }
}
