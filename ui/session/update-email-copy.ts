import { NOTICES_COPY } from '../../domain/copy/notices-copy';
import { FIELD_LABELS } from '../../domain/copy/validation-copy';
import { localized } from '../../domain/copy/localized';

/**
 * Update email page copy. Texts the spec quotes come from the domain's catalogues (verbatim); the rest is
 * ours, in the spec's words where it describes them.
 */

export const UPDATE_EMAIL_COPY = localized('UPDATE_EMAIL_COPY', {
  heading: NOTICES_COPY.updateEmailHeading,
  intro: 'We do not have an email address for you. Add one so that we can send you plan notices and updates.',
  label: FIELD_LABELS.emailAddress,
  submit: 'Save and continue',
  saving: 'Saving your email address',
  success: NOTICES_COPY.emailUpdated,
} as const);
