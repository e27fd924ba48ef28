import type { Program, SiteContentProgram } from '../model';
import { MEDICARE_FIND_DENTIST_PLAN, MEDICARE_PARENT_GROUP_ID } from './constants';
import { PATHS, pathTo } from '../routes';
import { isExternalProgram } from './programs';

/** Where a program leads (spec sections 2 and 3): an external site in a new tab, or a page of the dashboard. */
export type ProgramLink =
  | { readonly kind: 'external'; readonly href: string }
  | { readonly kind: 'internal'; readonly path: string };

/** Internal resources that have a page of their own; any other internal program opens its program page. */
const RESOURCE_PAGES: Readonly<Record<string, string>> = {
  'passport-dental': '/passport-dental',
  navitus: '/navitus',
  'find-a-dentist': PATHS.findADentist,
};

export function programPagePath(programId: number): string {
  return pathTo('program', { id: programId });
}

export function programLink(program: Pick<Program, 'id' | 'resource' | 'url'>): ProgramLink {
  if (isExternalProgram(program) && program.url !== null) return { kind: 'external', href: program.url.trim() };
  const resource = program.resource?.trim().toLowerCase() ?? '';
  return { kind: 'internal', path: RESOURCE_PAGES[resource] ?? programPagePath(program.id) };
}

export interface ProgramWithContent extends Program {
  /** The site-content title, else the program name. */
  readonly title: string;
  /** The site-content short description, else null. */
  readonly shortDescription: string | null;
}

/** Programs with their site content (matched by details.programId), in display order. */
export function programsWithContent(programs: readonly Program[], content: readonly SiteContentProgram[]): ProgramWithContent[] {
  return [...programs]
    .sort((a, b) => a.displayOrder - b.displayOrder)
    .map((program) => {
      const site = content.find((entry) => entry.details.programId === program.id);
      return { ...program, title: site?.title ?? program.name, shortDescription: site?.shortDescription ?? null };
    });
}

/** Find a dentist, carrying plan=25 for members of the Medicare parent group 100000075 (spec section 2). */
export function findInNetworkDentistPath(parentGroupId: string | null | undefined): string {
  return parentGroupId === MEDICARE_PARENT_GROUP_ID ? `${PATHS.findADentist}?plan=${MEDICARE_FIND_DENTIST_PLAN}` : PATHS.findADentist;
}
