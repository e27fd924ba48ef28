import { useId } from 'react';
import type { Limit } from '../../domain/model';
import { limitName, limitTypeNamesTier, type LimitTierGroup } from '../../domain/rules/limits';
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
                  <LimitCard key={`${type.limitType}-${limit.coverageType}-${index}`} id={`${id}-${tierIndex}-${typeIndex}-${index}`} tierId={`${id}-${tierIndex}`} networkTier={tier.networkTier} limitType={type.limitType} limit={limit} />
                )),
              )}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}

/**
 * One limit's card: its type and coverage name its bar, with the tier's heading before them unless the type
 * already names the network ('Deductible - In Network' under 'IN NETWORK'), so the name says it once. `id` is
 * the card's own: a type has a card per coverage (individual, family).
 */
function LimitCard({ id, tierId, networkTier, limitType, limit }: { readonly id: string; readonly tierId: string; readonly networkTier: string; readonly limitType: string; readonly limit: Limit }) {
  const typeName = limitType === '' ? BENEFITS_COPY.total : limitType;
  const namesTier = limitTypeNamesTier(limitType, networkTier);
  // A deductible or out-of-pocket maximum is named in the page's words, the network said once; another kind
  // is named by the elements showing the insurer's name (marked English), each read once.
  const named = limitName(limit);
  return (
    <li className="limit-card card">
      <p className="limit-card__title">
        <span id={`${id}-type`} className="limit-card__type" lang={limitType === '' ? undefined : gatewayLang()}>
          {typeName}
        </span>
        <span id={`${id}-coverage`} className="pill">
          {coverageLabel(limit)}
        </span>
      </p>
      <ProgressBar
        label={named ?? [...(namesTier ? [] : [networkTier]), typeName, coverageLabel(limit)].join(', ')}
        labelledBy={named !== null ? undefined : [...(namesTier ? [] : [tierId]), `${id}-type`, `${id}-coverage`].join(' ')}
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
  );
}
