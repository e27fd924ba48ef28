import * as t from 'io-ts';
import { LimitsCodec } from '../codecs/limits';
import { endpoint, json, QueryDate, QueryInteger } from '../endpoint';

/** The asOfDate query of the benefits reads: the day the benefits are as of (default: today). */
export const AS_OF = { asOfDate: QueryDate };

/** A member's limits: apart from the other benefits endpoints because the home page reads them (the dental maximum). */
export const LIMITS_ENDPOINT = endpoint({
  name: 'benefits.limits',
  method: 'GET',
  path: '/api/benefits/limits',
  query: t.partial({ suffix: QueryInteger, ...AS_OF }, 'LimitsQuery'),
  answer: json(LimitsCodec),
  audience: 'member',
  writes: false,
});

export const LIMITS_SUMMARY = "The limits of the member's plan (the family's, or one member's by suffix)";
