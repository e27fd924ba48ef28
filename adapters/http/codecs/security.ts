import * as t from 'io-ts';
import type { FreshCheckRequest, Passkey, RecoveryCodes, SecondFactorInvitationStatus, SecondStepRequest, SecuritySettings, TotpEnrolment } from '../../../domain/model';
import { nullable, type Same } from './common';

export const PasskeyCodec = t.type({ id: t.string, name: t.string, createdAt: t.string, lastUsedAt: nullable(t.string) }, 'Passkey');
const _passkey: Same<t.TypeOf<typeof PasskeyCodec>, Passkey> = true;

export const SecuritySettingsCodec = t.type(
  { totpEnabled: t.boolean, recoveryCodesLeft: t.number, passkeys: t.readonlyArray(PasskeyCodec) },
  'SecuritySettings',
);
const _settings: Same<t.TypeOf<typeof SecuritySettingsCodec>, SecuritySettings> = true;

export const SecondFactorInvitationStatusCodec = t.type({ setAside: t.boolean }, 'SecondFactorInvitationStatus');
const _invitation: Same<t.TypeOf<typeof SecondFactorInvitationStatusCodec>, SecondFactorInvitationStatus> = true;

export const TotpEnrolmentCodec = t.type({ secret: t.string, uri: t.string }, 'TotpEnrolment');
const _enrolment: Same<t.TypeOf<typeof TotpEnrolmentCodec>, TotpEnrolment> = true;

export const CodeRequestCodec = t.type({ code: t.string }, 'CodeRequest');

export const RecoveryCodesCodec = t.type({ codes: t.readonlyArray(t.string) }, 'RecoveryCodes');
const _codes: Same<t.TypeOf<typeof RecoveryCodesCodec>, RecoveryCodes> = true;

export const SecondStepRequestCodec = t.intersection(
  [t.type({ ticket: t.string }), t.partial({ code: t.string, recoveryCode: t.string })],
  'SecondStepRequest',
);
const _secondStep: Same<t.TypeOf<typeof SecondStepRequestCodec>, SecondStepRequest> = true;

export const FreshCheckRequestCodec = t.partial({ password: t.string, code: t.string, recoveryCode: t.string }, 'FreshCheckRequest');
const _freshCheck: Same<t.TypeOf<typeof FreshCheckRequestCodec>, FreshCheckRequest> = true;

export const PasskeyNameCodec = t.type({ name: t.string }, 'PasskeyName');
