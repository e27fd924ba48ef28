import { NOTICES_COPY } from '../../domain/copy/notices-copy';
import { FIELD_LABELS, VALIDATION_COPY } from '../../domain/copy/validation-copy';
import { MEMBER_IDENTITY_LABELS, PASSWORD_RULE_HINT, SESSION_FIELD_LABELS } from '../../domain/copy/session-copy';
import { localized } from '../../domain/copy/localized';

/**
 * Registration copy: the create-account steps and the registration policies page, which share the policy
 * checkbox. Texts the spec quotes come from the domain's catalogues (verbatim); the rest is ours.
 */

export const REGISTRATION_POLICIES_COPY = localized('REGISTRATION_POLICIES_COPY', {
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
} as const);
export const REGISTRATION_COPY = localized('REGISTRATION_COPY', {
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
  ...MEMBER_IDENTITY_LABELS,
  emailAddress: FIELD_LABELS.emailAddress,
  password: SESSION_FIELD_LABELS.password,
  confirmPassword: SESSION_FIELD_LABELS.confirmPassword,
  passwordRule: PASSWORD_RULE_HINT,
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
} as const);
