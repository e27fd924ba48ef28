import * as t from 'io-ts';
import { mapped } from './common';

/** Shapes that exist only on the wire (wire contract of the team brief). */

/** Error responses: `{ code?, message?, errorData? }` beside the HTTP status. */
export const ErrorBodyCodec = t.partial({ code: t.string, message: t.string, errorData: t.UnknownRecord }, 'ErrorBody');
export type ErrorBody = t.TypeOf<typeof ErrorBodyCodec>;

const CalendarEnvelopeCodec = t.type(
  { data: t.type({ item: t.type({ content: t.type({ value: t.string }) }) }) },
  'CalendarEnvelope',
);

/** GET /message/calendar and /message/calendar/domain/{id}: the HTML sits at data.item.content.value (spec section 7). */
export const CalendarWireCodec = mapped(
  'CalendarWire',
  CalendarEnvelopeCodec,
  (u): u is string => typeof u === 'string',
  (envelope) => t.success(envelope.data.item.content.value),
  (html) => ({ data: { item: { content: { value: html } } } }),
);
