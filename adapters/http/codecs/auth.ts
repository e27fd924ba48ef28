import * as t from 'io-ts';
import type {
  GroupChangeRequest,
  LoginRequest,
  NewIdRequest,
  TokenResponse,
} from '../../../domain/model';
import { DomainIdCodec, nullable, type Same } from './common';

/** Payloads of /api/token, /api/new-id and /api/group-selection (spec sections 3 and 7). */

export const TokenResponseCodec = t.type({ token: t.string, redirect: nullable(t.string) }, 'TokenResponse');
const _tokenResponse: Same<t.TypeOf<typeof TokenResponseCodec>, TokenResponse> = true;

export const LoginRequestCodec = t.type({ username: t.string, password: t.string, domainId: DomainIdCodec }, 'LoginRequest');
const _loginRequest: Same<t.TypeOf<typeof LoginRequestCodec>, LoginRequest> = true;

export const GroupChangeRequestCodec = t.type({ groupId: t.string, domain: DomainIdCodec }, 'GroupChangeRequest');
const _groupChange: Same<t.TypeOf<typeof GroupChangeRequestCodec>, GroupChangeRequest> = true;

export const NewIdRequestCodec = t.intersection(
  [
    t.type({ subscriberId: t.string, domainId: DomainIdCodec }),
    // Absent when the member continues as the subscriber.
    t.partial({ firstName: t.string, lastName: t.string, dateOfBirth: t.string }),
  ],
  'NewIdRequest',
);
const _newId: Same<t.TypeOf<typeof NewIdRequestCodec>, NewIdRequest> = true;

