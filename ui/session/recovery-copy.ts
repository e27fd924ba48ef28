import { MEMBER_IDENTITY_LABELS, PASSWORD_RULE_HINT, SESSION_FIELD_LABELS } from '../../domain/copy/session-copy';
import { localized } from '../../domain/copy/localized';

/**
 * Account help (forgot username, forgot password) copy; the field labels come from the domain's catalogues,
 * the rest is ours.
 */

export const RECOVERY_COPY = localized('RECOVERY_COPY', {
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
  passwordRule: PASSWORD_RULE_HINT,
  passwordReset: 'Your password has been reset. You can now log in with your new password.',
  ...MEMBER_IDENTITY_LABELS,
  sendUsername: 'Email my username',
  continue: 'Continue',
  resetPassword: 'Reset password',
  startOver: 'Use another username',
  working: 'Checking',
  logIn: 'Log in',
  backToLogin: 'Back to log in',
} as const);
