import type { AccumulatorKind, ClaimAccumulator, ClaimType } from '../../domain/model';
import { formatUsd } from '../../domain/rules/money';
import { localized } from '../../domain/copy/localized';

const ACCUMULATOR_NAMES: Readonly<Record<AccumulatorKind, string>> = {
  deductible: 'Deductible',
  'out-of-pocket': 'Out-of-pocket maximum',
  'annual-maximum': 'Annual maximum',
};
const NETWORK_NAMES: Readonly<Record<ClaimAccumulator['network'], string>> = {
  'in-network': 'in network',
  'out-of-network': 'out of network',
  combined: 'in and out of network',
};

/** The EOB explainer's copy (the spec has none): what each part of a claim means, in plain words. */
export const EOB_EXPLAINER_COPY = localized('EOB_EXPLAINER_COPY', {
  heading: 'Your EOB, explained',
  intro: 'What happened to each service on this claim, from what the provider billed to what you owe.',
  lineHeading: (description: string) => description,
  billed: (amount: number) => `The provider billed ${formatUsd(amount)}.`,
  discount: (discount: number, allowed: number) =>
    `As an in-network provider they agreed to our rate of ${formatUsd(allowed)}, so ${formatUsd(discount)} comes off the bill (your network discount).`,
  allowedOutOfNetwork: (allowed: number) => `The plan allowed ${formatUsd(allowed)} for this out-of-network service.`,
  nothingAllowed: 'The plan allowed nothing for this service.',
  deductible: (amount: number) => `${formatUsd(amount)} went toward your deductible.`,
  copay: (amount: number) => `Your copay is ${formatUsd(amount)}.`,
  coinsurance: (amount: number) => `Your coinsurance (your share after the deductible) is ${formatUsd(amount)}.`,
  notCovered: (amount: number) => `${formatUsd(amount)} is not covered by your plan.`,
  planPaid: (amount: number) => `The plan paid ${formatUsd(amount)}.`,
  youOwe: (amount: number) => `You owe ${formatUsd(amount)}.`,
  addsUp: (discount: number, planPaid: number, owe: number, billed: number) =>
    `These figures add up: ${formatUsd(discount)} network discount + ${formatUsd(planPaid)} plan paid + ${formatUsd(owe)} you owe = ${formatUsd(billed)} billed.`,
  doesNotAddUp: 'These figures do not add up to what was billed. Please call Customer Service so we can check this claim.',
  quote: (quoted: number, allowed: number, agrees: boolean) =>
    agrees
      ? `Before the visit, the cost estimator quoted ${formatUsd(quoted)} for this service here; the plan allowed ${formatUsd(allowed)}, as quoted.`
      : `Before the visit, the cost estimator quoted ${formatUsd(quoted)} for this service here; the plan allowed ${formatUsd(allowed)}.`,
  effectHeading: 'What this claim counted toward',
  effect: (toDeductible: number, toOutOfPocket: number) =>
    `This claim added ${formatUsd(toDeductible)} to your deductible and ${formatUsd(toOutOfPocket)} toward your out-of-pocket maximum (deductible, copays and coinsurance; amounts not covered do not count).`,
  dentalEffect: (toDeductible: number, toAnnualMaximum: number) =>
    `This claim added ${formatUsd(toDeductible)} to your deductible, and the ${formatUsd(toAnnualMaximum)} the plan paid counts toward your annual maximum.`,
  countedHeading: 'Where this claim left your plan year',
  otherTierHeading: 'The other network tier, not changed by this claim',
  noStanding: 'Where this claim left your deductible and maximums is shown for claims of the current plan year only.',
  accumulatorName: (accumulator: ClaimAccumulator) =>
    `${ACCUMULATOR_NAMES[accumulator.kind]}, ${accumulator.coverage === 'family' ? 'family' : 'individual'}, ${NETWORK_NAMES[accumulator.network]}`,
  movement: (accumulator: ClaimAccumulator, added: number) =>
    `Before this claim ${formatUsd(accumulator.metBefore)} was met; this claim added ${formatUsd(added)}; after it ${formatUsd(accumulator.metAfter)} of ${formatUsd(accumulator.limit)} is met.`,
  unchanged: (accumulator: ClaimAccumulator) => `${formatUsd(accumulator.metAfter)} of ${formatUsd(accumulator.limit)} met, before and after this claim.`,
  accumulatorsDisagree: 'What this claim added to your deductible or maximums does not match its figures. Please call Customer Service so we can check this claim.',
  pending: 'This claim is still being processed: it is explained here once it is decided.',
  whyHeading: 'Why some of this was not covered',
  whyDeniedHeading: 'Why this was not covered',
  appeal:
    'If you think we got this wrong, you can ask us to look at it again (an appeal) within 180 days of the date on your EOB. Call Customer Service at the number on your ID card, or write to us with the claim number and why you disagree; your plan documents describe each step.',
  termsHeading: (claimType: ClaimType) => (claimType === 'dental' ? 'Dental terms' : 'Terms'),
  dentalTerms: [
    'Annual maximum: the most your dental plan pays in a plan year; anything over it is yours to pay.',
    'Frequency limits: some services (cleanings, X-rays, crowns) are covered only so often, e.g. twice a plan year.',
    'Pre-treatment estimate: before major work, your dentist can send us the plan of treatment and we tell you both what the plan will pay.',
  ],
  medicalTerms: [
    'Deductible: what you pay each plan year before the plan starts to share the cost of most services.',
    'Copay: a set amount for a visit. Coinsurance: your percentage of the allowed amount after the deductible.',
    'Out-of-pocket maximum: once your deductible, copays and coinsurance reach it, the plan pays in full for the rest of the plan year.',
  ],
} as const);
