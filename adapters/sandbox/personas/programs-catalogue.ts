import type { Language } from '../../../domain/copy/language';
import type { Program, ProgramDetails, SiteContentProgram } from '../../../domain/model';
import { PROGRAM_TEXTS_ES } from './programs-catalogue.es';

/**
 * The insurer's programs by the spec's program ids. Internal programs name a resource the dashboard
 * shows itself; external ones carry a URL. Phone numbers are fictional (555-01xx).
 */

interface ProgramEntry {
  readonly name: string;
  readonly description: string;
  readonly shortDescription: string;
  readonly categories: readonly string[];
  readonly highPriority: boolean;
  readonly displayOrder: number;
  readonly featureGroup: string | null;
  readonly childResourceIds: readonly number[];
  readonly resource: string | null;
  readonly url: string | null;
  readonly urlDocumentType: string | null;
  readonly phoneNumber: string | null;
}

const CATALOGUE: Readonly<Record<number, ProgramEntry>> = {
  1: {
    name: 'Cost estimator',
    description: 'Compare what common procedures cost at in-network hospitals and clinics near you, based on your plan and what you have met this year.',
    shortDescription: 'Know what care will cost before you go.',
    categories: ['Medical'],
    highPriority: true,
    displayOrder: 10,
    featureGroup: 'savings',
    childResourceIds: [33],
    resource: 'cost-estimator',
    url: null,
    urlDocumentType: null,
    phoneNumber: null,
  },
  4: {
    name: 'ChooseHealthy',
    description: 'Discounts of up to 25% on chiropractic, acupuncture, massage therapy and fitness products through the ChooseHealthy network.',
    shortDescription: 'Member discounts on complementary care and fitness.',
    categories: ['Medical', 'Wellness'],
    highPriority: false,
    displayOrder: 60,
    featureGroup: 'wellness',
    childResourceIds: [],
    resource: null,
    url: 'https://www.choosehealthy.com',
    urlDocumentType: 'EXTERNAL',
    phoneNumber: '1-877-555-0104',
  },
  7: {
    name: 'Supplemental vision',
    description: 'Extra eyewear allowance and discounts on LASIK at participating vision providers.',
    shortDescription: 'More for glasses and contacts.',
    categories: ['Vision'],
    highPriority: false,
    displayOrder: 75,
    featureGroup: null,
    childResourceIds: [15],
    resource: 'supplemental-vision',
    url: null,
    urlDocumentType: null,
    phoneNumber: '1-877-555-0107',
  },
  8: {
    name: 'Text a doctor',
    description: 'Send a secure text to a board-certified doctor any time, day or night, for common conditions such as colds, rashes and urinary tract infections. No copay.',
    shortDescription: 'Round-the-clock care by text message.',
    categories: ['Medical'],
    highPriority: true,
    displayOrder: 20,
    featureGroup: 'care',
    childResourceIds: [],
    resource: null,
    url: 'https://textadoctor.cascadehealth.example.com',
    urlDocumentType: 'EXTERNAL',
    phoneNumber: '1-844-555-0108',
  },
  13: {
    name: 'Call a nurse',
    description: 'Registered nurses answer health questions 24 hours a day, seven days a week, and help you decide where to get care.',
    shortDescription: 'Talk to a registered nurse 24/7.',
    categories: ['Medical'],
    highPriority: true,
    displayOrder: 15,
    featureGroup: 'care',
    childResourceIds: [],
    resource: 'call-a-nurse',
    url: null,
    urlDocumentType: null,
    phoneNumber: '1-855-555-0113',
  },
  15: {
    name: 'Supplemental vision plus',
    description: 'An additional eyewear allowance every 12 months for members with supplemental vision.',
    shortDescription: 'An extra eyewear allowance every year.',
    categories: ['Vision'],
    highPriority: false,
    displayOrder: 76,
    featureGroup: null,
    childResourceIds: [],
    resource: 'supplemental-vision-plus',
    url: null,
    urlDocumentType: null,
    phoneNumber: '1-877-555-0115',
  },
  27: {
    name: 'Passport dental',
    description: 'Dental care while you travel outside the United States: see any licensed dentist, pay, and send us an itemized receipt when you are back.',
    shortDescription: 'Dental coverage when you travel abroad.',
    categories: ['Dental'],
    highPriority: true,
    displayOrder: 25,
    featureGroup: 'dental',
    childResourceIds: [],
    resource: 'passport-dental',
    url: null,
    urlDocumentType: null,
    // Called from abroad, so the number carries the country code.
    phoneNumber: '+1 503-555-0127',
  },
  33: {
    name: 'Dental cost estimator',
    description: 'Estimate your share of common dental procedures, from cleanings to crowns, with your plan’s coinsurance and remaining maximum.',
    shortDescription: 'Estimate your dental costs.',
    categories: ['Dental'],
    highPriority: true,
    displayOrder: 30,
    featureGroup: 'dental',
    childResourceIds: [],
    resource: 'dental-cost-estimator',
    url: null,
    urlDocumentType: null,
    phoneNumber: null,
  },
  36: {
    name: 'Mobile therapy',
    description: 'Licensed therapists by video, phone or messaging, usually within three days. The first four sessions each plan year have no copay.',
    shortDescription: 'Counseling from your phone.',
    categories: ['Medical', 'Behavioral Health'],
    highPriority: true,
    displayOrder: 35,
    featureGroup: 'care',
    childResourceIds: [],
    resource: null,
    url: 'https://mobiletherapy.cascadehealth.example.com',
    urlDocumentType: 'EXTERNAL',
    phoneNumber: '1-866-555-0136',
  },
  37: {
    name: 'Navitus pharmacy benefits',
    description: 'Your pharmacy benefits are managed by Navitus Health Solutions: find a pharmacy, check the formulary and price medications.',
    shortDescription: 'Pharmacy benefits through Navitus.',
    categories: ['Pharmacy'],
    highPriority: true,
    displayOrder: 12,
    featureGroup: 'pharmacy',
    childResourceIds: [],
    resource: 'navitus',
    url: null,
    urlDocumentType: null,
    phoneNumber: '1-866-555-0137',
  },
  41: {
    name: 'Active&Fit Direct',
    description: 'Join a participating fitness center for $28 a month, with thousands of on-demand workout videos included.',
    shortDescription: 'Affordable gym membership.',
    categories: ['Wellness'],
    highPriority: false,
    displayOrder: 70,
    featureGroup: 'wellness',
    childResourceIds: [],
    resource: null,
    url: 'https://www.activeandfitdirect.com',
    urlDocumentType: 'EXTERNAL',
    phoneNumber: '1-877-555-0141',
  },
  92: {
    name: 'Find a dentist',
    description: 'Search the dental network by location, specialty and language.',
    shortDescription: 'Search in-network dentists.',
    categories: ['Dental'],
    highPriority: true,
    displayOrder: 40,
    featureGroup: 'dental',
    childResourceIds: [],
    resource: 'find-a-dentist',
    url: null,
    urlDocumentType: null,
    phoneNumber: '1-800-555-0102',
  },
  93: {
    name: 'Digital claims',
    description: 'Send a claim for care you paid for yourself by uploading a photo of your itemized receipt.',
    shortDescription: 'Submit a claim from your phone.',
    categories: ['Medical', 'Dental'],
    highPriority: false,
    displayOrder: 80,
    featureGroup: null,
    childResourceIds: [],
    resource: 'digital-claims',
    url: null,
    urlDocumentType: null,
    phoneNumber: null,
  },
  94: {
    name: 'Behavioral health champions',
    description: 'A care coordinator who helps you find a mental health or substance use provider with openings and stays with you through treatment.',
    shortDescription: 'Personal help finding behavioral health care.',
    categories: ['Behavioral Health'],
    highPriority: false,
    displayOrder: 50,
    featureGroup: 'care',
    childResourceIds: [],
    resource: 'behavioral-health-champions',
    url: null,
    urlDocumentType: null,
    phoneNumber: '1-855-555-0194',
  },
  97: {
    name: 'Silver&Fit',
    description: 'Fitness center memberships, home fitness kits and healthy aging classes for Medicare members at no extra cost.',
    shortDescription: 'Fitness for Medicare members.',
    categories: ['Wellness'],
    highPriority: false,
    displayOrder: 65,
    featureGroup: 'wellness',
    childResourceIds: [],
    resource: null,
    url: 'https://www.silverandfit.com',
    urlDocumentType: 'EXTERNAL',
    phoneNumber: '1-877-555-0197',
  },
};

