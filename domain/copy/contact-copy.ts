import type { DomainId } from '../model';
import { localized } from './localized';

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

/** The directory's words; the numbers and addresses below are the same in every language. */
export const CONTACT_DIRECTORY_COPY = localized('CONTACT_DIRECTORY_COPY', {
  titles: {
    accountAccess: 'Account access',
    medical: 'Medical',
    dental: 'Dental',
    pharmacy: 'Pharmacy',
    medicareAdvantage: 'Medicare Advantage',
    medicarePharmacy: 'Medicare Pharmacy',
    tty: 'TTY',
    customerService: 'Customer service',
  },
  lines: { phone: 'Phone', texas: 'Texas', call: 'Call' },
  hours: {
    weekdays: 'Monday through Friday, 7:30 a.m. to 5:30 p.m. PT',
    medicare: [
      'February 15 to September 30: Monday through Friday, 7 a.m. to 8 p.m. PT',
      'October 1 to February 14: seven days a week, 7 a.m. to 8 p.m. PT',
    ],
    // The spec gives Summit's winter hours only; the rest of the year is assumed to be weekdays.
    summit: ['October 1 to March 31: seven days a week, 7 a.m. to 8 p.m. PT', 'April 1 to September 30: Monday through Friday, 7 a.m. to 8 p.m. PT'],
  },
} as const);

type Title = keyof typeof CONTACT_DIRECTORY_COPY.titles;
type LineName = keyof typeof CONTACT_DIRECTORY_COPY.lines;
type Hours = keyof typeof CONTACT_DIRECTORY_COPY.hours;

interface GroupEntry {
  readonly title: Title;
  readonly lines: readonly (readonly [LineName, string])[];
  readonly hours: Hours | null;
  readonly email: string | null;
}

const phone = (number: string): readonly [LineName, string] => ['phone', number];

const CONTACT_GROUPS: Readonly<Record<DomainId, readonly GroupEntry[]>> = {
  1: [
    { title: 'accountAccess', lines: [phone('1-800-555-0100')], hours: 'weekdays', email: 'memberdashboard@cascadehealth.example.com' },
    { title: 'medical', lines: [phone('1-800-555-0101'), ['texas', '1-800-555-0111']], hours: 'weekdays', email: null },
    { title: 'dental', lines: [phone('1-800-555-0102')], hours: 'weekdays', email: null },
    { title: 'pharmacy', lines: [phone('1-800-555-0103'), ['texas', '1-800-555-0113']], hours: 'weekdays', email: null },
    { title: 'medicareAdvantage', lines: [phone('1-800-555-0104')], hours: 'medicare', email: null },
    { title: 'medicarePharmacy', lines: [phone('1-800-555-0105')], hours: 'medicare', email: null },
    { title: 'tty', lines: [['call', '711']], hours: null, email: null },
  ],
  2: [
    { title: 'accountAccess', lines: [phone('1-800-555-0120')], hours: 'weekdays', email: 'memberdashboard@summithealth.example.com' },
    { title: 'customerService', lines: [phone('1-800-555-0121')], hours: 'summit', email: 'customerservice@summithealth.example.com' },
  ],
  5: [
    { title: 'accountAccess', lines: [phone('1-800-555-0151')], hours: 'weekdays', email: 'memberdashboard@providencehealthplan.example.com' },
    { title: 'customerService', lines: [phone('1-800-555-0150')], hours: 'weekdays', email: 'dentalservice@providencehealthplan.example.com' },
    { title: 'tty', lines: [['call', '711']], hours: null, email: null },
  ],
};

/** The brand's contact directory, in the language in force. */
export function contactGroups(domainId: DomainId): readonly ContactGroup[] {
  const words = CONTACT_DIRECTORY_COPY;
  return CONTACT_GROUPS[domainId].map((group) => {
    const hours = group.hours === null ? [] : words.hours[group.hours];
    return {
      title: words.titles[group.title],
      lines: group.lines.map(([name, number]) => ({ label: words.lines[name], phone: number })),
      hours: typeof hours === 'string' ? [hours] : hours,
      email: group.email,
    };
  });
}
