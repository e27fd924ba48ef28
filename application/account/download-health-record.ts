import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { HealthRecordContents } from '../../domain/model';
import { HEALTH_RECORD_MEDIA_TYPE, healthRecordContents, healthRecordFileName } from '../../domain/rules/health-record';
import { HEALTH_RECORD_GATEWAY, type HealthRecordGateway } from '../ports/health-record-gateway';
import { CLOCK, type Clock } from '../ports/platform';
import type { GatewayError } from '../shared/gateway-error';

/** The file to save: its name, media type and text (the Bundle as JSON), and what it holds. */
export interface HealthRecordFile {
  readonly name: string;
  readonly mediaType: string;
  readonly text: string;
  readonly contents: HealthRecordContents;
}

export type HealthRecordDownload = { readonly kind: 'ready'; readonly file: HealthRecordFile } | { readonly kind: 'error'; readonly error: GatewayError };

/**
 * Download my data (/account/my-data): the member's own claims, EOBs, coverage, prior authorizations and
 * referrals as a FHIR R4 Bundle, read with the member's token from the gateway or the payer's FHIR API
 * (whichever the assembly binds), named for the plan's day.
 */
@injectable()
export class DownloadHealthRecord {
  constructor(
    @inject(HEALTH_RECORD_GATEWAY) private readonly gateway: HealthRecordGateway,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<HealthRecordDownload> {
    const bundle = await this.gateway.bundle();
    if (isLeft(bundle)) return { kind: 'error', error: bundle.left };
    return {
      kind: 'ready',
      file: {
        name: healthRecordFileName(this.clock.today()),
        mediaType: HEALTH_RECORD_MEDIA_TYPE,
        text: JSON.stringify(bundle.right, null, 2),
        contents: healthRecordContents(bundle.right),
      },
    };
  }
}
