import { NOTICES_COPY } from '../../domain/copy/notices-copy';
import { FIELD_LABELS, VALIDATION_COPY } from '../../domain/copy/validation-copy';
import { SESSION_FIELD_LABELS } from '../../domain/copy/session-copy';

/**
 * Copy of the screens between the login form and the dashboard. Texts the spec quotes come from the
 * domain's catalogues (verbatim); the rest is ours, in the spec's words where it describes them.
 */

export const GROUP_SELECTION_COPY = {
  heading: NOTICES_COPY.groupSelectionHeading,
  intro: 'You have more than one plan with us. Choose the plan you want to see in your Member Dashboard.',
  listLabel: 'Your plans',
  logIn: NOTICES_COPY.groupSelectionButton,
  inactive: NOTICES_COPY.inactivePlan,
  inactiveDetail: 'This plan has ended. You can still see its benefits and claims.',
  loading: 'Loading your plans',
  continuing: 'Opening your Member Dashboard',
} as const;

export const UPDATE_EMAIL_COPY = {
  heading: NOTICES_COPY.updateEmailHeading,
  intro: 'We do not have an email address for you. Add one so that we can send you plan notices and updates.',
  label: FIELD_LABELS.emailAddress,
  submit: 'Save and continue',
  saving: 'Saving your email address',
  success: NOTICES_COPY.emailUpdated,
} as const;

export const REGISTRATION_POLICIES_COPY = {
  heading: 'Welcome to your dental Member Dashboard',
  intro: 'Before you start, please review how we will communicate with you.',
  policyHeading: 'Digital communications policy',
  policyText:
    'We deliver plan documents, notices and other communications electronically. We will email you when a new document is ' +
    'available in your Member Dashboard. You can ask for paper copies at no cost at any time by calling Customer Service, and ' +
    'you can change how you receive communications in Settings.',
  policyCheckbox: 'I have read and agree to the digital communications policy.',
  policyRequired: VALIDATION_COPY.communicationPolicyRequired,
  eobLegend: 'How would you like to receive your explanation of benefits (EOB)?',
  eobConsent: 'Electronically: email me when a new EOB is available',
  eobPaper: 'By mail: send me paper EOBs',
  submit: 'Continue to my dashboard',
  saving: 'Saving your choices',
  loading: 'Loading your communication preferences',
  retry: 'Try again',
  success: NOTICES_COPY.registrationWelcome,
} as const;

export const NEW_ID_COPY = {
  heading: 'Access your Member Dashboard: New ID',
  intro:
    'Find the member you are helping. Enter the subscriber ID to continue as the subscriber, or add the first name, last name ' +
    'and date of birth to act for a specific member on the plan.',
  subscriberId: FIELD_LABELS.subscriberId,
  firstName: FIELD_LABELS.firstName,
  lastName: FIELD_LABELS.lastName,
  dateOfBirth: FIELD_LABELS.dateOfBirth,
  dateHint: 'For example, 04/28/1986.',
  blockCrm: 'Prevent navigation to the CRM portal',
  blockCrmHint: 'The member’s session stays in the Member Dashboard instead of opening the sales-force portal.',
  submit: 'Submit',
  continueAsSubscriber: NOTICES_COPY.continueAsSubscriber,
  working: 'Finding the member',
} as const;

export const CHANGE_PASSWORD_COPY = {
  heading: 'Change password',
  intro: 'Choose a new password to continue to your Member Dashboard.',
  rule: 'Use 6 to 15 letters or numbers, with at least one number.',
  currentPassword: SESSION_FIELD_LABELS.currentPassword,
  newPassword: SESSION_FIELD_LABELS.newPassword,
  confirmPassword: SESSION_FIELD_LABELS.confirmNewPassword,
  submit: 'Change password',
  saving: 'Changing your password',
  success: 'Your password has been changed.',
} as const;

