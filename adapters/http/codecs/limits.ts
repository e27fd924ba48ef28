import * as t from 'io-ts';
import type { DetailedDescription, Limit } from '../../../domain/model';
import { nullable, type Same } from './common';

/**
 * The payload of /api/benefits/limits (spec section 3), apart from the other benefits' codecs: the home
 * page reads the limits, and its code carries these alone.
 */

export const DetailedDescriptionCodec = t.type({ header: t.string, body: t.string }, 'DetailedDescription');
const _detailedDescription: Same<t.TypeOf<typeof DetailedDescriptionCodec>, DetailedDescription> = true;

export const LimitCodec = t.type(
  {
    productCategory: t.string,
    coverageType: t.keyof({ INDIVIDUAL: null, FAMILY: null }),
    limitType: t.string,
    networkTier: t.string,
    total: nullable(t.number),
    totalMet: nullable(t.number),
    totalRemaining: nullable(t.number),
    detailedDescription: nullable(DetailedDescriptionCodec),
  },
  'Limit',
);
const _limit: Same<t.TypeOf<typeof LimitCodec>, Limit> = true;
export const LimitsCodec = t.readonlyArray(LimitCodec, 'Limits');

