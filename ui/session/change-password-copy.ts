import { PASSWORD_RULE_HINT, SESSION_FIELD_LABELS } from '../../domain/copy/session-copy';
import { localized } from '../../domain/copy/localized';

/**
 * Change password page copy; the field labels come from the domain's catalogue, the rest is ours.
 */

export const CHANGE_PASSWORD_COPY = localized('CHANGE_PASSWORD_COPY', {
  heading: 'Change password',
  intro: 'Choose a new password to continue to your Member Dashboard.',
  rule: PASSWORD_RULE_HINT,
  currentPassword: SESSION_FIELD_LABELS.currentPassword,
  newPassword: SESSION_FIELD_LABELS.newPassword,
  confirmPassword: SESSION_FIELD_LABELS.confirmNewPassword,
  submit: 'Change password',
  saving: 'Changing your password',
  success: 'Your password has been changed.',
} as const);
