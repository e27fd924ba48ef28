import type { Appeal } from '../model';
import { localized } from './localized';

/**
 * What the appeal and complaint rules say. The spec gives no text for appeals; these are ours, kept here
 * so that analysts can review them.
 */
export const APPEAL_RULES_COPY = localized('APPEAL_RULES_COPY', {
  reasonRequired: 'Tell us why you think the decision should change.',
  reasonTooLong: 'Your reasons can be at most 4,000 characters.',
  representativeNameRequired: 'Enter the name of the person appealing for you.',
  representativeFormRequired: 'Attach the authorization form you signed naming your representative.',
  attestationRequired: 'Confirm that waiting for a standard decision could seriously jeopardize your life, health or ability to regain maximum function.',
  expeditedOnlyBeforeCare: 'Only care you have not received yet can be decided urgently.',
  wrongType: (fileName: string) => `${fileName} is not a PDF, JPEG or PNG file, so it cannot be attached.`,
  tooBig: (fileName: string) => `${fileName} is larger than 10 MB, so it cannot be attached.`,
  tooMany: (fileName: string) => `${fileName} was not attached: an appeal can carry at most 5 files.`,
  empty: (fileName: string) => `${fileName} is empty, so it cannot be attached.`,
  categoryRequired: 'Choose what your complaint is about.',
  descriptionRequired: 'Describe your complaint.',
  descriptionTooLong: 'A complaint can be at most 2,000 characters.',
} as const);

export const APPEAL_STATUS_LABELS = localized('APPEAL_STATUS_LABELS', {
  received: 'Received',
  'in-review': 'In review',
  'more-information-needed': 'More information needed',
  decided: 'Decided',
  'external-review-requested': 'External review requested',
} as const);

/** What the plan decided, after "Decided: " on an appeal's status. */
export const APPEAL_OUTCOME_LABELS = localized('APPEAL_OUTCOME_LABELS', {
  upheld: 'the denial stands',
  overturned: 'the denial was reversed',
  'partly-overturned': 'the denial was partly reversed',
} as const);

/** An appeal's status as it is said: "In review", or once decided, what was decided ("Decided: the denial stands"). */
export function appealStatusText(appeal: Pick<Appeal, 'status' | 'outcome'>): string {
  return appeal.status === 'decided' && appeal.outcome !== null ? `${APPEAL_STATUS_LABELS.decided}: ${APPEAL_OUTCOME_LABELS[appeal.outcome]}` : APPEAL_STATUS_LABELS[appeal.status];
}

export const REMAINING_OPTION_LABELS = localized('REMAINING_OPTION_LABELS', {
  'late-appeal-for-good-cause': 'Call member services to ask whether a late appeal can be accepted for good cause',
  complaint: 'File a complaint',
  'state-consumer-assistance': "Ask your state's consumer assistance program for help",
} as const);

export const COMPLAINT_CATEGORY_NAMES = localized('COMPLAINT_CATEGORY_NAMES', {
  service: 'Service from the plan',
  'quality-of-care': 'Quality of care',
  provider: 'A provider',
} as const);

export const COMPLAINT_STATUS_LABELS = localized('COMPLAINT_STATUS_LABELS', {
  received: 'Received',
  'in-review': 'In review',
  resolved: 'Resolved',
} as const);
