import * as t from 'io-ts';
import type {
  AccountDetails,
  AccountStatus,
  Address,
  Eligibility,
  EmployeeIdShortcut,
  Group,
  Member,
  Preferences,
  RegistrationPolicies,
  SecurityQuestion,
} from '../../../domain/model';
import type { PasswordChange, SecurityAnswer } from '../../../application/ports';
import { nullable, YesNoCodec, type Same } from './common';
import { ChatConfigCodec } from './content';

/** Payloads of /api/account and its sub-resources (spec section 3). */

export const EligibilityCodec = t.intersection(
  [
    t.type({
      classPlanId: nullable(t.string),
      effectiveDate: nullable(t.string),
      terminationDate: nullable(t.string),
      classPlanEffectiveDate: nullable(t.string),
      eligible: t.boolean,
    }),
    // Only medical eligibility carries an insurance type.
    t.partial({ insuranceType: nullable(t.string) }),
  ],
  'Eligibility',
);
const _eligibility: Same<t.TypeOf<typeof EligibilityCodec>, Eligibility> = true;

export const MemberCodec = t.type(
  {
    memberKey: t.string,
    memberSuffix: t.number,
    firstName: t.string,
    lastName: t.string,
    relationship: t.string,
    relationshipDescription: t.string,
    dateOfBirth: t.string,
    sex: t.string,
    sexDescription: t.string,
    hasOutOfAreaPlan: t.boolean,
    hasOtherMedical: t.boolean,
    hasOtherDental: t.boolean,
    role: t.string,
    medicalEligibility: nullable(EligibilityCodec),
    dentalEligibility: nullable(EligibilityCodec),
    visionEligibility: nullable(EligibilityCodec),
    pharmacyEligibility: nullable(EligibilityCodec),
  },
  'Member',
);
const _member: Same<t.TypeOf<typeof MemberCodec>, Member> = true;

const preferenceProps = {
  emailAddress: nullable(t.string),
  electronicEob: YesNoCodec,
  emailBreakingNews: YesNoCodec,
  electronicMedicareMailing: YesNoCodec,
  emailPaymentReminder: YesNoCodec,
  emailAutopayWithdrawalReminder: YesNoCodec,
  discontinuePaperStatements: YesNoCodec,
  emailWhenBillReady: YesNoCodec,
  emailEwpNotification: YesNoCodec,
  showEwpLandingPage: YesNoCodec,
};
export const PreferencesCodec = t.type(preferenceProps, 'Preferences');
const _preferences: Same<t.TypeOf<typeof PreferencesCodec>, Preferences> = true;

/** PUT /api/account/preferences body: any subset of the preferences. */
export const PreferencesUpdateCodec = t.partial(preferenceProps, 'PreferencesUpdate');
const _preferencesUpdate: Same<t.TypeOf<typeof PreferencesUpdateCodec>, Partial<Preferences>> = true;

export const AddressCodec = t.type(
  {
    addressLine1: t.string,
    addressLine2: nullable(t.string),
    city: t.string,
    state: t.string,
    zipCode: t.string,
    country: t.string,
    phoneNumber: nullable(t.string),
  },
  'Address',
);
const _address: Same<t.TypeOf<typeof AddressCodec>, Address> = true;

export const AccountDetailsCodec = t.type(
  {
    subscriberId: t.string,
    subscriberKey: t.string,
    groupKey: t.string,
    groupId: t.string,
    groupName: t.string,
    parentGroupId: t.string,
    parentGroupName: t.string,
    effectiveDate: t.string,
    hireDate: nullable(t.string),
    members: t.readonlyArray(MemberCodec),
    preferences: PreferencesCodec,
    address: AddressCodec,
    chatConfig: nullable(ChatConfigCodec),
  },
  'AccountDetails',
);
const _accountDetails: Same<t.TypeOf<typeof AccountDetailsCodec>, AccountDetails> = true;

/** GET /api/account/status answers one of these codes as text/plain. */
export const AccountStatusCodec = t.keyof({ ACT: null, DIS: null, INI: null, DLG: null, FRC: null }, 'AccountStatus');
const _accountStatus: Same<t.TypeOf<typeof AccountStatusCodec>, AccountStatus> = true;

export const GroupCodec = t.type(
  {
    groupId: t.string,
    groupName: t.string,
    memberKey: t.string,
    planEffectiveDate: t.string,
    planTerminationDate: nullable(t.string),
    moda360: t.boolean,
    inactive: t.boolean,
  },
  'Group',
);
const _group: Same<t.TypeOf<typeof GroupCodec>, Group> = true;

export const RegistrationPoliciesCodec = t.type(
  { isCommunicationPolicySigned: t.boolean, isEeobPreferenceConsented: nullable(t.boolean) },
  'RegistrationPolicies',
);
const _registrationPolicies: Same<t.TypeOf<typeof RegistrationPoliciesCodec>, RegistrationPolicies> = true;

export const EmployeeIdShortcutCodec = t.type({ employeeId: nullable(t.string), local598: t.boolean }, 'EmployeeIdShortcut');
const _employeeId: Same<t.TypeOf<typeof EmployeeIdShortcutCodec>, EmployeeIdShortcut> = true;

export const SecurityQuestionCodec = t.type({ id: t.string, question: t.string }, 'SecurityQuestion');
const _securityQuestion: Same<t.TypeOf<typeof SecurityQuestionCodec>, SecurityQuestion> = true;

export const SecurityQuestionsCodec = t.readonlyArray(SecurityQuestionCodec, 'SecurityQuestions');

/** GET /api/account/relevant-preferences: the preference names that apply to this member. */
export const RelevantPreferencesCodec = t.readonlyArray(t.string, 'RelevantPreferences');

export const GroupsCodec = t.readonlyArray(GroupCodec, 'Groups');

/** PUT /api/account/password body. */
export const PasswordChangeCodec = t.type({ currentPassword: t.string, newPassword: t.string }, 'PasswordChange');
const _passwordChange: Same<t.TypeOf<typeof PasswordChangeCodec>, PasswordChange> = true;

export const SecurityAnswerCodec = t.type({ questionId: t.string, answer: t.string }, 'SecurityAnswer');
const _securityAnswer: Same<t.TypeOf<typeof SecurityAnswerCodec>, SecurityAnswer> = true;

/** PUT /api/account/security-answers body. */
export const SecurityAnswersCodec = t.readonlyArray(SecurityAnswerCodec, 'SecurityAnswers');
