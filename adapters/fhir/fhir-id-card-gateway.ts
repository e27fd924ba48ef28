import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { Coverage } from '@medplum/fhirtypes';
import type { IdCardGateway } from '../../application/ports';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { IdCardView } from '../../domain/model';
import { HttpIdCardGateway } from '../http/http-id-card-gateway';
import { SYSTEMS } from './fhir-codes';
import { FhirReader } from './fhir-reader';

/** The X12 insurance type (CARIN Coverage.type) of each card's category. */
const COVERAGE_TYPE: Readonly<Record<string, string>> = { medical: 'HIP', dental: 'DENTPRG', vision: 'VISPOL', pharmacy: 'DRUGPOL' };

const classOf = (coverage: Coverage, code: string) => coverage.class?.find((entry) => entry.type.coding?.some((coding) => coding.system === SYSTEMS.coverageClass && coding.code === code) === true);

/** The card with the coverage facts a CARIN Coverage states: who is covered, the subscriber id, the group and the plan. */
export function cardWithCoverage(card: IdCardView, coverage: Coverage): IdCardView {
  const group = classOf(coverage, 'group');
  const plan = classOf(coverage, 'plan');
  return {
    ...card,
    memberName: coverage.beneficiary.display ?? card.memberName,
    subscriberId: coverage.subscriberId ?? card.subscriberId,
    groupId: group?.value ?? card.groupId,
    groupName: group?.name ?? card.groupName,
    planName: plan?.name ?? card.planName,
  };
}

/**
 * The ID card over a payer's Patient Access API: the coverage facts the card prints (member, subscriber id,
 * group and plan) are read from the member's CARIN Coverage, in the compartments the token may see; what a
 * Coverage does not carry (copays, pharmacy routing, the card's figures, the PDF, sending it) stays with the
 * spec gateway. A card whose Coverage the payer does not return is left out: the member is not covered there.
 */
@injectable()
export class FhirIdCardGateway implements IdCardGateway {
  constructor(
    @inject(FhirReader) private readonly fhir: FhirReader,
    @inject(HttpIdCardGateway) private readonly gateway: HttpIdCardGateway,
  ) {}

  eligible(): GatewayResult<boolean> {
    return this.gateway.eligible();
  }

  async view(memberKey?: string): GatewayResult<readonly IdCardView[]> {
    const cards = await this.gateway.view(memberKey);
    if (E.isLeft(cards)) return cards;
    const keys = [...new Set(cards.right.map((card) => card.memberKey))];
    if (keys.length === 0) return cards;
    const coverages = await this.fhir.searchAll('Coverage', { beneficiary: keys.map((key) => `Patient/${key}`).join(',') });
    if (E.isLeft(coverages)) return coverages;
    return E.right(
      cards.right.flatMap((card) => {
        const coverage = coverages.right.find(
          (candidate) => candidate.beneficiary.reference === `Patient/${card.memberKey}` && candidate.type?.coding?.some((coding) => coding.code === COVERAGE_TYPE[card.category]) === true,
        );
        return coverage === undefined ? [] : [cardWithCoverage(card, coverage)];
      }),
    );
  }

  pdf(memberKey?: string): GatewayResult<Blob> {
    return this.gateway.pdf(memberKey);
  }

  email(request: { readonly memberKey: string; readonly emailAddress: string }): GatewayResult<void> {
    return this.gateway.email(request);
  }

  request(category: string): GatewayResult<string> {
    return this.gateway.request(category);
  }
}
