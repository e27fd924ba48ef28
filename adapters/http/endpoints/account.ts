import {
  AccountDetailsCodec,
  AccountStatusCodec,
  EmployeeIdShortcutCodec,
  PasswordChangeCodec,
  PreferencesCodec,
  PreferencesUpdateCodec,
  RegistrationPoliciesCodec,
  RelevantPreferencesCodec,
  SecurityAnswersCodec,
  SecurityQuestionsCodec,
} from '../codecs/account';
import { ACCOUNT_PATH } from '../account-state-paths';
import { endpoint, json, NO_CONTENT, type Summaries, text } from '../endpoint';

const account = endpoint({
  name: 'account.account',
  method: 'GET',
  path: ACCOUNT_PATH,
  answer: json(AccountDetailsCodec),
  audience: 'member',
  writes: false,
});
const status = endpoint({
  name: 'account.status',
  method: 'GET',
  path: '/api/account/status',
  answer: text(AccountStatusCodec),
  audience: 'member',
  writes: false,
});
const relevantPreferences = endpoint({
  name: 'account.relevantPreferences',
  method: 'GET',
  path: '/api/account/relevant-preferences',
  answer: json(RelevantPreferencesCodec),
  audience: 'member',
  writes: false,
});
const preferences = endpoint({
  name: 'account.preferences',
  method: 'GET',
  path: '/api/account/preferences',
  answer: json(PreferencesCodec),
  audience: 'member',
  writes: false,
});
const registrationPolicies = endpoint({
  name: 'account.registrationPolicies',
  method: 'GET',
  path: '/api/account/registration/policies',
  answer: json(RegistrationPoliciesCodec),
  audience: 'member',
  writes: false,
});

/** The member's account and its settings. */
export const ACCOUNT_ENDPOINTS = {
  account,
  status,
  employeeId: endpoint({
    name: 'account.employeeId',
    method: 'GET',
    path: '/api/account/getEmployeeId',
    answer: json(EmployeeIdShortcutCodec),
    audience: 'member',
    writes: false,
  }),
  relevantPreferences,
  preferences,
  // The account details embed the preferences, so they go stale too.
  updatePreferences: endpoint({
    name: 'account.updatePreferences',
    method: 'PUT',
    path: '/api/account/preferences',
    body: PreferencesUpdateCodec,
    answer: json(PreferencesCodec),
    audience: 'member',
    writes: true,
    invalidates: [preferences, account, relevantPreferences],
  }),
  // A forced or initial password change moves the account status on.
  changePassword: endpoint({
    name: 'account.changePassword',
    method: 'PUT',
    path: '/api/account/password',
    body: PasswordChangeCodec,
    answer: NO_CONTENT,
    audience: 'member',
    writes: true,
    invalidates: [status],
  }),
  securityQuestions: endpoint({
    name: 'account.securityQuestions',
    method: 'GET',
    path: '/api/account/security-questions',
    answer: json(SecurityQuestionsCodec),
    audience: 'member',
    writes: false,
  }),
  saveSecurityAnswers: endpoint({
    name: 'account.saveSecurityAnswers',
    method: 'PUT',
    path: '/api/account/security-answers',
    body: SecurityAnswersCodec,
    answer: NO_CONTENT,
    audience: 'member',
    writes: true,
  }),
  registrationPolicies,
  updateRegistrationPolicies: endpoint({
    name: 'account.updateRegistrationPolicies',
    method: 'PUT',
    path: '/api/account/registration/policies',
    body: RegistrationPoliciesCodec,
    answer: NO_CONTENT,
    audience: 'member',
    writes: true,
    invalidates: [registrationPolicies, preferences, account],
  }),
};

/** One line per endpoint for the API reference (apart from the table, so that no page downloads them). */
export const ACCOUNT_SUMMARIES: Summaries<typeof ACCOUNT_ENDPOINTS> = {
  account: "The member's account: who they are, their eligibilities and preferences",
  status: "The account's status code (text/plain): ACT, DIS, INI, DLG or FRC",
  relevantPreferences: 'Which communication preferences apply to the member',
  preferences: "The member's communication preferences",
  registrationPolicies: 'The policies the member agreed to at registration',
  employeeId: "The employee ID shortcut of the member's group, if any",
  updatePreferences: 'Change some communication preferences; answers them all',
  changePassword: "Change the member's password",
  securityQuestions: 'The security questions a member chooses from (in the Accept-Language)',
  saveSecurityAnswers: "Save the member's security answers",
  updateRegistrationPolicies: 'Agree to the registration policies',
};
