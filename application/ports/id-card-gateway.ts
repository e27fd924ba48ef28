import type { ServiceIdentifier } from 'inversify';
import type { IdCardView } from '../../domain/model';
import type { GatewayResult } from '../shared/gateway-error';

/** /api/idCard/*. */
export interface IdCardGateway {
  eligible(): GatewayResult<boolean>;
  view(memberKey?: string): GatewayResult<readonly IdCardView[]>;
  /** The card as a PDF (Accept: application/pdf). */
  pdf(memberKey?: string): GatewayResult<Blob>;
  email(request: { readonly memberKey: string; readonly emailAddress: string }): GatewayResult<void>;
  /** Asks for a printed card; answers the confirmation text. */
  request(category: string): GatewayResult<string>;
}
export const ID_CARD_GATEWAY: ServiceIdentifier<IdCardGateway> = Symbol.for('IdCardGateway');
