import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { ServiceRequest } from '@medplum/fhirtypes';
import type { ReferralsGateway } from '../../application/ports';
import { httpError, type GatewayResult } from '../../application/shared/gateway-error';
import { HttpReferralsGateway } from '../http/http-referrals-gateway';
import type { Page, Referral, ReferralMetadata, ReferralQuery } from '../../domain/model';
import { PATIENT_REFERRAL, SYSTEMS } from './fhir-codes';
import { referralOf } from './fhir-referrals';
import { FhirReader } from './fhir-reader';

const sameText = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A page of `items` as the spec gateway pages referrals (0-based `number`). */
function pageOf<T>(items: readonly T[], page: number, size: number): Page<T> {
  const content = items.slice(page * size, page * size + size);
  const totalPages = Math.ceil(items.length / size);
  return { content, first: page === 0, last: page >= totalPages - 1, empty: content.length === 0, number: page, numberOfElements: content.length, size, totalElements: items.length, totalPages };
}

const distinct = <T>(items: readonly T[], key: (item: T) => string): T[] => [...new Map(items.map((item) => [key(item), item])).values()];

/**
 * The referrals port over a payer's Patient Access API: each referral is a ServiceRequest for a patient
 * referral in the compartments the member's token may see (fhir-referrals.ts maps it), newest first. The
 * filters and pages are the spec gateway's, applied here to what the search found; an expired referral
 * (left out on request) is one whose ServiceRequest is no longer `active`. Whether the member has any
 * referrals stays with the spec gateway: it is one of the reads behind the account state, which every page
 * waits for and the start-up script reads ahead, and a FHIR search there would hold up every page.
 */
@injectable()
export class FhirReferralsGateway implements ReferralsGateway {
  constructor(
    @inject(FhirReader) private readonly fhir: FhirReader,
    @inject(HttpReferralsGateway) private readonly gateway: HttpReferralsGateway,
  ) {}

  async referrals(query: ReferralQuery): GatewayResult<Page<Referral>> {
    if (!Number.isInteger(query.page) || query.page < 0) return E.left(httpError(400, { code: 'INVALID_PAGE', message: 'page must be 0 or more.' }));
    if (!Number.isInteger(query.size) || query.size < 1 || query.size > 100) return E.left(httpError(400, { code: 'INVALID_SIZE', message: 'size must be between 1 and 100.' }));
    const found = await this.search(query.memberKey, query.excludeExpired === true);
    return E.map((referrals: readonly Referral[]) =>
      pageOf(
        referrals.filter(
          (referral) =>
            (query.statusCode === undefined || sameText(referral.statusCode, query.statusCode)) && (query.providerId === undefined || referral.providerId === query.providerId),
        ),
        query.page,
        query.size,
      ),
    )(found);
  }

  async metadata(memberKey?: string): GatewayResult<ReferralMetadata> {
    const found = await this.search(undefined, false);
    return E.map((all: readonly Referral[]) => {
      const forMember = memberKey === undefined ? all : all.filter((referral) => referral.memberKey === memberKey);
      return {
        members: distinct(all, (referral) => referral.memberKey).map((referral) => ({ memberKey: referral.memberKey, name: referral.memberName })),
        statuses: distinct(forMember, (referral) => referral.statusCode).map((referral) => ({ code: referral.statusCode, description: referral.statusDescription })),
        providers: distinct(forMember, (referral) => referral.providerId).map((referral) => ({ providerId: referral.providerId, name: referral.providerName })),
      };
    })(found);
  }

  hasReferrals(): GatewayResult<boolean> {
    return this.gateway.hasReferrals();
  }

  /** The referrals the token may see (of one member when asked), newest first; only running ones when asked. */
  private async search(memberKey: string | undefined, runningOnly: boolean): GatewayResult<readonly Referral[]> {
    const search: Record<string, string> = { code: `${SYSTEMS.snomed}|${PATIENT_REFERRAL}` };
    if (memberKey !== undefined) search.subject = `Patient/${memberKey}`;
    if (runningOnly) search.status = 'active';
    const found = await this.fhir.searchAll('ServiceRequest', search);
    return E.map((requests: readonly ServiceRequest[]) =>
      requests.map(referralOf).sort((a, b) => b.startDate.localeCompare(a.startDate) || a.referralId.localeCompare(b.referralId)),
    )(found);
  }
}
