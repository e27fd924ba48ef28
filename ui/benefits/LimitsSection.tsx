import type { Limit } from '../../domain/model';
import type { LimitTierGroup } from '../../domain/rules/limits';
import { ProgressBar } from '../components/ProgressBar';
import { BENEFITS_COPY } from './benefits-copy';

const coverageLabel = (limit: Limit): string => (limit.coverageType === 'FAMILY' ? BENEFITS_COPY.family : BENEFITS_COPY.individual);

/**
 * Limits as the domain grouped them: by network tier, then limit type (annual limit first, then the
 * in-network deductible, then the others); invalid limits are already gone.
 */
export function LimitsSection({ groups, headingLevel = 2, title = BENEFITS_COPY.limitsHeading }: { readonly groups: readonly LimitTierGroup[]; readonly headingLevel?: 2 | 3; readonly title?: string }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const TierHeading = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <section className="benefits-section" aria-label={title}>
      <Heading className="benefits-section__title">{title}</Heading>
      {groups.length === 0 ? (
        <p className="empty-state">{BENEFITS_COPY.noLimits}</p>
      ) : (
        groups.map((tier) => (
          <div key={tier.networkTier} className="limit-tier">
            <TierHeading className="limit-tier__title">{tier.networkTier}</TierHeading>
            <ul className="limit-grid">
              {tier.limitTypes.flatMap((type) =>
                type.limits.map((limit, index) => (
                  <li key={`${type.limitType}-${limit.coverageType}-${index}`} className="limit-card card">
                    <p className="limit-card__title">
                      <span className="limit-card__type">{type.limitType === '' ? BENEFITS_COPY.total : type.limitType}</span>
                      <span className="pill">{coverageLabel(limit)}</span>
                    </p>
                    <ProgressBar
                      label={`${tier.networkTier}, ${type.limitType === '' ? BENEFITS_COPY.total : type.limitType}, ${coverageLabel(limit)}`}
                      met={limit.totalMet ?? 0}
                      total={limit.total ?? 0}
                      remaining={limit.totalRemaining ?? undefined}
                    />
                    {limit.detailedDescription !== null && (
                      <details className="limit-card__details">
                        <summary>{limit.detailedDescription.header}</summary>
                        <p>{limit.detailedDescription.body}</p>
                      </details>
                    )}
                  </li>
                )),
              )}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
