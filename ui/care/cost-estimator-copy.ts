import type { CareCategory, SharingClass } from '../../domain/model';
import { formatUsd } from '../../domain/rules/money';
import { localized } from '../../domain/copy/localized';

/** The cost estimator's copy (the spec has none for it): plain words, in the page's own chunk. */

const percent = (share: number): string => `${Math.round(share * 100)}%`;

export const COST_ESTIMATOR_COPY = localized('COST_ESTIMATOR_COPY', {
  heading: 'Cost estimator',
  intro:
    'See what a service costs at in-network providers before you go, and what you would pay with your plan, based on what is left of your deductible and out-of-pocket maximum today.',
  loading: 'Loading the cost estimator',
  notAllowed: 'The cost estimator is for members with medical or dental coverage today. You have no medical or dental coverage today, so there is nothing to estimate.',
  formLabel: 'Estimate the cost of a service',
  memberLabel: 'Estimate for',
  searchHint: 'For example: teeth cleaning, MRI, crown, 99213, D2740 or a provider’s name',
  submit: 'Estimate costs',
  searching: 'Estimating…',
  resultsHeading: 'Estimates',
  notSearched: 'Search for a service, a procedure code or a provider to see what it costs near your ZIP code.',
  resultsCount: (count: number, zip: string) => `${count} in-network ${count === 1 ? 'price' : 'prices'}, distances from ZIP ${zip}`,
  sortLabel: 'Sort by',
  sortOptions: { cost: 'Your cost, lowest first', distance: 'Distance, nearest first' },
  unknownCode: (code: string) =>
    `We could not find the procedure code ${code} in our price list. Check the code, or search by the service’s name, such as “cleaning” or “X-ray”.`,
  noResults: (search: string) => `No services or in-network providers match “${search}”. Try another word, such as “X-ray”, “cleaning” or “office visit”.`,
  noCoverage: (name: string, categories: readonly CareCategory[]) =>
    `${name} has no ${categories.join(' or ')} coverage today, so we cannot estimate these services. Choose another member, or search for a service your plan covers.`,
  disclaimer:
    'These are estimates, not a promise of payment. What you pay depends on the care you actually receive and on claims processed before this one.',
  /** Why a service meant for other ages is listed: it matches the search, after those meant for the member. */
  otherAges: (from: number, to: number | null, name: string) =>
    `${to === null ? `Meant for ages ${from} and over` : `Meant for ages ${from} to ${to}`}: listed because it matches your search, after the services meant for ${name}’s age.`,
  dentalNote: 'For major dental work, ask your dentist to send us a pre-treatment estimate: we will tell you both what the plan will pay.',

  rate: 'Negotiated rate',
  youPay: 'You pay (estimate)',
  planPays: 'Plan pays',
  distance: 'Distance',
  miles: (miles: number) => `${miles.toFixed(1)} miles`,
  distanceUnknown: 'Unknown',
  breakdownSummary: 'How we estimated this',
  /** Read after the summary by screen readers, so that each result's disclosure names its service and provider. */
  breakdownFor: (service: string, provider: string) => `(${service} at ${provider})`,
  parts: {
    deductible: 'Toward your deductible',
    copay: 'Copay',
    coinsurance: 'Coinsurance',
    overAnnualMaximum: 'Over your annual maximum',
  },
  assumptionsHeading: 'Assumptions',
  plan: (planName: string) => `Your plan: ${planName}.`,
  sharing: (sharingClass: SharingClass, copay: number, coinsurance: number, deductibleApplies: boolean): string => {
    if (sharingClass === 'preventive') return 'Preventive care is covered in full in network.';
    if (copay > 0) return `You pay a ${formatUsd(copay)} copay for this kind of service.`;
    if (coinsurance === 0 && !deductibleApplies) return 'The plan covers this kind of service in full in network.';
    const after = deductibleApplies ? ' after the deductible' : '';
    return `You pay ${percent(coinsurance)} of the negotiated rate${after}; the plan pays the rest.`;
  },
  deductibleLeft: (individual: number, family: number | null) =>
    family === null
      ? `Deductible left this plan year: ${formatUsd(individual)}.`
      : `Deductible left this plan year: ${formatUsd(individual)} for you, ${formatUsd(family)} for the family (whichever is met first counts).`,
  outOfPocketLeft: (individual: number, family: number | null) =>
    !Number.isFinite(individual)
      ? 'This plan has no out-of-pocket maximum.'
      : family === null
        ? `Out-of-pocket maximum left: ${formatUsd(individual)}.`
        : `Out-of-pocket maximum left: ${formatUsd(individual)} for you, ${formatUsd(family)} for the family.`,
  annualMaximumLeft: (amount: number) => `Annual maximum left: ${formatUsd(amount)} (the most the plan still pays this plan year).`,
  inNetworkOnly: 'In-network provider: they agree to the negotiated rate and cannot bill you more.',
} as const);
