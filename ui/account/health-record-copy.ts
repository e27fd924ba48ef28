import { localized } from '../../domain/copy/localized';

/**
 * The Download my data page's copy (the member's HIPAA right of access, met with the Patient Access API's
 * format). The spec has no words for it: these are ours, in plain language.
 */
export const HEALTH_RECORD_COPY = localized('HEALTH_RECORD_COPY', {
  heading: 'Download my data',
  intro: 'Save a copy of your health plan records as one file, to keep or to give to a health app you choose.',
  link: 'Download a copy of your data',
  contentsTitle: 'What is in the file',
  contentsClaims: 'Your claims, each with its explanation of benefits: what was billed, what the plan paid and what you owe',
  contentsCoverage: 'Your coverage: medical, dental, vision and pharmacy',
  contentsAuthorizations: 'Your prior authorizations and referrals',
  contentsMembers: 'Your name, date of birth and member ID as the plan holds them',
  whose: "The subscriber's file holds the records of everyone on the plan, as the claims pages show them. A dependant's file holds their own.",
  formatTitle: 'The format',
  format:
    'The file is a FHIR R4 Bundle in JSON, following the CARIN Blue Button standard that US health plans use for claims and coverage (and Da Vinci PDex for prior authorizations).',
  useTitle: 'Using it with an app',
  use: 'Health record apps that read FHIR can import it: in the app, choose to add records from a file, then pick this file.',
  keepSafe: 'Keep the file safe. It holds your health information, and anyone who has it can read it.',
  button: 'Download my data',
  preparing: 'Preparing your file',
  saved: (fileName: string) => `Saved ${fileName}. It holds:`,
  members: 'Members',
  coverages: 'Coverages',
  claims: 'Claims',
  authorizations: 'Prior authorizations and referrals',
  referrals: 'Referrals to specialists',
});
