import * as t from 'io-ts';
import type { Credentials, NewAccount, RegistrationGateway, UserDetails } from '../../../application/ports';
import type { DomainId } from '../../../domain/model';
import { DomainIdCodec, type Same } from './common';

/** Payloads of /api/account/registration, validation/*, forgot-username and forgot-password (spec section 7). */

type Answer<K extends keyof RegistrationGateway> = RegistrationGateway[K] extends (...args: never[]) => Promise<infer R>
  ? R extends { readonly _tag: 'Right'; readonly right: infer A }
    ? A
    : never
  : never;

export const UserDetailsCodec = t.type(
  {
    firstName: t.string,
    lastName: t.string,
    dateOfBirth: t.string,
    subscriberId: t.string,
    zipCode: t.string,
    domainId: DomainIdCodec,
  },
  'UserDetails',
);
const _userDetails: Same<t.TypeOf<typeof UserDetailsCodec>, UserDetails> = true;

export const CredentialsCodec = t.type({ username: t.string, password: t.string, emailAddress: t.string }, 'Credentials');
const _credentials: Same<t.TypeOf<typeof CredentialsCodec>, Credentials> = true;

export const NewAccountCodec = t.type(
  {
    userDetails: UserDetailsCodec,
    credentials: CredentialsCodec,
    securityAnswers: t.readonlyArray(t.type({ questionId: t.string, answer: t.string })),
    isCommunicationPolicySigned: t.boolean,
  },
  'NewAccount',
);
const _newAccount: Same<t.TypeOf<typeof NewAccountCodec>, NewAccount> = true;

/** GET /api/account/registration/details. */
export const RegistrationDetailsCodec = t.type(
  { policyText: t.string, questions: t.readonlyArray(t.type({ id: t.string, question: t.string })) },
  'RegistrationDetails',
);
const _registrationDetails: Same<t.TypeOf<typeof RegistrationDetailsCodec>, Answer<'registrationDetails'>> = true;

/** POST /api/account/validation/username and /api/account/forgot-password body. */
export const UsernameRequestCodec = t.type({ username: t.string, domainId: DomainIdCodec }, 'UsernameRequest');
const _usernameRequest: Same<t.TypeOf<typeof UsernameRequestCodec>, { readonly username: string; readonly domainId: DomainId }> = true;

/** POST /api/account/forgot-password answer: the security question to ask. */
export const ForgotPasswordQuestionCodec = t.type({ questionId: t.string, question: t.string }, 'ForgotPasswordQuestion');
const _forgotPassword: Same<t.TypeOf<typeof ForgotPasswordQuestionCodec>, Answer<'forgotPassword'>> = true;

/** POST /api/account/forgot-password/reset body. */
export const ResetPasswordRequestCodec = t.type(
  { username: t.string, domainId: DomainIdCodec, questionId: t.string, answer: t.string, newPassword: t.string },
  'ResetPasswordRequest',
);
const _resetPassword: Same<t.TypeOf<typeof ResetPasswordRequestCodec>, Parameters<RegistrationGateway['resetPassword']>[0]> = true;
