import type { ServiceIdentifier } from 'inversify';
import type { Appeal, AppealInformation, Complaint, NewAppeal, NewComplaint } from '../../domain/model';
import type { GatewayResult } from '../shared/gateway-error';

/**
 * /api/appeals and /api/complaints: the signed-in member's appeals of the plan's decisions and their
 * complaints. Each is its filer's alone. A filing, an answer or a complaint names its idempotency key, the
 * same for every try of it, so that it is done once. Files are uploaded first with the secure messages'
 * upload call (MessagesGateway.upload) and named by their ids.
 */
export interface AppealsGateway {
  appeals(): GatewayResult<readonly Appeal[]>;
  appeal(appealId: string): GatewayResult<Appeal>;
  file(appeal: NewAppeal, idempotencyKey: string): GatewayResult<Appeal>;
  answer(appealId: string, information: AppealInformation, idempotencyKey: string): GatewayResult<Appeal>;
  requestExternalReview(appealId: string): GatewayResult<Appeal>;
  decisionLetter(appealId: string): GatewayResult<Blob>;
  complaints(): GatewayResult<readonly Complaint[]>;
  complain(complaint: NewComplaint, idempotencyKey: string): GatewayResult<Complaint>;
}
export const APPEALS_GATEWAY: ServiceIdentifier<AppealsGateway> = Symbol.for('AppealsGateway');
