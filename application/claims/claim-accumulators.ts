import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { Claim, Limit } from '../../domain/model';
import { accumulatorsFor } from '../../domain/rules/eob-explainer';
import { BENEFITS_GATEWAY, type BenefitsGateway } from '../ports/benefits-gateway';
import { ReadViewer } from '../shared/viewer-context';

/**
 * Where the claim's patient stands today on the accumulators the claim counted toward (their limits), for the
 * claim page's explainer. Extra information beside the claim: when the limits cannot be read, none are shown.
 */
@injectable()
export class LoadClaimAccumulators {
  constructor(
    @inject(ReadViewer) private readonly readViewer: ReadViewer,
    @inject(BENEFITS_GATEWAY) private readonly benefits: BenefitsGateway,
  ) {}

  async execute(claim: Claim): Promise<readonly Limit[]> {
    if (claim.status === 'pending') return [];
    const context = await this.readViewer.execute();
    if (isLeft(context)) return [];
    const patient = context.right.account.members.find((member) => member.memberKey === claim.memberKey);
    if (patient === undefined) return [];
    const limits = await this.benefits.limits(patient.memberSuffix);
    return isLeft(limits) ? [] : accumulatorsFor(claim, limits.right);
  }
}
