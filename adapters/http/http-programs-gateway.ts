import { inject, injectable } from 'inversify';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { ProgramsGateway } from '../../application/ports';
import type { Program, ProgramDetails, SiteContentProgram } from '../../domain/model';
import { ProgramDetailsCodec, ProgramsCodec, SiteContentProgramsCodec } from './codecs/programs';
import { HttpClient } from './http-client';

@injectable()
export class HttpProgramsGateway implements ProgramsGateway {
  constructor(@inject(HttpClient) private readonly client: HttpClient) {}

  programs(): GatewayResult<readonly Program[]> {
    return this.client.getJson('/api/programs', ProgramsCodec);
  }

  siteContent(): GatewayResult<readonly SiteContentProgram[]> {
    return this.client.getJson('/api/programs/sitecore', SiteContentProgramsCodec);
  }

  details(programId: number): GatewayResult<ProgramDetails> {
    return this.client.getJson(`/api/programs/details/${encodeURIComponent(String(programId))}`, ProgramDetailsCodec);
  }
}
