import { NOTICES_COPY } from '../../domain/copy/notices-copy';
import { localized } from '../../domain/copy/localized';

/**
 * Home page copy. Quoted texts are verbatim from spec section 2 (through NOTICES_COPY where the domain
 * keeps them); the rest is ours, in the spec's words, so analysts find every home sentence here.
 */
export const HOME_COPY = localized('HOME_COPY', {
  welcome: (firstName: string) => `${firstName}, welcome to your Member Dashboard`,
  subscriberIdLabel: 'Subscriber ID',
  copy: 'Copy',
  copied: 'Copied',
  copyButtonLabel: 'Copy subscriber ID',
  copiedToast: 'Copied subscriber ID to clipboard',
  copyFailed: 'We could not copy your subscriber ID. Please select it and copy it yourself.',
  loadingDashboard: 'Loading your dashboard',

  primaryCareBannerTitle: 'Primary care update',
  expiringApprovalsTitle: 'Approvals that expire soon',
  /** After the service's name (as the plan names it): ' for Daniel Hollis: approved until December 7, 2026'. */
  expiringApprovalFor: (member: string, endDate: string) => ` for ${member}: approved until ${endDate}`,
  expiringApprovalsLink: 'See your authorizations',
  primaryCareBannerText:
    'We are updating our primary care records. Until March 31, 2025, a change to your primary care provider may take a few extra days to show on your dashboard.',

  planManagementTitle: 'Your individual plan',
  cancelPlanButton: 'Cancel plan',
  cancelledToast: 'Your plan cancellation was received.',

  ebillAlertTitle: 'Go paperless with eBill',
  ebillAlertText: 'View and pay your premium bills online, and get a reminder when a bill is ready.',
  ebillAlertLink: 'Set up eBill',

  primaryCareTitle: 'Primary care',
  primaryCareWarning: NOTICES_COPY.selectPrimaryCareWarning,
  selectPrimaryCare: NOTICES_COPY.selectPrimaryCareLink,
  primaryCareProviderLabel: 'Your primary care provider',
  primaryCareChange: 'View primary care',

  memberInformationTitle: 'Member information',
  nameLabel: 'Name',
  groupNumberLabel: 'Group number',
  groupNameLabel: 'Group name',
  insuranceTypeLabel: 'Insurance type',
  downloadIdCard: 'Download ID card',
  downloadingIdCard: 'Preparing your ID card',
  moreIdCardOptions: NOTICES_COPY.moreIdCardOptions,

  dentalLimitTitle: 'Dental benefits',
  dentalLimitLabel: (limitType: string, networkTier: string) => `${limitType}, ${networkTier}`,
  dentalBenefitsLink: 'View dental benefits',

  programsTitle: 'Your programs',
  viewAllPrograms: NOTICES_COPY.viewAllPrograms,
  noPrograms: 'There are no featured programs for your plan right now.',

  phoneLabel: 'Phone',
  emailLabel: 'E-mail',
} as const);
