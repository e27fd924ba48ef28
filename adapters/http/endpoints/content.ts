import { nullable } from '../codecs/common';
import { AccreditationDetailsCodec, ChatConfigCodec } from '../codecs/content';
import { CalendarWireCodec } from '../codecs/wire';
import { endpoint, json, type Summaries } from '../endpoint';

/** Content services. The calendars answer raw HTML: the view sanitises it (DOMPurify) before rendering. */
export const CONTENT_ENDPOINTS = {
  calendar: endpoint({
    name: 'content.calendar',
    method: 'GET',
    path: '/message/calendar',
    answer: json(CalendarWireCodec),
    audience: 'public',
    writes: false,
  }),
  holidayCalendar: endpoint({
    name: 'content.holidayCalendar',
    method: 'GET',
    path: '/message/calendar/domain/:domainId',
    answer: json(CalendarWireCodec),
    audience: 'public',
    writes: false,
  }),
  accreditation: endpoint({
    name: 'content.accreditation',
    method: 'GET',
    path: '/content/accreditation',
    answer: json(nullable(AccreditationDetailsCodec)),
    audience: 'public',
    writes: false,
  }),
  chatConfig: endpoint({
    name: 'content.chatConfig',
    method: 'GET',
    path: '/content/chat-config',
    answer: json(nullable(ChatConfigCodec)),
    audience: 'member',
    writes: false,
  }),
};

/** One line per endpoint for the API reference (apart from the table, so that no page downloads them). */
export const CONTENT_SUMMARIES: Summaries<typeof CONTENT_ENDPOINTS> = {
  calendar: 'The customer service calendar (HTML at data.item.content.value)',
  holidayCalendar: "A brand's holiday calendar (HTML at data.item.content.value, in the Accept-Language)",
  accreditation: 'The accreditation seal to show in the footer, or null',
  chatConfig: "The chat's configuration for the member, or null when there is no chat",
};
