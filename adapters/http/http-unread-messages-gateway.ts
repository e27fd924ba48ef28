import { map } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { UnreadMessagesGateway } from '../../application/ports';
import type { GatewayResult } from '../../application/shared/gateway-error';
import { ENDPOINT_CALLER, type EndpointCaller } from './endpoint';
import { UNREAD_MESSAGES_ENDPOINTS } from './endpoints/unread-messages';

@injectable()
export class HttpUnreadMessagesGateway implements UnreadMessagesGateway {
  constructor(@inject(ENDPOINT_CALLER) private readonly endpoints: EndpointCaller) {}

  async count(): GatewayResult<number> {
    return map((answer: { readonly unread: number }) => answer.unread)(await this.endpoints.call(UNREAD_MESSAGES_ENDPOINTS.count, {}));
  }
}
