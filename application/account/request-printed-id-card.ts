import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { GatewayError } from '../shared/gateway-error';
import { ID_CARD_GATEWAY, type IdCardGateway } from '../ports/id-card-gateway';

export type RequestPrintedIdCardOutcome =
  | { readonly kind: 'requested'; readonly confirmation: string }
  | { readonly kind: 'error'; readonly error: GatewayError };

/** Orders a printed ID card of one category (medical, dental...); answers the insurer's confirmation text. */
@injectable()
export class RequestPrintedIdCard {
  constructor(@inject(ID_CARD_GATEWAY) private readonly idCards: IdCardGateway) {}

  async execute(category: string): Promise<RequestPrintedIdCardOutcome> {
    const confirmation = await this.idCards.request(category);
    return isLeft(confirmation) ? { kind: 'error', error: confirmation.left } : { kind: 'requested', confirmation: confirmation.right };
  }
}
