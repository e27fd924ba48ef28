import { AUTHORIZATION_FIELD_LABELS } from '../../domain/rules/authorizations';
import { CLAIMS_FIELD_LABELS } from '../../domain/rules/claims';
import { localized } from '../../domain/copy/localized';

/**
 * The prior authorization and referral tracker's copy. The spec names the call and the category (Prior
 * Authorization) but quotes no page text; the date range messages come from the domain's validation copy
 * and the status labels from the domain's rules.
 */
export const AUTHORIZATIONS_COPY = localized('AUTHORIZATIONS_COPY', {
  loading: 'Loading your authorizations and referrals',
  heading: 'Prior authorizations and referrals',
  familyIntro:
    'Follow every request that stands between you and care: yours and your children’s under 18. Requests of adults on your plan, and a teenager’s confidential care, are theirs alone to see.',
  ownIntro: 'Follow every request that stands between you and care: where it stands, when we will decide and what we approved.',
  whatIsIt:
    'Your provider asks us to approve some services before you get them (prior authorization) and to send you to a specialist (referral). We decide within 72 hours when waiting could seriously harm your health, and within 7 days otherwise.',

  expiringHeading: 'Approvals that expire soon',
  expiringIntro: 'These approvals end within 30 days. Book your care before then, or ask your provider to request more time.',
  /** After the service's name (as the plan names it): ' for Daniel Hollis: approved until December 7, 2026'. */
  expiringItemFor: (member: string, endDate: string) => ` for ${member}: approved until ${endDate}`,
  expiringSoon: 'Expires soon',

  lookUpHeading: 'Does this need prior authorization?',
  lookUpIntro: 'Look a service up on your plan’s list by its name or the code your provider gave you (for example 73721 or D2740).',
  lookUpLabel: AUTHORIZATION_FIELD_LABELS.serviceQuery,
  lookUpButton: 'Check',
  lookingUp: 'Checking your plan’s list',
  required: 'Needs prior authorization',
  notRequired: 'No prior authorization needed',
  requiredNext:
    'Your provider asks us before you get this service. Ask them to send the request; it appears in your requests below once we receive it.',
  notRequiredNext: 'You can get this service from an in-network provider without asking us first. Your usual costs apply.',
  codeNotListed: (code: string) => `${code} is not on your plan’s prior authorization list, so it needs no prior authorization.`,
  notFound: (query: string) =>
    `Nothing on your plan’s list matches “${query}”. Try other words or the service code your provider gave you, or call Customer Service.`,
  serviceCode: (code: string) => `Code ${code}`,

  requestsHeading: 'Your requests',
  filtersLabel: 'Filter requests',
  memberLabel: 'Member',
  allMembers: 'All members',
  statusLabel: 'Status',
  allStatuses: 'All statuses',
  fromLabel: CLAIMS_FIELD_LABELS.fromDate,
  toLabel: CLAIMS_FIELD_LABELS.toDate,
  dateHint: (earliest: string) => `Date received, mm/dd/yyyy, no earlier than ${earliest}`,
  apply: 'Apply filters',
  clear: 'Clear filters',
  /** Which requests of those found the page shows (first to last, counted from 1). */
  count: (first: number, last: number, total: number) =>
    total === 1 ? '1 request' : first === 1 && last === total ? `${total} requests` : `Showing ${first}–${last} of ${total} requests`,
  pagesLabel: 'Pages of requests',
  none: 'You have no prior authorizations or referrals.',
  noneMatching: 'No requests match these filters. Try another member, status or dates.',

  member: 'Member',
  requestedBy: 'Requested by',
  servicing: 'Where you get care',
  received: 'Received',
  decided: 'Decided',
  withdrawn: 'Withdrawn',
  decisionDue: 'Decision due by',
  expedited: '(expedited)',
  requested: 'Requested',
  approved: 'Approved',
  approvedCare: (units: number, unit: string, start: string, end: string) => `${units} ${units === 1 ? unit : `${unit}s`}, ${start} to ${end}`,
  units: (units: number) => (units === 1 ? '1 unit' : `${units} units`),
  reference: 'Reference number',
  informationHeading: 'What we need',
  /** The link from approved care to the cost estimator; its hidden end tells the cards' links apart. */
  estimateLink: 'Estimate what you will pay',
  estimateFor: (code: string) => `(service code ${code})`,
  reasonHeading: 'Why',
  appealHeading: 'How to appeal',
  appealSteps: (provider: string, deadline: string) => [
    `Talk with ${provider}: they can send us more information or ask to discuss the decision with our medical reviewer.`,
    `Ask us for an appeal, by phone or in writing, by ${deadline}. Say why you need the care and include any letters or records that support it.`,
    'If waiting could seriously harm your health, ask for an expedited appeal: we decide within 72 hours.',
    'If we still say no, you can ask for an external review by an independent reviewer.',
  ],
} as const);