export const REGISTRATION_COPY = {
  heading: 'Create an account',
  intro: 'Create a login for your Member Dashboard. Have your member ID card ready.',
  stepOf: (step: number, total: number): string => `Step ${step} of ${total}`,
  steps: {
    details: 'Your details',
    credentials: 'Username and password',
    security: 'Security questions',
    policy: 'Communication policy',
  },
  detailsIntro: 'Tell us who you are, as shown on your member ID card.',
  credentialsIntro: 'Choose how you will log in. Usernames are 3 to 16 letters or numbers.',
  securityIntro: 'Choose two questions and answers. We will ask one of them if you forget your password.',
  policyIntro: 'Please read our digital communications policy.',
  firstName: FIELD_LABELS.firstName,
  lastName: FIELD_LABELS.lastName,
  dateOfBirth: FIELD_LABELS.dateOfBirth,
  subscriberId: FIELD_LABELS.subscriberId,
  zipCode: SESSION_FIELD_LABELS.zipCode,
  username: FIELD_LABELS.username,
  emailAddress: FIELD_LABELS.emailAddress,
  password: SESSION_FIELD_LABELS.password,
  confirmPassword: SESSION_FIELD_LABELS.confirmPassword,
  passwordRule: 'Use 6 to 15 letters or numbers, with at least one number.',
  firstQuestion: SESSION_FIELD_LABELS.firstQuestion,
  firstAnswer: SESSION_FIELD_LABELS.firstAnswer,
  secondQuestion: SESSION_FIELD_LABELS.secondQuestion,
  secondAnswer: SESSION_FIELD_LABELS.secondAnswer,
  chooseQuestion: 'Choose a question',
  policyCheckbox: REGISTRATION_POLICIES_COPY.policyCheckbox,
  continue: 'Continue',
  back: 'Back',
  submit: 'Create account',
  working: 'Checking',
  loading: 'Loading',
  retry: 'Try again',
  doneHeading: 'Your account is ready',
  done: (username: string): string => `You can now log in with your username ${username} and the password you chose.`,
  logIn: 'Log in',
  haveAccount: 'Already have an account?',
} as const;

export const RECOVERY_COPY = {
  heading: 'Account help',
  intro: 'Forgot how you log in? We can help.',
  forgotUsername: 'Forgot username',
  forgotUsernameIntro: 'Tell us who you are, as shown on your member ID card, and we will email you your username.',
  forgotPassword: 'Forgot password',
  forgotPasswordIntro: 'Enter your username. We will ask you your security question, then you can choose a new password.',
  usernameSent: 'We have emailed your username to the email address on file. It may take a few minutes to arrive.',
  questionIntro: 'Answer your security question and choose a new password.',
  answer: SESSION_FIELD_LABELS.securityAnswer,
  newPassword: SESSION_FIELD_LABELS.newPassword,
  confirmPassword: SESSION_FIELD_LABELS.confirmNewPassword,
  passwordRule: 'Use 6 to 15 letters or numbers, with at least one number.',
  passwordReset: 'Your password has been reset. You can now log in with your new password.',
  firstName: FIELD_LABELS.firstName,
  lastName: FIELD_LABELS.lastName,
  dateOfBirth: FIELD_LABELS.dateOfBirth,
  subscriberId: FIELD_LABELS.subscriberId,
  zipCode: SESSION_FIELD_LABELS.zipCode,
  username: FIELD_LABELS.username,
  sendUsername: 'Email my username',
  continue: 'Continue',
  resetPassword: 'Reset password',
  startOver: 'Use another username',
  working: 'Checking',
  logIn: 'Log in',
  backToLogin: 'Back to log in',
} as const;

export const IDLE_TIMEOUT_COPY = {
  title: 'Your session is about to end',
  body: (remaining: string): string =>
    `For your security, you will be logged out in ${remaining} because there has been no activity. Do you want to stay logged in?`,
  stay: 'Stay logged in',
  logOut: 'Log out',
  loggedOut: (idle: string): string => `For your security, you were logged out after ${idle} without activity.`,
  logInAgain: 'Log in again to continue.',
} as const;

export const LANDING_COPY = {
  ssoHeading: 'Signing you in',
  ssoWorking: 'Taking you to your Member Dashboard',
  downloading: NOTICES_COPY.downloadingResource,
} as const;
