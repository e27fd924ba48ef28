import type { ServiceIdentifier } from 'inversify';
import type { Program, ProgramDetails, SiteContentProgram } from '../../domain/model';
import type { GatewayResult } from '../shared/gateway-error';

/** /api/programs, /api/programs/sitecore and program details by program type. */
export interface ProgramsGateway {
  programs(): GatewayResult<readonly Program[]>;
  siteContent(): GatewayResult<readonly SiteContentProgram[]>;
  details(programId: number): GatewayResult<ProgramDetails>;
}
export const PROGRAMS_GATEWAY: ServiceIdentifier<ProgramsGateway> = Symbol.for('ProgramsGateway');
