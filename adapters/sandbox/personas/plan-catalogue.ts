/**
 * The plans the sandbox insurer sells, as presets the families pick from. Names and amounts are invented
 * but shaped like real Pacific Northwest group, individual and Medicare plans.
 */

export interface NetworkAmounts {
  readonly deductible: number;
  readonly familyDeductible: number;
  readonly outOfPocket: number;
  readonly familyOutOfPocket: number;
  /** What the member pays after the deductible, e.g. '20%'. */
  readonly coinsurance: string;
}

export interface MedicalPreset {
  readonly classPlanId: string;
  readonly name: string;
  /** Names of the same coverage in earlier plan years, most recent first (benefit history). */
  readonly previousNames: readonly string[];
  readonly insuranceType: string;
  readonly inNetwork: NetworkAmounts;
  readonly outOfNetwork: NetworkAmounts;
  readonly copays: {
    readonly primaryCare: string;
    readonly specialist: string;
    readonly urgentCare: string;
    readonly emergencyRoom: string;
    readonly virtualCare: string;
  };
  readonly alternativeCareAllowance: number;
  readonly hearingAidAllowance: number;
}

export interface DentalPreset {
  readonly classPlanId: string;
  readonly name: string;
  readonly previousNames: readonly string[];
  readonly annualMaximum: number;
  readonly deductible: number;
  readonly familyDeductible: number;
  /** Lifetime orthodontia maximum for children; null when the plan has no orthodontia. */
  readonly orthodontiaMaximum: number | null;
  /** Incentive plans raise coinsurance each year the member visits; the tiers are listed per service. */
  readonly incentive: boolean;
  /** Percent the plan pays by service class, in network and out of network. */
  readonly inNetwork: DentalPercentages;
  readonly outOfNetwork: DentalPercentages;
}

export interface DentalPercentages {
  readonly preventive: number;
  readonly basic: number;
  readonly major: number;
  readonly orthodontia: number;
}

export interface CategoryPreset {
  readonly classPlanId: string;
  readonly name: string;
  readonly previousNames: readonly string[];
  readonly summary: readonly { readonly label: string; readonly value: string }[];
  /** Vision hardware allowance (frames), for the vision limit; 0 when none. */
  readonly allowance: number;
}

export interface RxCardFacts {
  readonly rxBin: string;
  readonly rxPcn: string;
  readonly rxGroupPrefix: string;
}

export interface PharmacyPreset extends CategoryPreset {
  readonly card: RxCardFacts;
}

export const MEDICAL_PLANS = {
  employerPpo: {
    classPlanId: 'MPPO0750',
    name: 'Cascade Connect PPO 750',
    previousNames: ['Cascade Connect PPO 750', 'Cascade Connect PPO 500'],
    insuranceType: 'Group PPO',
    inNetwork: { deductible: 750, familyDeductible: 2250, outOfPocket: 3500, familyOutOfPocket: 7000, coinsurance: '20%' },
    outOfNetwork: { deductible: 1500, familyDeductible: 4500, outOfPocket: 7000, familyOutOfPocket: 14000, coinsurance: '40%' },
    copays: { primaryCare: '$25', specialist: '$50', urgentCare: '$50', emergencyRoom: '$250', virtualCare: '$10' },
    alternativeCareAllowance: 1000,
    hearingAidAllowance: 2500,
  },
  individualGold: {
    classPlanId: 'IGLD1500',
    name: 'Beacon Gold 1500',
    previousNames: ['Beacon Gold 1500', 'Beacon Gold 1250', 'Beacon Silver 3000'],
    insuranceType: 'Individual PPO',
    inNetwork: { deductible: 1500, familyDeductible: 4500, outOfPocket: 6000, familyOutOfPocket: 12000, coinsurance: '20%' },
    outOfNetwork: { deductible: 3000, familyDeductible: 9000, outOfPocket: 12000, familyOutOfPocket: 24000, coinsurance: '50%' },
    copays: { primaryCare: '$30', specialist: '$60', urgentCare: '$60', emergencyRoom: '$350', virtualCare: '$0' },
    alternativeCareAllowance: 750,
    hearingAidAllowance: 2000,
  },
  medicareAdvantage: {
    classPlanId: 'MAPPO025',
    name: 'Cascade Medicare Advantage Plus (PPO)',
    previousNames: ['Cascade Medicare Advantage Plus (PPO)', 'Cascade Medicare Advantage (PPO)'],
    insuranceType: 'Medicare Advantage PPO',
    inNetwork: { deductible: 0, familyDeductible: 0, outOfPocket: 4900, familyOutOfPocket: 4900, coinsurance: '20%' },
    outOfNetwork: { deductible: 500, familyDeductible: 500, outOfPocket: 7400, familyOutOfPocket: 7400, coinsurance: '40%' },
    copays: { primaryCare: '$0', specialist: '$40', urgentCare: '$45', emergencyRoom: '$110', virtualCare: '$0' },
    alternativeCareAllowance: 500,
    hearingAidAllowance: 1500,
  },
  summitPpo: {
    classPlanId: 'SPPO1000',
    name: 'Summit High Desert PPO 1000',
    previousNames: ['Summit High Desert PPO 1000', 'Summit High Desert PPO 1500'],
    insuranceType: 'Group PPO',
    inNetwork: { deductible: 1000, familyDeductible: 3000, outOfPocket: 4000, familyOutOfPocket: 8000, coinsurance: '20%' },
    outOfNetwork: { deductible: 2000, familyDeductible: 6000, outOfPocket: 8000, familyOutOfPocket: 16000, coinsurance: '40%' },
    copays: { primaryCare: '$20', specialist: '$45', urgentCare: '$45', emergencyRoom: '$300', virtualCare: '$5' },
    alternativeCareAllowance: 800,
    hearingAidAllowance: 2000,
  },
} as const satisfies Readonly<Record<string, MedicalPreset>>;

