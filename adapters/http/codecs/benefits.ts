import * as t from 'io-ts';
import type {
  BenefitHistory,
  CategoryBenefits,
  DentalBenefits,
  DentalMaximum,
  DentalService,
  DentalTier,
  FamilyEligibilityRow,
  HistoryEligibility,
  MedicalBenefits,
  MedicalServiceDetail,
  MedicalServiceLink,
  MedicalTier,
  MemberHistory,
  OopDeductibles,
  TierOutOfPocket,
  TierRef,
} from '../../../domain/model';
import { mapped, nullable, type Same } from './common';
import { DetailedDescriptionCodec } from './limits';

/** Payloads of /api/benefits/* and /api/eligibility/family (spec section 3); the limits' are in limits.ts. */

export const MedicalServiceLinkCodec = t.type({ url: t.string, pageId: t.string, pageDescription: t.string }, 'MedicalServiceLink');
const _serviceLink: Same<t.TypeOf<typeof MedicalServiceLinkCodec>, MedicalServiceLink> = true;

export const OopDeductiblesCodec = t.type(
  {
    individualDeductible: nullable(t.number),
    individualDeductibleMet: nullable(t.number),
    individualDeductibleRemaining: nullable(t.number),
    familyDeductible: nullable(t.number),
    familyDeductibleMet: nullable(t.number),
    familyDeductibleRemaining: nullable(t.number),
    individualOutOfPocket: nullable(t.number),
    individualOutOfPocketMet: nullable(t.number),
    individualOutOfPocketRemaining: nullable(t.number),
    familyOutOfPocket: nullable(t.number),
    familyOutOfPocketMet: nullable(t.number),
    familyOutOfPocketRemaining: nullable(t.number),
    detailDescription: nullable(t.string),
  },
  'OopDeductibles',
);
const _oop: Same<t.TypeOf<typeof OopDeductiblesCodec>, OopDeductibles> = true;

export const MedicalTierCodec = t.type(
  { services: t.readonlyArray(MedicalServiceLinkCodec), oopDeductibles: OopDeductiblesCodec },
  'MedicalTier',
);
const _medicalTier: Same<t.TypeOf<typeof MedicalTierCodec>, MedicalTier> = true;

export const TierRefCodec = t.type({ tierId: t.string, name: t.string }, 'TierRef');
const _tierRef: Same<t.TypeOf<typeof TierRefCodec>, TierRef> = true;

/** The domain shape of medical benefits (what the in-memory sandbox answers). */
export const MedicalBenefitsCodec = t.type(
  { asOfDate: t.string, tiers: t.readonlyArray(TierRefCodec), byTier: t.record(t.string, MedicalTierCodec) },
  'MedicalBenefits',
);
const _medicalBenefits: Same<t.TypeOf<typeof MedicalBenefitsCodec>, MedicalBenefits> = true;

/** The wire shape: each tier's benefits sit under a property named after the tier (spec section 3). */
export interface MedicalBenefitsWire {
  readonly asOfDate: string;
  readonly tiers: readonly TierRef[];
  readonly [tierName: string]: unknown;
}

/** The known fields plus the whole record, so that the tier entries stay reachable after decoding. */
const MedicalEnvelopeCodec = t.intersection([
  t.UnknownRecord,
  t.type({ asOfDate: t.string, tiers: t.readonlyArray(TierRefCodec) }),
]);

/**
 * Decodes the keyed wire shape into `MedicalBenefits.byTier`, reading exactly the tiers the response
 * lists: a listed tier without its entry is a broken payload, not an empty tier.
 */
export const MedicalBenefitsWireCodec = mapped(
  'MedicalBenefitsWire',
  MedicalEnvelopeCodec,
  (u): u is MedicalBenefits => MedicalBenefitsCodec.is(u),
  (envelope, context) => {
    const byTier: [string, MedicalTier][] = [];
    const errors: t.ValidationError[] = [];
    const raw: Readonly<Record<string, unknown>> = envelope;
    for (const tier of envelope.tiers) {
      const entry = MedicalTierCodec.validate(Object.hasOwn(raw, tier.name) ? raw[tier.name] : undefined, [
        ...context,
        { key: tier.name, type: MedicalTierCodec, actual: raw[tier.name] },
      ]);
      if (entry._tag === 'Left') errors.push(...entry.left);
      else byTier.push([tier.name, entry.right]);
    }
    return errors.length > 0
      ? t.failures(errors)
      : t.success({ asOfDate: envelope.asOfDate, tiers: envelope.tiers, byTier: Object.fromEntries(byTier) });
  },
  (benefits): MedicalBenefitsWire => ({
    ...Object.fromEntries(Object.entries(benefits.byTier).map(([name, tier]) => [name, MedicalTierCodec.encode(tier)])),
    asOfDate: benefits.asOfDate,
    tiers: benefits.tiers,
  }),
  MedicalTierCodec,
);

