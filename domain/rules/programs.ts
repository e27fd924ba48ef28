import type { DomainId, Program } from '../model';
import { FEATURED_PROGRAMS_MAX, HOME_PROGRAMS_MAX, PROGRAM_NAME_MAX } from './constants';
import { SHORTCUT_NAMES } from '../copy/shortcut-copy';

/** Program ids the spec names (section 3); the insurer has others. */
export const PROGRAM_IDS = {
  PROGRAM_SHORTCUT: -2,
  EBILL_SHORTCUT: -1,
  OUTLINE_OF_COVERAGE_SHORTCUT: -3,
  COST_ESTIMATOR: 1,
  CHOOSE_HEALTHY: 4,
  SUPPLEMENTAL_VISION: 7,
  SUPPLEMENTAL_VISION_ALTERNATE: 15,
  TEXT_A_DOCTOR: 8,
  CALL_A_NURSE: 13,
  PASSPORT_DENTAL: 27,
  DENTAL_COST_ESTIMATOR: 33,
  MOBILE_THERAPY: 36,
  NAVITUS: 37,
  ACTIVE_AND_FIT: 41,
  FIND_A_DENTIST: 92,
  DIGITAL_CLAIMS: 93,
  BEHAVIORAL_HEALTH_CHAMPIONS: 94,
  SILVER_AND_FIT: 97,
} as const;

export function isSupplementalVision(programId: number): boolean {
  return programId === PROGRAM_IDS.SUPPLEMENTAL_VISION || programId === PROGRAM_IDS.SUPPLEMENTAL_VISION_ALTERNATE;
}

/** Whether a program is in the member's list (e.g. Navitus unlocks /navitus). */
export function hasProgram(programs: readonly Pick<Program, 'id'>[], programId: number): boolean {
  return programs.some((program) => program.id === programId);
}

const byDisplayOrder = (a: Program, b: Program): number => a.displayOrder - b.displayOrder;

/** Eligible, high-priority programs by displayOrder, at most 5; none for termed members. */
export function featuredPrograms(programs: readonly Program[], termed: boolean): Program[] {
  if (termed) return [];
  return programs
    .filter((program) => program.eligible && program.highPriority)
    .sort(byDisplayOrder)
    .slice(0, FEATURED_PROGRAMS_MAX);
}

/**
 * The home page's program list: at most 6 high-priority programs the member is enrolled in (eligible),
 * by displayOrder. Termed members get none, as for featured programs, since they hold no plan.
 */
export function homePrograms(programs: readonly Program[], termed: boolean): Program[] {
  if (termed) return [];
  return programs
    .filter((program) => program.eligible && program.highPriority)
    .sort(byDisplayOrder)
    .slice(0, HOME_PROGRAMS_MAX);
}

/**
 * Tile names longer than 25 characters are cut to their first 25 characters followed by '...'; a name of
 * exactly 25 is shown whole. Characters are counted as code points so an emoji is never split.
 */
export function truncateProgramName(name: string): string {
  const characters = Array.from(name);
  return characters.length > PROGRAM_NAME_MAX ? `${characters.slice(0, PROGRAM_NAME_MAX).join('')}...` : name;
}

const isWebAddress = (url: string | null): boolean => url !== null && /^https?:\/\//i.test(url.trim());

/**
 * External programs (shown with an external-link icon) are those without an internal resource that
 * open a web address; a program with an internal resource stays inside the dashboard.
 */
export function isExternalProgram(program: Pick<Program, 'resource' | 'url'>): boolean {
  const internal = program.resource !== null && program.resource.trim() !== '';
  return !internal && isWebAddress(program.url);
}

export interface ShortcutFacts {
  readonly domainId: DomainId;
  readonly hasEbill: boolean;
  readonly termed: boolean;
  /** The outline of coverage address; null or empty when the service returned none. */
  readonly outlineOfCoverageUrl: string | null;
}

const shortcut = (id: number, name: string, resource: string | null, url: string | null, order: number): Program => ({
  id,
  name,
  description: '',
  categories: [],
  eligible: true,
  displayOrder: order,
  highPriority: true,
  featureGroup: null,
  childResourceIds: [],
  resource,
  url,
  urlDocumentType: null,
});

/**
 * Shortcut tiles shown with the home programs, as programs so they render like any other tile:
 * the program shortcut (-2, all programs), eBill (-1, hidden without eBill or for termed members) and
 * Outline of Coverage (-3, hidden when no address was returned). None on Providence. A termed member gets
 * no program shortcut: the programs page is for covered members and would send them back home.
 */
export function shortcutPrograms(facts: ShortcutFacts): Program[] {
  if (facts.domainId === 5) return [];
  const shortcuts: Program[] = facts.termed ? [] : [shortcut(PROGRAM_IDS.PROGRAM_SHORTCUT, SHORTCUT_NAMES.allPrograms, '/benefits/programs', null, 1)];
  if (facts.hasEbill && !facts.termed) {
    shortcuts.push(shortcut(PROGRAM_IDS.EBILL_SHORTCUT, SHORTCUT_NAMES.ebill, '/account/ebill', null, 2));
  }
  const outline = facts.outlineOfCoverageUrl?.trim() ?? '';
  if (outline !== '') {
    shortcuts.push(shortcut(PROGRAM_IDS.OUTLINE_OF_COVERAGE_SHORTCUT, SHORTCUT_NAMES.outlineOfCoverage, null, outline, 3));
  }
  return shortcuts;
}
