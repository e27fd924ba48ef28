import * as t from 'io-ts';
import type { PasskeyRegistration, PasskeyRegistrationStart, PasskeySignInRequest, PasskeySignInStart, WebAuthnJson } from '../../../domain/model';
import type { Same } from './common';

/**
 * The WebAuthn options the insurer makes and the browser's answers, in WebAuthn Level 3's JSON forms
 * (PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON and their sign-in twins). The app passes
 * them between the gateway and the browser unread; the relying party checks every field of the answers.
 */
export const WebAuthnJsonCodec = t.UnknownRecord;
const _json: Same<t.TypeOf<typeof WebAuthnJsonCodec>, WebAuthnJson> = true;

export const PasskeyRegistrationStartCodec = t.type({ options: WebAuthnJsonCodec }, 'PasskeyRegistrationStart');
const _registrationStart: Same<t.TypeOf<typeof PasskeyRegistrationStartCodec>, PasskeyRegistrationStart> = true;

export const PasskeyRegistrationCodec = t.type({ name: t.string, response: WebAuthnJsonCodec }, 'PasskeyRegistration');
const _registration: Same<t.TypeOf<typeof PasskeyRegistrationCodec>, PasskeyRegistration> = true;

export const PasskeySignInStartCodec = t.type({ challengeId: t.string, options: WebAuthnJsonCodec }, 'PasskeySignInStart');
const _signInStart: Same<t.TypeOf<typeof PasskeySignInStartCodec>, PasskeySignInStart> = true;

export const PasskeySignInRequestCodec = t.type({ challengeId: t.string, response: WebAuthnJsonCodec }, 'PasskeySignInRequest');
const _signIn: Same<t.TypeOf<typeof PasskeySignInRequestCodec>, PasskeySignInRequest> = true;
