import { inject, injectable } from 'inversify';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { ContentGateway } from '../../application/ports';
import type { AccreditationDetails, ChatConfig, DomainId } from '../../domain/model';
import { ENDPOINT_CALLER, type EndpointCaller } from './endpoint';
import { CONTENT_ENDPOINTS as CONTENT } from './endpoints/content';

@injectable()
export class HttpContentGateway implements ContentGateway {
  constructor(@inject(ENDPOINT_CALLER) private readonly endpoints: EndpointCaller) {}

  calendar(): GatewayResult<string> {
    return this.endpoints.call(CONTENT.calendar, {});
  }

  holidayCalendar(domainId: DomainId): GatewayResult<string> {
    return this.endpoints.call(CONTENT.holidayCalendar, { params: { domainId: String(domainId) } });
  }

  accreditation(): GatewayResult<AccreditationDetails | null> {
    return this.endpoints.call(CONTENT.accreditation, {});
  }

  chatConfig(): GatewayResult<ChatConfig | null> {
    return this.endpoints.call(CONTENT.chatConfig, {});
  }
}
