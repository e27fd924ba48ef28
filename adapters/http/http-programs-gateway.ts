import { inject, injectable } from 'inversify';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { ProgramsGateway } from '../../application/ports';
import type { Program, ProgramDetails, SiteContentProgram } from '../../domain/model';
import { ENDPOINT_CALLER, type EndpointCaller } from './endpoint';
import { PROGRAMS_ENDPOINTS as PROGRAMS } from './endpoints/programs';

@injectable()
export class HttpProgramsGateway implements ProgramsGateway {
  constructor(@inject(ENDPOINT_CALLER) private readonly endpoints: EndpointCaller) {}

  programs(): GatewayResult<readonly Program[]> {
    return this.endpoints.call(PROGRAMS.programs, {});
  }

  siteContent(): GatewayResult<readonly SiteContentProgram[]> {
    return this.endpoints.call(PROGRAMS.siteContent, {});
  }

  details(programId: number): GatewayResult<ProgramDetails> {
    return this.endpoints.call(PROGRAMS.details, { params: { programId: String(programId) } });
  }
}
