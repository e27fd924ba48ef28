import type { DomainId, Program } from '../model';
import { MEDICARE_FIND_DENTIST_PLAN, MEDICARE_PARENT_GROUP_ID } from './constants';
import { PROGRAM_IDS } from './programs';

/**
 * Find care (spec section 2: /find-care, /find-care/resources, /find-care/find-a-dentist): the ways a
 * member can find care, per brand. Directory addresses and phone numbers are this deployment's (invented);
 * the spec gives none.
 */

export interface DentistDirectory {
  /** The brand's in-network dentist search, or its printed directory. */
  readonly url: string;
  /** A PDF rather than a search site (Providence publishes a static directory). */
  readonly isDocument: boolean;
  readonly phone: string;
  /** What the brand calls its dental directory tile, when it has one of its own. */
  readonly title: string | null;
}

const DIRECTORIES: Readonly<Record<DomainId, DentistDirectory>> = {
  1: { url: 'https://www.cascadehealth.example.com/find-a-dentist', isDocument: false, phone: '1-800-555-0102', title: null },
  2: { url: 'https://www.summithealth.example.com/find-a-dentist', isDocument: false, phone: '1-800-555-0121', title: null },
  5: {
    url: 'https://www.providencehealthplan.example.com/dental/dental-provider-directory.pdf',
    isDocument: true,
    phone: '1-800-555-0150',
    title: 'Providence Dental',
  },
};

/**
 * Where a member finds an in-network dentist. Members of the Medicare parent group (100000075), and
 * anyone sent here with plan=25 (the passport dental page's link), search the Medicare dental network:
 * the search carries plan=25 (spec section 2).
 */
export function dentistDirectory(
  domainId: DomainId,
  facts: { readonly parentGroupId: string | null; readonly plan?: string | null },
): DentistDirectory {
  const directory = DIRECTORIES[domainId];
  const medicare = facts.parentGroupId === MEDICARE_PARENT_GROUP_ID || facts.plan === MEDICARE_FIND_DENTIST_PLAN;
  if (directory.isDocument || !medicare) return directory;
  const url = new URL(directory.url);
  url.searchParams.set('plan', MEDICARE_FIND_DENTIST_PLAN);
  return { ...directory, url: url.toString() };
}

/** Programs that are a way to get care, in the order the resources page lists them. */
export const CARE_PROGRAM_IDS: readonly number[] = [
  PROGRAM_IDS.TEXT_A_DOCTOR,
  PROGRAM_IDS.CALL_A_NURSE,
  PROGRAM_IDS.MOBILE_THERAPY,
  PROGRAM_IDS.BEHAVIORAL_HEALTH_CHAMPIONS,
  PROGRAM_IDS.PASSPORT_DENTAL,
];

export type CareResource =
  | { readonly kind: 'primary-care' }
  | { readonly kind: 'find-a-dentist' }
  | { readonly kind: 'program'; readonly program: Program; readonly phoneNumber: string | null };

export interface CareResourceFacts {
  readonly primaryCareVisible: boolean;
  /** The member's programs (the eligible ones are offered). */
  readonly programs: readonly Program[];
  /** Phone numbers from program details, by program id. */
  readonly phoneNumbers: Readonly<Record<number, string | null>>;
}

/**
 * The ways to find care: primary care when its menu shows, finding a dentist always (every brand sells
 * dental), then the care programs the member has and qualifies for, in CARE_PROGRAM_IDS order.
 */
export function careResources(facts: CareResourceFacts): CareResource[] {
  const programs = CARE_PROGRAM_IDS.flatMap((id) => {
    const program = facts.programs.find((candidate) => candidate.id === id && candidate.eligible);
    return program === undefined ? [] : [{ kind: 'program' as const, program, phoneNumber: facts.phoneNumbers[id] ?? null }];
  });
  return [...(facts.primaryCareVisible ? [{ kind: 'primary-care' as const }] : []), { kind: 'find-a-dentist' as const }, ...programs];
}
