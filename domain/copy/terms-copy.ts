import { localized } from './localized';

/**
 * Names the domain gives things (the spec's menu labels, identifier labels): the rules keep them in English,
 * as the spec writes them and as they compare them; what a member reads is term(name), the name in the
 * language in force. A name not listed here (one a gateway sends) reads as sent.
 */
const NAMES = [
  'Home',
  'Account',
  'Benefits',
  'Find care',
  'Claims',
  'Claims/EOBs',
  'EOBs',
  'Summary',
  'Member information',
  'Settings',
  'Member plan benefits',
  'eBill',
  'Data sharing',
  'Messages',
  'Appeals and complaints',
  'Help center',
  'New ID',
  'Log in',
  'Log out',
  'Contact us',
  'Contact customer service',
  'Medical',
  'Dental',
  'Vision',
  'Pharmacy',
  'Programs',
  'Referrals',
  'Member Handbooks',
  'Certificate of Coverage',
  'Plan documents',
  'Medicare Materials',
  'Resources',
  'Primary care',
  'Find a dentist',
  'Cost estimator',
  'Authorizations',
  'Subscriber ID',
  'Employee ID',
] as const;

export type TermName = (typeof NAMES)[number];

/** In English a name reads as the rules give it. */
export const TERMS: Readonly<Record<TermName, string>> = localized('TERMS', Object.fromEntries(NAMES.map((name) => [name, name])) as Record<TermName, string>);

/** A domain name in the language in force; one the catalogue does not know reads as given. */
export function term(name: string): string {
  const names: Readonly<Record<string, string | undefined>> = TERMS;
  return names[name] ?? name;
}
