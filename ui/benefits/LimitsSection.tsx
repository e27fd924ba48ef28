import { useId } from 'react';
import type { Limit } from '../../domain/model';
import type { LimitTierGroup } from '../../domain/rules/limits';
import { ProgressBar } from '../components/ProgressBar';
import { BENEFITS_COPY } from './benefits-copy';
import { gatewayLang } from '../i18n/gateway-lang';

const coverageLabel = (limit: Limit): string => (limit.coverageType === 'FAMILY' ? BENEFITS_COPY.family : BENEFITS_COPY.individual);

/**
 * Limits as the domain grouped them: by network tier, then limit type (annual limit first, then the
 * in-network deductible, then the others); invalid limits are already gone.
 */
export function LimitsSection({ groups, headingLevel = 2, title = BENEFITS_COPY.limitsHeading }: { readonly groups: readonly LimitTierGroup[]; readonly headingLevel?: 2 | 3; readonly title?: string }) {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const TierHeading = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <section className="benefits-section" aria-label={title}>
      <Heading className="benefits-section__title">{title}</Heading>
      {groups.length === 0 ? (
        <p className="empty-state">{BENEFITS_COPY.noLimits}</p>
      ) : (
        groups.map((tier, tierIndex) => (
          <div key={tier.networkTier} className="limit-tier">
            <TierHeading className="limit-tier__title">
              <span id={`${id}-${tierIndex}`} lang={gatewayLang()}>
                {tier.networkTier}
              </span>
            </TierHeading>
            <ul className="limit-grid">
              {tier.limitTypes.flatMap((type, typeIndex) =>
                type.limits.map((limit, index) => (
                  <li key={`${type.limitType}-${limit.coverageType}-${index}`} className="limit-card card">
                    <p className="limit-card__title">
                      <span id={`${id}-${tierIndex}-${typeIndex}`} className="limit-card__type" lang={type.limitType === '' ? undefined : gatewayLang()}>
                        {type.limitType === '' ? BENEFITS_COPY.total : type.limitType}
                      </span>
                      <span id={`${id}-${tierIndex}-${typeIndex}-${index}`} className="pill">
                        {coverageLabel(limit)}
                      </span>
                    </p>
                    <ProgressBar
                      label={`${tier.networkTier}, ${type.limitType === '' ? BENEFITS_COPY.total : type.limitType}, ${coverageLabel(limit)}`}
                      labelledBy={`${id}-${tierIndex} ${id}-${tierIndex}-${typeIndex} ${id}-${tierIndex}-${typeIndex}-${index}`}
                      met={limit.totalMet ?? 0}
                      total={limit.total ?? 0}
                      remaining={limit.totalRemaining ?? undefined}
                    />
                    {limit.detailedDescription !== null && (
                      <details className="limit-card__details" lang={gatewayLang()}>
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
