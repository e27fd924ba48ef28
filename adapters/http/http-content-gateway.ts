import { inject, injectable } from 'inversify';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { ContentGateway } from '../../application/ports';
import type { AccreditationDetails, ChatConfig, DomainId } from '../../domain/model';
import { nullable } from './codecs/common';
import { AccreditationDetailsCodec, ChatConfigCodec } from './codecs/content';
import { CalendarWireCodec } from './codecs/wire';
import { HttpClient } from './http-client';

const AccreditationOrNone = nullable(AccreditationDetailsCodec);
const ChatConfigOrNone = nullable(ChatConfigCodec);

/** Content services. The calendars answer raw HTML: the view sanitises it (DOMPurify) before rendering. */
@injectable()
export class HttpContentGateway implements ContentGateway {
  constructor(@inject(HttpClient) private readonly client: HttpClient) {}

  calendar(): GatewayResult<string> {
    return this.client.getJson('/message/calendar', CalendarWireCodec);
  }

  holidayCalendar(domainId: DomainId): GatewayResult<string> {
    return this.client.getJson(`/message/calendar/domain/${domainId}`, CalendarWireCodec);
  }

  accreditation(): GatewayResult<AccreditationDetails | null> {
    return this.client.getJson('/content/accreditation', AccreditationOrNone);
  }

  chatConfig(): GatewayResult<ChatConfig | null> {
    return this.client.getJson('/content/chat-config', ChatConfigOrNone);
  }
}
