import type { DomainId } from '../model';

/**
 * Contact-us content per brand (spec sections 2 and 9). Hours are the spec's; phone numbers and e-mail
 * addresses are fictional (555-01xx numbers, example.com mail) because the spec does not give them.
 */

export interface ContactLine {
  readonly label: string;
  readonly phone: string;
}

export interface ContactGroup {
  readonly title: string;
  readonly lines: readonly ContactLine[];
  readonly hours: readonly string[];
  readonly email: string | null;
}

const ACCOUNT_ACCESS_HOURS = 'Monday through Friday, 7:30 a.m. to 5:30 p.m. PT';
const MEDICARE_HOURS: readonly string[] = [
  'February 15 to September 30: Monday through Friday, 7 a.m. to 8 p.m. PT',
  'October 1 to February 14: seven days a week, 7 a.m. to 8 p.m. PT',
];
// The spec gives Summit's winter hours only; the rest of the year is assumed to be weekdays.
const SUMMIT_CUSTOMER_SERVICE_HOURS: readonly string[] = [
  'October 1 to March 31: seven days a week, 7 a.m. to 8 p.m. PT',
  'April 1 to September 30: Monday through Friday, 7 a.m. to 8 p.m. PT',
];
const CUSTOMER_SERVICE_HOURS = 'Monday through Friday, 7:30 a.m. to 5:30 p.m. PT';

const CONTACT_GROUPS: Readonly<Record<DomainId, readonly ContactGroup[]>> = {
  1: [
    {
      title: 'Account access',
      lines: [{ label: 'Phone', phone: '1-800-555-0100' }],
      hours: [ACCOUNT_ACCESS_HOURS],
      email: 'memberdashboard@cascadehealth.example.com',
    },
    {
      title: 'Medical',
      lines: [
        { label: 'Phone', phone: '1-800-555-0101' },
        { label: 'Texas', phone: '1-800-555-0111' },
      ],
      hours: [CUSTOMER_SERVICE_HOURS],
      email: null,
    },
    { title: 'Dental', lines: [{ label: 'Phone', phone: '1-800-555-0102' }], hours: [CUSTOMER_SERVICE_HOURS], email: null },
    {
      title: 'Pharmacy',
      lines: [
        { label: 'Phone', phone: '1-800-555-0103' },
        { label: 'Texas', phone: '1-800-555-0113' },
      ],
      hours: [CUSTOMER_SERVICE_HOURS],
      email: null,
    },
    { title: 'Medicare Advantage', lines: [{ label: 'Phone', phone: '1-800-555-0104' }], hours: MEDICARE_HOURS, email: null },
    { title: 'Medicare Pharmacy', lines: [{ label: 'Phone', phone: '1-800-555-0105' }], hours: MEDICARE_HOURS, email: null },
    { title: 'TTY', lines: [{ label: 'Call', phone: '711' }], hours: [], email: null },
  ],
  2: [
    {
      title: 'Account access',
      lines: [{ label: 'Phone', phone: '1-800-555-0120' }],
      hours: [ACCOUNT_ACCESS_HOURS],
      email: 'memberdashboard@summithealth.example.com',
    },
    {
      title: 'Customer service',
      lines: [{ label: 'Phone', phone: '1-800-555-0121' }],
      hours: SUMMIT_CUSTOMER_SERVICE_HOURS,
      email: 'customerservice@summithealth.example.com',
    },
  ],
  5: [
    {
      title: 'Account access',
      lines: [{ label: 'Phone', phone: '1-800-555-0151' }],
      hours: [ACCOUNT_ACCESS_HOURS],
      email: 'memberdashboard@providencehealthplan.example.com',
    },
    {
      title: 'Customer service',
      lines: [{ label: 'Phone', phone: '1-800-555-0150' }],
      hours: [CUSTOMER_SERVICE_HOURS],
      email: 'dentalservice@providencehealthplan.example.com',
    },
    { title: 'TTY', lines: [{ label: 'Call', phone: '711' }], hours: [], email: null },
  ],
};

export function contactGroups(domainId: DomainId): readonly ContactGroup[] {
  return CONTACT_GROUPS[domainId];
}
