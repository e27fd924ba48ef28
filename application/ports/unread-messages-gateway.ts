import type { ServiceIdentifier } from 'inversify';
import type { GatewayResult } from '../shared/gateway-error';

/**
 * The header's count of unread messages from member services: a port of its own, apart from the messages
 * area's (MessagesGateway), because every signed-in page reads it after its first view, so what it
 * downloads is one call and its answer's codec rather than the whole messages area's.
 */
export interface UnreadMessagesGateway {
  count(): GatewayResult<number>;
}
export const UNREAD_MESSAGES_GATEWAY: ServiceIdentifier<UnreadMessagesGateway> = Symbol.for('UnreadMessagesGateway');
