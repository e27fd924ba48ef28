import { right } from 'fp-ts/Either';
import type { Program, ProgramDetails, SiteContentProgram } from '../../../domain/model';
import { type Answer, type Token, fail, type SandboxState } from '../sandbox-state';

/** The sandbox insurer's desk for programs (the programs port). */
export class ProgramsDesk {
  constructor(private readonly state: SandboxState) {}

  programs(token: Token, today: string): Answer<readonly Program[]> {
    return this.state.withMember(token, today, (session) => right(session.plan.programs));
  }

  siteContentPrograms(token: Token, today: string): Answer<readonly SiteContentProgram[]> {
    return this.state.withMember(token, today, (session) => right(session.plan.siteContentPrograms));
  }

  programDetails(token: Token, request: { readonly programId: number }, today: string): Answer<ProgramDetails> {
    return this.state.withMember(token, today, (session) => {
      const details = session.plan.programDetails.find((candidate) => candidate.programId === request.programId);
      return details === undefined ? fail(404, 'PROGRAM_NOT_FOUND', `Program ${request.programId} is not part of this plan.`) : right(details);
    });
  }
}
