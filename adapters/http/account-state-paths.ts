/*
 * The gateway paths of the reads behind the account state (application/shared/resolve-account-state.ts),
 * which every member page resolves before it shows anything of the member: named once here for their
 * gateways and for the start-up script, which reads them ahead (adapters/browser/read-account-state-ahead.ts).
 */
export const ACCOUNT_PATH = '/api/account';
export const GROUPS_PATH = '/api/groups';
export const HAS_EBILL_PATH = '/api/ebill/hasEbill';
export const HAS_REFERRALS_PATH = '/api/referrals/hasReferrals';
export const MEDICARE_ELIGIBILITY_PATH = '/api/medicare-materials/eligibility';
export const PCP_MEMBERS_PATH = '/api/pcp/members';
export const PCP_ELIGIBILITY_PATH = '/api/pcp/eligibility';

/** All of them, as resolving the account state asks for them (read-account-state-ahead.test.ts holds it to that). */
export const ACCOUNT_STATE_READS: readonly string[] = [
  ACCOUNT_PATH,
  GROUPS_PATH,
  HAS_EBILL_PATH,
  HAS_REFERRALS_PATH,
  MEDICARE_ELIGIBILITY_PATH,
  PCP_MEMBERS_PATH,
  PCP_ELIGIBILITY_PATH,
];