const STANDARD_DENTAL: DentalPercentages = { preventive: 100, basic: 80, major: 50, orthodontia: 50 };
const STANDARD_DENTAL_OUT: DentalPercentages = { preventive: 80, basic: 70, major: 40, orthodontia: 50 };

export const DENTAL_PLANS = {
  groupPpo: {
    classPlanId: 'DPPO1500',
    name: 'Cascade Dental PPO 1500',
    previousNames: ['Cascade Dental PPO 1500', 'Cascade Dental PPO 1250'],
    annualMaximum: 1500,
    deductible: 50,
    familyDeductible: 150,
    orthodontiaMaximum: 1500,
    incentive: false,
    inNetwork: STANDARD_DENTAL,
    outOfNetwork: STANDARD_DENTAL_OUT,
  },
  incentive: {
    classPlanId: 'DINC1000',
    name: 'Cascade Dental Incentive 1000',
    previousNames: ['Cascade Dental Incentive 1000'],
    annualMaximum: 1000,
    deductible: 50,
    familyDeductible: 150,
    orthodontiaMaximum: null,
    incentive: true,
    inNetwork: { preventive: 100, basic: 80, major: 50, orthodontia: 0 },
    outOfNetwork: { preventive: 70, basic: 70, major: 50, orthodontia: 0 },
  },
  medicareDental: {
    classPlanId: 'MADN1000',
    name: 'Medicare Dental Passport 1000',
    previousNames: ['Medicare Dental Passport 1000'],
    annualMaximum: 1000,
    deductible: 0,
    familyDeductible: 0,
    orthodontiaMaximum: null,
    incentive: false,
    inNetwork: { preventive: 100, basic: 70, major: 50, orthodontia: 0 },
    outOfNetwork: { preventive: 80, basic: 50, major: 40, orthodontia: 0 },
  },
  providenceDental: {
    classPlanId: 'PDPP2000',
    name: 'Providence Dental PPO 2000',
    previousNames: ['Providence Dental PPO 2000', 'Providence Dental PPO 1500'],
    annualMaximum: 2000,
    deductible: 50,
    familyDeductible: 150,
    orthodontiaMaximum: 2000,
    incentive: false,
    inNetwork: STANDARD_DENTAL,
    outOfNetwork: STANDARD_DENTAL_OUT,
  },
} as const satisfies Readonly<Record<string, DentalPreset>>;

export const VISION_PLANS = {
  essentials: {
    classPlanId: 'VIS150',
    name: 'Vision Essentials 150',
    previousNames: ['Vision Essentials 150', 'Vision Essentials 130'],
    allowance: 150,
    summary: [
      { label: 'Routine eye exam', value: '$10 copay, once every 12 months' },
      { label: 'Lenses (single, bifocal or trifocal)', value: '$25 copay, once every 12 months' },
      { label: 'Frames', value: '$150 allowance every 24 months' },
      { label: 'Contact lenses (instead of glasses)', value: '$150 allowance every 12 months' },
      { label: 'Out of network', value: 'Reimbursed up to $45 for exams and $70 for frames' },
    ],
  },
} as const satisfies Readonly<Record<string, CategoryPreset>>;

export const PHARMACY_PLANS = {
  valueThreeTier: {
    classPlanId: 'RX3T10',
    name: 'Rx Value Three-Tier',
    previousNames: ['Rx Value Three-Tier'],
    allowance: 0,
    card: { rxBin: '610593', rxPcn: 'CHDRX', rxGroupPrefix: 'CHD' },
    summary: [
      { label: 'Tier 1 (generic)', value: '$10 copay' },
      { label: 'Tier 2 (preferred brand)', value: '$40 copay' },
      { label: 'Tier 3 (non-preferred brand)', value: '$80 copay' },
      { label: 'Specialty', value: '20% up to $250 per prescription' },
      { label: 'Mail order (90-day supply)', value: 'Two times the retail copay' },
    ],
  },
  navitus: {
    classPlanId: 'RXNAV25',
    name: 'Navitus Transparent Formulary',
    previousNames: ['Navitus Transparent Formulary'],
    allowance: 0,
    card: { rxBin: '610602', rxPcn: 'NVT', rxGroupPrefix: 'NAV' },
    summary: [
      { label: 'Generic', value: '$5 copay' },
      { label: 'Preferred brand', value: '$35 copay' },
      { label: 'Non-preferred brand', value: '$70 copay' },
      { label: 'Specialty (Lumicera Health Services)', value: '25% up to $200 per prescription' },
      { label: 'Pharmacy help', value: 'Navitus Customer Care, 24 hours a day' },
    ],
  },
  partD: {
    classPlanId: 'MAPD2026',
    name: 'Medicare Part D Enhanced',
    previousNames: ['Medicare Part D Enhanced'],
    allowance: 0,
    card: { rxBin: '015581', rxPcn: 'MEDDADV', rxGroupPrefix: 'MPD' },
    summary: [
      { label: 'Tier 1 (preferred generic)', value: '$0 copay' },
      { label: 'Tier 2 (generic)', value: '$10 copay' },
      { label: 'Tier 3 (preferred brand)', value: '$47 copay' },
      { label: 'Covered insulin', value: 'No more than $35 for a one-month supply' },
      { label: 'Catastrophic coverage', value: '$0 after $2,100 out of pocket' },
    ],
  },
} as const satisfies Readonly<Record<string, PharmacyPreset>>;
