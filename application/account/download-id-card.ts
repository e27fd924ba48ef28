import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { GatewayError } from '../shared/gateway-error';
import { ID_CARD_GATEWAY, type IdCardGateway } from '../ports/id-card-gateway';
import { NAVIGATOR, type Navigator } from '../ports/platform';

export type DownloadIdCardOutcome =
  | { readonly kind: 'shown' }
  /** The browser refused to open a window (pop-up blocker). */
  | { readonly kind: 'blocked' }
  | { readonly kind: 'error'; readonly error: GatewayError };

/**
 * Download ID card (home, member information, /id-card): the card as a PDF in a new window (spec sections
 * 2, 7, 8). Apart from the card's other use cases, which only the ID card pages need.
 */
@injectable()
export class DownloadIdCard {
  constructor(
    @inject(ID_CARD_GATEWAY) private readonly gateway: IdCardGateway,
    @inject(NAVIGATOR) private readonly navigator: Navigator,
  ) {}

  /**
   * Opens the window first (it must happen inside the click), then fills it with the PDF. On error the
   * opened window is closed and the failure is returned for the error page (spec section 8).
   */
  async execute(memberKey?: string): Promise<DownloadIdCardOutcome> {
    const opened = this.navigator.openWindow();
    if (opened === null) return { kind: 'blocked' };
    const pdf = await this.gateway.pdf(memberKey);
    if (isLeft(pdf)) {
      opened.close();
      return { kind: 'error', error: pdf.left };
    }
    opened.show(pdf.right);
    return { kind: 'shown' };
  }
}