export interface ProgramChoice {
  readonly id: number;
  /** Listed, but the member does not qualify (e.g. a Medicare-only program for a commercial member). */
  readonly eligible?: boolean;
}

function entry(id: number): ProgramEntry {
  const found = CATALOGUE[id];
  if (found === undefined) throw new RangeError(`Unknown sandbox program id ${id}`);
  return found;
}

export function programsFor(choices: readonly ProgramChoice[]): Program[] {
  return choices.map(({ id, eligible }) => {
    const e = entry(id);
    return {
      id,
      name: e.name,
      description: e.description,
      categories: e.categories,
      eligible: eligible ?? true,
      displayOrder: e.displayOrder,
      highPriority: e.highPriority,
      featureGroup: e.featureGroup,
      childResourceIds: e.childResourceIds,
      resource: e.resource,
      url: e.url,
      urlDocumentType: e.urlDocumentType,
    };
  });
}

export function siteContentFor(choices: readonly ProgramChoice[]): SiteContentProgram[] {
  return choices.map(({ id }) => ({ details: { programId: id }, title: entry(id).name, shortDescription: entry(id).shortDescription }));
}

export function programDetailsFor(choices: readonly ProgramChoice[]): ProgramDetails[] {
  return choices.map(({ id }) => ({ programId: id, phoneNumber: entry(id).phoneNumber }));
}

/** A program as the insurer answers it in a language: its texts in Spanish where it has them. */
export function programIn(language: Language, program: Program): Program {
  const spanish = language === 'es' ? PROGRAM_TEXTS_ES[program.id] : undefined;
  return spanish === undefined ? program : { ...program, name: spanish.name, description: spanish.description, categories: spanish.categories };
}

export function siteContentIn(language: Language, program: SiteContentProgram): SiteContentProgram {
  const spanish = language === 'es' ? PROGRAM_TEXTS_ES[program.details.programId] : undefined;
  return spanish === undefined ? program : { ...program, title: spanish.name, shortDescription: spanish.shortDescription };
}
