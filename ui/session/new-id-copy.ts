import { NOTICES_COPY } from '../../domain/copy/notices-copy';
import { FIELD_LABELS } from '../../domain/copy/validation-copy';
import { localized } from '../../domain/copy/localized';

/**
 * New ID page copy. Texts the spec quotes come from the domain's catalogues (verbatim); the rest is ours.
 */

export const NEW_ID_COPY = localized('NEW_ID_COPY', {
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
} as const);
