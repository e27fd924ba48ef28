import type { DomainId } from '../model';

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

const PRIVACY_LABEL = 'Privacy center';
const NONDISCRIMINATION_LABEL = 'Nondiscrimination statement';

const FOOTERS: Readonly<Record<DomainId, FooterCopy>> = {
  1: {
    copyrightHolder: 'Cascade Health & Dental',
    disclaimers: [
      'Cascade Health & Dental plans are offered by Cascade Health Plan, Inc. and Cascade Dental Care, Inc.',
      'Your coverage is subject to the terms, limits and exclusions of your plan documents.',
    ],
    privacyCenter: { label: PRIVACY_LABEL, href: 'https://www.cascadehealth.example.com/privacy' },
    nondiscrimination: { label: NONDISCRIMINATION_LABEL, href: 'https://www.cascadehealth.example.com/nondiscrimination' },
  },
  2: {
    copyrightHolder: 'Summit Health',
    disclaimers: [
      'Summit Health plans are administered by Cascade Health Plan, Inc. on behalf of Summit Health.',
      'Your coverage is subject to the terms, limits and exclusions of your plan documents.',
    ],
    privacyCenter: { label: PRIVACY_LABEL, href: 'https://www.summithealth.example.com/privacy' },
    nondiscrimination: { label: NONDISCRIMINATION_LABEL, href: 'https://www.summithealth.example.com/nondiscrimination' },
  },
  5: {
    copyrightHolder: 'Providence Health Plan',
    disclaimers: [
      'Dental plans for Providence Health Plan members are administered by Cascade Dental Care, Inc.',
      'Your coverage is subject to the terms, limits and exclusions of your plan documents.',
    ],
    privacyCenter: { label: PRIVACY_LABEL, href: 'https://www.providencehealthplan.example.com/privacy' },
    nondiscrimination: { label: NONDISCRIMINATION_LABEL, href: 'https://www.providencehealthplan.example.com/nondiscrimination' },
  },
};

export function footerCopy(domainId: DomainId): FooterCopy {
  return FOOTERS[domainId];
}
