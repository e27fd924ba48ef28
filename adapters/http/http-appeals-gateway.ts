import { map } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { AppealsGateway } from '../../application/ports';
import type { Appeal, AppealInformation, Complaint, NewAppeal, NewComplaint } from '../../domain/model';
import { ENDPOINT_CALLER, type EndpointCaller } from './endpoint';
import { APPEALS_ENDPOINTS as APPEALS } from './endpoints/appeals';

@injectable()
export class HttpAppealsGateway implements AppealsGateway {
  constructor(@inject(ENDPOINT_CALLER) private readonly endpoints: EndpointCaller) {}

  async appeals(): GatewayResult<readonly Appeal[]> {
    return map((answer: { readonly appeals: readonly Appeal[] }) => answer.appeals)(await this.endpoints.call(APPEALS.list, {}));
  }

  appeal(appealId: string): GatewayResult<Appeal> {
    return this.endpoints.call(APPEALS.detail, { params: { appealId } });
  }

  file(appeal: NewAppeal, idempotencyKey: string): GatewayResult<Appeal> {
    return this.endpoints.call(APPEALS.file, { body: appeal }, { idempotencyKey });
  }

  answer(appealId: string, information: AppealInformation, idempotencyKey: string): GatewayResult<Appeal> {
    return this.endpoints.call(APPEALS.answer, { params: { appealId }, body: information }, { idempotencyKey });
  }

  requestExternalReview(appealId: string): GatewayResult<Appeal> {
    return this.endpoints.call(APPEALS.externalReview, { params: { appealId } });
  }

  decisionLetter(appealId: string): GatewayResult<Blob> {
    return this.endpoints.call(APPEALS.letter, { params: { appealId } });
  }

  async complaints(): GatewayResult<readonly Complaint[]> {
    return map((answer: { readonly complaints: readonly Complaint[] }) => answer.complaints)(await this.endpoints.call(APPEALS.complaints, {}));
  }

  complain(complaint: NewComplaint, idempotencyKey: string): GatewayResult<Complaint> {
    return this.endpoints.call(APPEALS.complain, { body: complaint }, { idempotencyKey });
  }
}
