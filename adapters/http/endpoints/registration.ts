import {
  ForgotPasswordQuestionCodec,
  NewAccountCodec,
  RegistrationDetailsCodec,
  ResetPasswordRequestCodec,
  UserDetailsCodec,
  UsernameRequestCodec,
} from '../codecs/registration';
import { endpoint, json, NO_CONTENT, type Summaries } from '../endpoint';

/** Registration and recovery happen before login: none of these depend on a member. */
export const REGISTRATION_ENDPOINTS = {
  register: endpoint({
    name: 'registration.register',
    method: 'POST',
    path: '/api/account/registration',
    body: NewAccountCodec,
    answer: NO_CONTENT,
    audience: 'public',
    writes: true,
  }),
  registrationDetails: endpoint({
    name: 'registration.details',
    method: 'GET',
    path: '/api/account/registration/details',
    answer: json(RegistrationDetailsCodec),
    audience: 'public',
    writes: false,
  }),
  validateUserDetails: endpoint({
    name: 'registration.validateUserDetails',
    method: 'POST',
    path: '/api/account/validation/user-details',
    body: UserDetailsCodec,
    answer: NO_CONTENT,
    audience: 'public',
    writes: false,
  }),
  validateUsername: endpoint({
    name: 'registration.validateUsername',
    method: 'POST',
    path: '/api/account/validation/username',
    body: UsernameRequestCodec,
    answer: NO_CONTENT,
    audience: 'public',
    writes: false,
  }),
  forgotUsername: endpoint({
    name: 'registration.forgotUsername',
    method: 'POST',
    path: '/api/account/forgot-username',
    body: UserDetailsCodec,
    answer: NO_CONTENT,
    audience: 'public',
    writes: true,
  }),
  forgotPassword: endpoint({
    name: 'registration.forgotPassword',
    method: 'POST',
    path: '/api/account/forgot-password',
    body: UsernameRequestCodec,
    answer: json(ForgotPasswordQuestionCodec),
    audience: 'public',
    writes: false,
  }),
  resetPassword: endpoint({
    name: 'registration.resetPassword',
    method: 'POST',
    path: '/api/account/forgot-password/reset',
    body: ResetPasswordRequestCodec,
    answer: NO_CONTENT,
    audience: 'public',
    writes: true,
  }),
};

/** One line per endpoint for the API reference (apart from the table, so that no page downloads them). */
export const REGISTRATION_SUMMARIES: Summaries<typeof REGISTRATION_ENDPOINTS> = {
  register: 'Create an account',
  registrationDetails: 'The registration policy text and the security questions (in the Accept-Language)',
  validateUserDetails: 'Check that the details name a member without an account',
  validateUsername: 'Check that a username is free',
  forgotUsername: "Send the member's username to their email address",
  forgotPassword: "The security question to answer before a password reset (in the Accept-Language)",
  resetPassword: 'Reset a forgotten password with the security answer',
};
