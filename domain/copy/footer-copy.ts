import type { DomainId } from '../model';
import { localized } from './localized';

/**
 * The footer's words and links per brand (spec section 2: copyright, disclaimers, a privacy centre, the
 * non-discrimination statement). The spec names them without their text or addresses: the sentences are
 * ours and the addresses fictional (example.com), like the brands themselves.
 */
export interface FooterCopy {
  readonly copyrightHolder: string;
  readonly disclaimers: readonly string[];
  readonly privacyCenter: { readonly label: string; readonly href: string };
  readonly nondiscrimination: { readonly label: string; readonly href: string };
}

/** The footer's words per brand; the addresses below are the same in every language. */
export const FOOTER_COPY = localized('FOOTER_COPY', {
  privacyCenter: 'Privacy center',
  accessibility: 'Accessibility',
  languageAssistance: 'Language assistance',
  nondiscrimination: 'Nondiscrimination statement',
  termsOfCoverage: 'Your coverage is subject to the terms, limits and exclusions of your plan documents.',
  offeredBy: {
    1: 'Cascade Health & Dental plans are offered by Cascade Health Plan, Inc. and Cascade Dental Care, Inc.',
    2: 'Summit Health plans are administered by Cascade Health Plan, Inc. on behalf of Summit Health.',
    5: 'Dental plans for Providence Health Plan members are administered by Cascade Dental Care, Inc.',
  },
} as const);

const BRANDS: Readonly<Record<DomainId, { readonly holder: string; readonly site: string }>> = {
  1: { holder: 'Cascade Health & Dental', site: 'https://www.cascadehealth.example.com' },
  2: { holder: 'Summit Health', site: 'https://www.summithealth.example.com' },
  5: { holder: 'Providence Health Plan', site: 'https://www.providencehealthplan.example.com' },
};

/** The brand's footer, in the language in force. */
export function footerCopy(domainId: DomainId): FooterCopy {
  const brand = BRANDS[domainId];
  return {
    copyrightHolder: brand.holder,
    disclaimers: [FOOTER_COPY.offeredBy[domainId], FOOTER_COPY.termsOfCoverage],
    privacyCenter: { label: FOOTER_COPY.privacyCenter, href: `${brand.site}/privacy` },
    nondiscrimination: { label: FOOTER_COPY.nondiscrimination, href: `${brand.site}/nondiscrimination` },
  };
}
