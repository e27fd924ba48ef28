import type { ServiceIdentifier } from 'inversify';
import type { AccreditationDetails, ChatConfig, DomainId } from '../../domain/model';
import type { GatewayResult } from '../shared/gateway-error';

/** Content services: message calendars, accreditation seal, chat config. */
export interface ContentGateway {
  /** GET /message/calendar: raw HTML (read from data.item.content.value). Never render unsanitised. */
  calendar(): GatewayResult<string>;
  /** GET /message/calendar/domain/{domainId}: the holiday calendar HTML. Never render unsanitised. */
  holidayCalendar(domainId: DomainId): GatewayResult<string>;
  accreditation(): GatewayResult<AccreditationDetails | null>;
  chatConfig(): GatewayResult<ChatConfig | null>;
}
export const CONTENT_GATEWAY: ServiceIdentifier<ContentGateway> = Symbol.for('ContentGateway');
