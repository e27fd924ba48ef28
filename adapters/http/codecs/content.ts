import * as t from 'io-ts';
import type { AccreditationDetails, ChatConfig } from '../../../domain/model';
import { nullable, type Same } from './common';

/**
 * Payloads of /content (spec section 3). Apart from the account and programs codecs because the shell reads
 * them on every page, the login page included, which then downloads these codecs and no others.
 */

export const ChatConfigCodec = t.type(
  { host: t.string, bus: t.string, poc: t.string, displayChat: t.boolean, mappedGroupId: nullable(t.string) },
  'ChatConfig',
);
const _chatConfig: Same<t.TypeOf<typeof ChatConfigCodec>, ChatConfig> = true;

export const AccreditationDetailsCodec = t.type(
  { logo: t.string, description: t.string, url: t.string },
  'AccreditationDetails',
);
const _accreditation: Same<t.TypeOf<typeof AccreditationDetailsCodec>, AccreditationDetails> = true;
