import * as t from 'io-ts';
import type { IdCardView } from '../../../domain/model';
import { nullable, type Same } from './common';

/** Payloads of the ID card's calls (spec section 7), apart from the home page's codecs: only the ID card pages decode them. */

const IdCardFigureCodec = t.type(
  {
    measure: t.keyof({ deductible: null, outOfPocketMaximum: null, annualMaximum: null }),
    coverage: t.keyof({ individual: null, family: null }),
    networkTier: nullable(t.string),
    amount: t.number,
  },
  'IdCardFigure',
);

export const IdCardViewCodec = t.type(
  {
    memberKey: t.string,
    memberName: t.string,
    subscriberId: t.string,
    groupId: t.string,
    groupName: t.string,
    category: t.string,
    planName: t.string,
    rxBin: nullable(t.string),
    rxPcn: nullable(t.string),
    rxGroup: nullable(t.string),
    copays: t.readonlyArray(t.type({ label: t.string, value: t.string })),
    figures: t.readonlyArray(IdCardFigureCodec),
    customerServicePhone: t.string,
    customerServiceWebsite: t.string,
  },
  'IdCardView',
);
const _idCardView: Same<t.TypeOf<typeof IdCardViewCodec>, IdCardView> = true;
export const IdCardViewsCodec = t.readonlyArray(IdCardViewCodec, 'IdCardViews');

/** POST /api/idCard/email body. */
export const IdCardEmailRequestCodec = t.type({ memberKey: t.string, emailAddress: t.string }, 'IdCardEmailRequest');
