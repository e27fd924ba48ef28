import { localized } from '../../domain/copy/localized';
/**
 * Providence logout page copy (spec section 2: 'Logged out successfully' with links to the parent
 * dashboard, customer service and health plan customer service). The heading is the spec's; the rest is
 * ours. The Providence sites are fictional (example.com): the spec does not give their addresses.
 */
export const LOGOUT_COPY = localized('LOGOUT_COPY', {
  heading: 'Logged out successfully',
  body: 'You have been logged out of your dental Member Dashboard. Where would you like to go next?',
  linksLabel: 'Where to go next',
  parentDashboard: { label: 'Return to your Providence member dashboard', href: 'https://healthplans.providence.example.com/members' },
  customerService: { label: 'Dental customer service', href: '/contact-us' },
  healthPlanCustomerService: { label: 'Health plan customer service', href: 'https://healthplans.providence.example.com/contact-us' },
  loggingOut: 'Logging you out',
} as const);
