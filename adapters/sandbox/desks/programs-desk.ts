import { right } from 'fp-ts/Either';
import type { Program, ProgramDetails, SiteContentProgram } from '../../../domain/model';
import type { Language } from '../../../domain/copy/language';
import { programIn, siteContentIn } from '../personas/programs-catalogue';
import { type Answer, type Token, fail, type SandboxState } from '../sandbox-state';

/** The sandbox insurer's desk for programs (the programs port). */
export class ProgramsDesk {
  constructor(private readonly state: SandboxState) {}

  /** The plan's programs, in Spanish for a member who reads it (the insurer has its programs in both). */
  programs(token: Token, today: string, language: Language = 'en'): Answer<readonly Program[]> {
    return this.state.withMember(token, today, (session) => right(session.plan.programs.map((program) => programIn(language, program))));
  }

  siteContentPrograms(token: Token, today: string, language: Language = 'en'): Answer<readonly SiteContentProgram[]> {
    return this.state.withMember(token, today, (session) => right(session.plan.siteContentPrograms.map((program) => siteContentIn(language, program))));
  }

  programDetails(token: Token, request: { readonly programId: number }, today: string): Answer<ProgramDetails> {
    return this.state.withMember(token, today, (session) => {
      const details = session.plan.programDetails.find((candidate) => candidate.programId === request.programId);
      return details === undefined ? fail(404, 'PROGRAM_NOT_FOUND', `Program ${request.programId} is not part of this plan.`) : right(details);
    });
  }
}
