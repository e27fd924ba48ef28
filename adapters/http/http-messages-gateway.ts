import { inject, injectable } from 'inversify';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { MessagesGateway } from '../../application/ports';
import type { MessageAttachment, MessageReply, MessagesPage, MessageThread, NewMessage, Paging, ThreadWithMessages } from '../../domain/model';
import { ENDPOINT_CALLER, type EndpointCaller } from './endpoint';
import { MESSAGES_ENDPOINTS as MESSAGES } from './endpoints/messages';

@injectable()
export class HttpMessagesGateway implements MessagesGateway {
  constructor(@inject(ENDPOINT_CALLER) private readonly endpoints: EndpointCaller) {}

  threads(paging: Paging): GatewayResult<MessagesPage<MessageThread>> {
    return this.endpoints.call(MESSAGES.threads, { query: paging });
  }

  thread(threadId: string, paging: Paging): GatewayResult<ThreadWithMessages> {
    return this.endpoints.call(MESSAGES.thread, { params: { threadId }, query: paging });
  }

  markRead(threadId: string): GatewayResult<void> {
    return this.endpoints.call(MESSAGES.markRead, { params: { threadId } });
  }

  send(message: NewMessage, idempotencyKey: string): GatewayResult<ThreadWithMessages> {
    return this.endpoints.call(MESSAGES.send, { body: message }, { idempotencyKey });
  }

  reply(threadId: string, reply: MessageReply, idempotencyKey: string): GatewayResult<ThreadWithMessages> {
    return this.endpoints.call(MESSAGES.reply, { params: { threadId }, body: reply }, { idempotencyKey });
  }

  upload(fileName: string, contentBase64: string): GatewayResult<MessageAttachment> {
    return this.endpoints.call(MESSAGES.upload, { body: { fileName, contentBase64 } });
  }

  download(attachmentId: string): GatewayResult<Blob> {
    return this.endpoints.call(MESSAGES.download, { params: { attachmentId } });
  }
}
