import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { UNREAD_MESSAGES_GATEWAY, type UnreadMessagesGateway } from '../ports/unread-messages-gateway';
import type { GatewayError } from '../shared/gateway-error';

export type UnreadCount = { readonly kind: 'loaded'; readonly value: number } | { readonly kind: 'error'; readonly error: GatewayError };

/**
 * The header's count: member services' messages the member has not read. A module of its own, apart from
 * the messages area's use cases, because every signed-in page loads it.
 */
@injectable()
export class ReadUnreadCount {
  constructor(@inject(UNREAD_MESSAGES_GATEWAY) private readonly unread: UnreadMessagesGateway) {}

  async execute(): Promise<UnreadCount> {
    const found = await this.unread.count();
    return isLeft(found) ? { kind: 'error', error: found.left } : { kind: 'loaded', value: found.right };
  }
}
