import { localized } from './localized';

/**
 * Names the domain gives things (the spec's menu labels, identifier labels): the rules keep them in English,
 * as the spec writes them and as they compare them; what a member reads is term(name), the name in the
 * language in force. A name not listed here (one a gateway sends) reads as sent.
 */
export const TERMS = localized('TERMS', {
  Home: 'Home',
  Account: 'Account',
  Benefits: 'Benefits',
  'Find care': 'Find care',
  Claims: 'Claims',
  'Claims/EOBs': 'Claims/EOBs',
  EOBs: 'EOBs',
  Summary: 'Summary',
  'Member information': 'Member information',
  Settings: 'Settings',
  'Member plan benefits': 'Member plan benefits',
  eBill: 'eBill',
  'Help center': 'Help center',
  'New ID': 'New ID',
  'Log in': 'Log in',
  'Log out': 'Log out',
  'Contact us': 'Contact us',
  'Contact customer service': 'Contact customer service',
  Medical: 'Medical',
  Dental: 'Dental',
  Vision: 'Vision',
  Pharmacy: 'Pharmacy',
  Programs: 'Programs',
  Referrals: 'Referrals',
  'Member Handbooks': 'Member Handbooks',
  'Certificate of Coverage': 'Certificate of Coverage',
  'Plan documents': 'Plan documents',
  'Medicare Materials': 'Medicare Materials',
  Resources: 'Resources',
  'Primary care': 'Primary care',
  'Find a dentist': 'Find a dentist',
  'Cost estimator': 'Cost estimator',
  Authorizations: 'Authorizations',
  'Subscriber ID': 'Subscriber ID',
  'Employee ID': 'Employee ID',
} as const);

/** A domain name in the language in force; one the catalogue does not know reads as given. */
export function term(name: string): string {
  const names: Readonly<Record<string, string | undefined>> = TERMS;
  return names[name] ?? name;
}
