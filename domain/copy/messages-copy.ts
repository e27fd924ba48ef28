import { localized } from './localized';

/**
 * What the secure-message rules say: why an attachment is refused and the topics' names. The spec gives
 * no text for messages; these are ours, kept here so that analysts can review them.
 */
export const MESSAGE_RULES_COPY = localized('MESSAGE_RULES_COPY', {
  wrongType: (fileName: string) => `${fileName} is not a PDF, JPEG or PNG file, so it cannot be attached.`,
  tooBig: (fileName: string) => `${fileName} is larger than 10 MB, so it cannot be attached.`,
  tooMany: (fileName: string) => `${fileName} was not attached: a message can carry at most 5 files.`,
  empty: (fileName: string) => `${fileName} is empty, so it cannot be attached.`,
  subjectRequired: 'Enter a subject.',
  subjectTooLong: 'The subject can be at most 100 characters.',
  bodyRequired: 'Write your message.',
  bodyTooLong: 'A message can be at most 4,000 characters.',
  memberNotYours: 'You can only write about yourself or a family member whose claims you can see.',
  referenceNotForTopic: 'Only a message about a claim, an EOB or an authorization names one.',
  claimNotFound: (reference: string) => `We found no claim ${reference}. Check its number, or leave the reference empty.`,
  claimNotTheirs: (reference: string) => `Claim ${reference} is not one you can write about for this member. Check its number, or choose whom the message is about.`,
} as const);

export const MESSAGE_TOPIC_NAMES = localized('MESSAGE_TOPIC_NAMES', {
  claim: 'A claim',
  eob: 'An EOB (explanation of benefits)',
  authorization: 'An authorization or referral',
  'id-card': 'My ID card',
  billing: 'Billing',
  other: 'Something else',
} as const);

/** The words of the links that start a message from a claim, an EOB, an authorization or the explainer. */
export const ASK_COPY = localized('ASK_COPY', {
  askAboutClaim: 'Ask about this claim',
  askAboutEob: 'Ask about this EOB',
  askAboutAuthorization: 'Ask about this request',
  askAboutFigures: 'Write to member services',
} as const);
