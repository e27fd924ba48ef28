import type { ServiceIdentifier } from 'inversify';
import type { MessageAttachment, MessageReply, MessagesPage, MessageThread, NewMessage, Paging, ThreadWithMessages } from '../../domain/model';
import type { GatewayResult } from '../shared/gateway-error';

/**
 * /api/messages: the signed-in member's secure message threads with member services. A send or a reply
 * names its idempotency key, the same for every try of one message, so that it is sent once.
 */
export interface MessagesGateway {
  threads(paging: Paging): GatewayResult<MessagesPage<MessageThread>>;
  thread(threadId: string, paging: Paging): GatewayResult<ThreadWithMessages>;
  markRead(threadId: string): GatewayResult<void>;
  send(message: NewMessage, idempotencyKey: string): GatewayResult<ThreadWithMessages>;
  reply(threadId: string, reply: MessageReply, idempotencyKey: string): GatewayResult<ThreadWithMessages>;
  upload(fileName: string, contentBase64: string): GatewayResult<MessageAttachment>;
  download(attachmentId: string): GatewayResult<Blob>;
}
export const MESSAGES_GATEWAY: ServiceIdentifier<MessagesGateway> = Symbol.for('MessagesGateway');
