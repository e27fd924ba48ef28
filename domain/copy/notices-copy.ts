import { localized } from './localized';
/**
 * Headings, banners, toasts and notices the spec quotes (sections 2, 4 and 8), verbatim, plus the plan
 * management banner sentences, which the spec describes but does not quote (ours, in its words).
 */

export const NOTICES_COPY = localized('NOTICES_COPY', {
  loginHeading: 'Log in to your Member Dashboard',
  loggedOutBanner: 'You have logged out successfully.',
  welcomeBanner: (firstName: string): string => `${firstName}, welcome to your Member Dashboard`,
  subscriberIdCopied: 'Copied subscriber ID to clipboard',
  termedWarning: 'You are not currently enrolled in a plan',
  selectPrimaryCareWarning: 'Select where you access primary care',
  selectPrimaryCareLink: 'Select primary care',
  moreIdCardOptions: 'More ID card options',
  viewAllPrograms: 'View all programs',
  groupSelectionHeading: 'Access your Member Dashboard: Select plan',
  groupSelectionButton: 'Log in to account',
  inactivePlan: 'Inactive plan',
  updateEmailHeading: 'Update email',
  downloadingResource: 'Downloading resource...',
  providenceLoggedOut: 'Logged out successfully',
  registrationWelcome: "You're all set. Welcome to your dental Member Dashboard",
  emailUpdated: 'Successfully updated email address',
  continueAsSubscriber: 'Continue as subscriber',
  presentPlanEnd: 'present',
} as const);

export const PLAN_MANAGEMENT_COPY = localized('PLAN_MANAGEMENT_COPY', {
  renewalReminder: (openEnrollmentEnd: string): string =>
    `Reminder: renew, change or cancel your plan before open enrollment ends on ${openEnrollmentEnd}.`,
  renewalReminderUndated: 'Reminder: renew, change or cancel your plan before open enrollment ends.',
  benefitsEnd: (coverageEnd: string): string => `Your benefits end on ${coverageEnd}.`,
  benefitsEndUndated: 'Your benefits will end at the end of your current coverage.',
  medicalNotRenewed: 'Your medical plan will not be renewed.',
  medicalAndDentalNotRenewed: 'Your medical and dental plans will not be renewed.',
} as const);