export const TierOutOfPocketCodec = t.type(
  { description: t.string, network: t.string, note: nullable(t.string), copay: t.string, isCopay: t.boolean },
  'TierOutOfPocket',
);
const _tierOop: Same<t.TypeOf<typeof TierOutOfPocketCodec>, TierOutOfPocket> = true;

export const MedicalServiceDetailCodec = t.type(
  {
    id: t.string,
    mainNote: nullable(t.string),
    outOfPocket: nullable(t.string),
    tierOutOfPocket: t.readonlyArray(TierOutOfPocketCodec),
  },
  'MedicalServiceDetail',
);
const _serviceDetail: Same<t.TypeOf<typeof MedicalServiceDetailCodec>, MedicalServiceDetail> = true;

export const DentalServiceCodec = t.type(
  {
    code: t.string,
    name: t.string,
    amount: t.number,
    description: t.string,
    incentiveTiers: t.readonlyArray(t.string),
    benefitLimit: nullable(t.string),
  },
  'DentalService',
);
const _dentalService: Same<t.TypeOf<typeof DentalServiceCodec>, DentalService> = true;

export const DentalMaximumCodec = t.type(
  {
    description: t.string,
    familyAmount: t.number,
    familyMet: t.number,
    familyRemaining: t.number,
    indivAmount: t.number,
    indivMet: t.number,
    indivRemaining: t.number,
    detailDescription: nullable(DetailedDescriptionCodec),
  },
  'DentalMaximum',
);
const _dentalMaximum: Same<t.TypeOf<typeof DentalMaximumCodec>, DentalMaximum> = true;

export const DentalTierCodec = t.type(
  {
    tierId: t.string,
    name: t.string,
    servicesByCategory: t.record(t.string, t.readonlyArray(DentalServiceCodec)),
    maximums: t.readonlyArray(DentalMaximumCodec),
  },
  'DentalTier',
);
const _dentalTier: Same<t.TypeOf<typeof DentalTierCodec>, DentalTier> = true;

export const DentalBenefitsCodec = t.type({ asOfDate: t.string, tiers: t.readonlyArray(DentalTierCodec) }, 'DentalBenefits');
const _dentalBenefits: Same<t.TypeOf<typeof DentalBenefitsCodec>, DentalBenefits> = true;

export const CategoryBenefitsCodec = t.type(
  {
    category: t.keyof({ vision: null, pharmacy: null }),
    asOfDate: t.string,
    planName: t.string,
    summary: t.readonlyArray(t.type({ label: t.string, value: t.string })),
  },
  'CategoryBenefits',
);
const _categoryBenefits: Same<t.TypeOf<typeof CategoryBenefitsCodec>, CategoryBenefits> = true;

export const HistoryEligibilityCodec = t.type(
  { effectiveDate: t.string, termedDate: nullable(t.string), plan: t.string },
  'HistoryEligibility',
);
const _historyEligibility: Same<t.TypeOf<typeof HistoryEligibilityCodec>, HistoryEligibility> = true;

export const MemberHistoryCodec = t.type(
  { memberKey: t.string, eligibilities: t.readonlyArray(HistoryEligibilityCodec) },
  'MemberHistory',
);
const _memberHistory: Same<t.TypeOf<typeof MemberHistoryCodec>, MemberHistory> = true;

export const BenefitHistoryCodec = t.record(t.string, t.readonlyArray(MemberHistoryCodec), 'BenefitHistory');
const _benefitHistory: Same<t.TypeOf<typeof BenefitHistoryCodec>, BenefitHistory> = true;

export const FamilyEligibilityRowCodec = t.type(
  {
    memberKey: t.string,
    suffix: t.number,
    productCategory: t.string,
    source: t.string,
    effectiveDate: t.string,
    termedDate: nullable(t.string),
  },
  'FamilyEligibilityRow',
);
const _familyRow: Same<t.TypeOf<typeof FamilyEligibilityRowCodec>, FamilyEligibilityRow> = true;
export const FamilyEligibilityCodec = t.readonlyArray(FamilyEligibilityRowCodec, 'FamilyEligibility');
