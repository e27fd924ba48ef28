import type { PreferenceFlag } from '../../domain/model';
import { NOTICES_COPY } from '../../domain/copy/notices-copy';
import { localized } from '../../domain/copy/localized';

/**
 * Account pages copy. The spec names the pages, the menu and the preferences but quotes none of their
 * sentences except the e-mail toast (NOTICES_COPY.emailUpdated); the rest is ours, kept here for analysts.
 */

export interface PreferenceCopy {
  readonly title: string;
  readonly description: string;
  readonly on: string;
  readonly off: string;
}

export const PREFERENCE_COPY: Readonly<Record<PreferenceFlag, PreferenceCopy>> = localized('PREFERENCE_COPY', {
  electronicEob: {
    title: 'Explanation of benefits (EOB) delivery',
    description: 'How you get your EOBs. Electronic EOBs are in your Member Dashboard and we e-mail you when one is ready.',
    on: 'Electronic',
    off: 'Paper by mail',
  },
  emailBreakingNews: {
    title: 'Plan news by e-mail',
    description: 'Important news about your plan, your benefits and health programs you can use.',
    on: 'Yes, e-mail me',
    off: 'No',
  },
  electronicMedicareMailing: {
    title: 'Medicare mailings',
    description: 'Your Medicare plan documents, such as the Annual Notice of Change, online instead of by mail.',
    on: 'Electronic',
    off: 'Paper by mail',
  },
  emailPaymentReminder: {
    title: 'Payment reminders',
    description: 'An e-mail a few days before your premium payment is due.',
    on: 'Yes, e-mail me',
    off: 'No',
  },
  emailAutopayWithdrawalReminder: {
    title: 'Automatic payment reminders',
    description: 'An e-mail before an automatic premium payment is withdrawn from your bank account.',
    on: 'Yes, e-mail me',
    off: 'No',
  },
  discontinuePaperStatements: {
    title: 'Paperless billing',
    description: 'Stop paper premium statements and read them in eBill instead.',
    on: 'Paperless',
    off: 'Paper statements',
  },
  emailWhenBillReady: {
    title: 'New bill notices',
    description: 'An e-mail when a new premium bill is ready to view.',
    on: 'Yes, e-mail me',
    off: 'No',
  },
  emailEwpNotification: {
    title: 'Employer portal notices',
    description: 'An e-mail when your employer posts an update about your plan.',
    on: 'Yes, e-mail me',
    off: 'No',
  },
  showEwpLandingPage: {
    title: 'Employer portal start page',
    description: 'Open your employer’s benefits page first when you log in.',
    on: 'Show it',
    off: 'Do not show it',
  },
});

export const ACCOUNT_COPY = localized('ACCOUNT_COPY', {
  menuLabel: 'Account settings',
  loading: 'Loading your account',

  summaryHeading: 'Account summary',
  summaryMember: 'Your membership',
  summaryContact: 'Contact information',
  summaryShortcuts: 'Manage your account',
  subscriberIdLabel: 'Subscriber ID',
  memberSinceLabel: 'Coverage since',
  relationshipLabel: 'Relationship',
  groupLabel: 'Group',
  addressLabel: 'Mailing address',
  phoneLabel: 'Phone',
  emailLabel: 'E-mail address',
  noEmail: 'No e-mail address on file',
  addressHelp: 'To change your address or phone number, call Customer Service.',

  memberInformationHeading: 'Member information',
  familyIntro: 'The members on your plan, with their ID cards.',
  selfIntro: 'Your details and ID cards.',
  memberLabel: 'Member',
  dateOfBirthLabel: 'Date of birth',
  coverageLabel: 'Coverage',
  noCoverage: 'No current coverage',
  youBadge: 'You',
  idCardOptions: 'ID card options',
  viewIdCard: 'View ID card',
  hideIdCard: 'Hide ID card',
  downloadPdf: 'Download PDF',
  emailIdCard: 'E-mail ID card',
  emailIdCardTitle: (name: string) => `E-mail ${name}'s ID card`,
  emailIdCardSend: 'Send',
  emailIdCardCancel: 'Cancel',
  emailIdCardSent: (address: string) => `We sent the ID card to ${address}.`,
  idCardsUnavailable: 'ID cards are not available for your plan right now.',
  planLabel: 'Plan',
  rxLabel: 'Rx BIN / PCN / Group',
  customerServiceLabel: 'Customer service',
  printedCardsTitle: 'Order a printed ID card',
  printedCardsIntro: 'We mail a new card to the address on your account.',
  requestPrintedCard: (category: string) => `Order a ${category} card`,
  cardTitle: (category: string) => `${category.charAt(0).toUpperCase()}${category.slice(1)} ID card`,

  settingsHeading: 'Settings',
  securityTitle: 'Sign-in and security',
  passwordLabel: 'Password',
  passwordMasked: '••••••••',
  changePassword: 'Change password',
  emailTitle: 'E-mail address',
  emailFieldLabel: 'Email address',
  emailUpdated: NOTICES_COPY.emailUpdated,
  preferencesTitle: 'Communication preferences',
  preferencesIntro: 'Choose how we reach you. Each change is saved on its own.',
  preferenceSaved: (title: string) => `Saved: ${title}`,
  currentSetting: 'Current setting',

  planBenefitsHeading: 'Member plan benefits',
  planBenefitsIntro: 'Who is covered, by which plan, and since when.',
  planIdLabel: 'Plan',
  coverageDates: (from: string, to: string | null) => (to === null ? `From ${from}` : `${from} to ${to}`),
  planYearsTitle: 'Plan years',
  currentPlanYearLabel: 'Current plan year',
  upcomingPlanYearLabel: 'Upcoming plan year',
  openEnrollmentLabel: 'Open enrollment',
  renewalLabel: 'Renewal coverage starts',
  viewBenefits: 'See your benefits',

  ebillHeading: 'eBill',
  ebillIntro: 'View and pay your premium bills online, set up automatic payments and go paperless.',
  ebillRegistered: 'You are registered for eBill.',
  ebillNotRegistered: 'You are not registered for eBill yet.',
  ebillRegister: 'Register for eBill',
  ebillRegisteredToast: 'You are now registered for eBill.',
  ebillOpen: 'Go to eBill',
  ebillOpenHelp: 'eBill opens in our secure billing site. You return here when you are done.',
  ebillUnavailable: 'The eBill site is not available right now. Please try again later.',
  ebillStatusTitle: 'Your eBill account',

  helpCenterHeading: 'Help center',
  helpCenterIntro: 'Answers to common questions, and how to reach us.',
  contactTitle: 'Contact us',
  faqTitle: 'Common questions',
  customerServicePage: 'Customer service',
  faqs: [
    {
      question: 'How do I get a new ID card?',
      answer: 'Download or e-mail your card from Member information, or order a printed card there. A printed card arrives in 7 to 10 business days.',
    },
    {
      question: 'How do I change my e-mail address or preferences?',
      answer: 'Open Settings, choose Edit next to what you want to change, and save.',
    },
    {
      question: 'Who can see my information?',
      answer: 'The subscriber sees the plan details of everyone on the plan. Dependants see their own details.',
    },
  ],

  saveFailed: 'We could not save your change. Please try again in a few minutes.',
} as const);
