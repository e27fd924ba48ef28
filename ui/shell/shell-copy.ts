import { localized } from '../../domain/copy/localized';
/**
 * Words of the app shell and the contact pages. The spec quotes few of them (menu labels come from the
 * domain's menu rules, contact groups from domain/copy/contact-copy.ts); the rest are ours.
 */
export const SHELL_COPY = localized('SHELL_COPY', {
  skipToContent: 'Skip to main content',
  dashboardName: 'Member Dashboard',
  primaryNavLabel: 'Main',
  utilityNavLabel: 'Utility',
  bottomNavLabel: 'Quick links',
  siteMapLabel: 'Site map',
  menuButton: 'Menu',
  closeMenu: 'Close menu',
  greeting: (firstName: string): string => `Hi, ${firstName}`,
  groupSelectorCaption: 'Plan',
  groupSelectorHint: 'Switch plan',
  groupSelectorListLabel: 'Your plans',
  currentPlan: 'Current plan',
  inactivePlan: 'Inactive plan',
  switchingPlan: 'Switching plan…',
  loadingPage: 'Loading page',
  loadingAccount: 'Loading your account',
  alertsLabel: 'Alerts',
  footerLinksLabel: 'Legal and privacy',
  accreditationLabel: 'Accreditation',
  copyright: (year: number, holder: string): string => `© ${year} ${holder}. All rights reserved.`,
} as const);

export const CHAT_COPY = localized('CHAT_COPY', {
  launcher: 'Chat with us',
  panelTitle: 'Chat with Member Services',
  connecting: 'Connecting you with a Member Services advocate…',
  cannotConnect:
    'Chat has not connected yet. If it does not connect in a moment, please call us: we are happy to help by phone.',
  callLabel: 'Call Member Services',
  tty: 'TTY users call 711',
  close: 'Close chat',
} as const);

export const CONTACT_COPY = localized('CONTACT_COPY', {
  contactUsHeading: 'Contact us',
  customerServiceHeading: 'Customer service',
  intro: 'We are here to help. Choose the team that fits your question.',
  memberIntro: 'Questions about your coverage, claims or account? Reach the right team below.',
  phone: 'Phone',
  email: 'Email',
  hours: 'Hours',
  ttyHint: 'Deaf, hard of hearing or speech-impaired? Call 711 (TTY).',
  subscriberIdHint: (subscriberId: string): string => `Have your subscriber ID ready when you call: ${subscriberId}`,
  holidayHeading: 'Holiday closures',
  holidayUnavailable: 'The holiday schedule is not available right now. Our phone lines announce any closure.',
  loadingContacts: 'Loading contact information',
} as const);

export const ERROR_PAGE_UI_COPY = localized('ERROR_PAGE_UI_COPY', {
  tipsHeading: 'Things you can try',
} as const);
