import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { dentalMaximumFigures } from '../../domain/rules/dental-benefits';
import type { DentalTierView } from '../../application/benefits/load-benefits';
import type { AccountState } from '../../application/shared/resolve-account-state';
import { useScreenStore } from '../app/ServicesProvider';
import { PageHeading } from '../components/PageHeading';
import { ProgressBar } from '../components/ProgressBar';
import { Spinner } from '../components/Spinner';
import { AsOfNotice } from './AsOfNotice';
import { BenefitsLayout } from './BenefitsLayout';
import { BENEFITS_COPY } from './benefits-copy';
import { benefitsSearch, useBenefitsQuery } from './benefits-query';
import { DentalBenefitsStore } from './dental-store';
import { LimitsSection } from './LimitsSection';
import { MemberPicker } from './MemberPicker';
import { CurrentPlan, PastPlanYears } from './PlanYearsSection';
import { TierTabs } from './TierTabs';
import { pathTo } from '../../domain/routes';
import { gatewayLang } from '../i18n/gateway-lang';

const coverageLabel = (coverage: 'individual' | 'family'): string => (coverage === 'family' ? BENEFITS_COPY.family : BENEFITS_COPY.individual);

function DentalTierPanel({ tier, search }: { readonly tier: DentalTierView; readonly search: string }) {
  return (
    <div className="tier-panel">
      {tier.maximums.length > 0 && (
        <section className="benefits-section" aria-labelledby="maximums-heading">
          <h2 id="maximums-heading" className="benefits-section__title">
            {BENEFITS_COPY.maximumsHeading}
          </h2>
          <ul className="limit-grid" data-testid="dental-maximums">
            {tier.maximums.flatMap((maximum, maximumIndex) =>
              dentalMaximumFigures(maximum).map((figure, index) => (
                <li key={`${maximum.description}-${figure.coverage}`} className="limit-card card">
                  <p className="limit-card__title">
                    <span id={`${tier.tierId}-maximum-${maximumIndex}-${index}`} className="limit-card__type" lang={gatewayLang()}>
                      {maximum.description}
                    </span>
                    <span id={`${tier.tierId}-maximum-${maximumIndex}-${index}-coverage`} className="pill">
                      {coverageLabel(figure.coverage)}
                    </span>
                  </p>
                  <ProgressBar
                    label={`${tier.label}, ${maximum.description}, ${coverageLabel(figure.coverage)}`}
                    labelledBy={`${tier.tierId}-maximum-${maximumIndex}-${index} ${tier.tierId}-maximum-${maximumIndex}-${index}-coverage`}
                    met={figure.met}
                    total={figure.amount}
                    remaining={figure.remaining}
                  />
                  {/* The detail once per maximum, on its first figure (a maximum may have only a family figure). */}
                  {maximum.detailDescription !== null && index === 0 && (
                    <details className="limit-card__details" lang={gatewayLang()}>
                      <summary>{maximum.detailDescription.header}</summary>
                      <p>{maximum.detailDescription.body}</p>
                    </details>
                  )}
                </li>
              )),
            )}
          </ul>
        </section>
      )}
      <section className="benefits-section" aria-labelledby="dental-services-heading">
        <h2 id="dental-services-heading" className="benefits-section__title">
          {BENEFITS_COPY.dentalServicesHeading}
        </h2>
        {tier.categories.length === 0 ? (
          <p className="empty-state">{BENEFITS_COPY.noDentalServices}</p>
        ) : (
          tier.categories.map((group) => (
            <div key={group.category} className="service-category">
              <h3 className="service-category__title" lang={gatewayLang()}>
                {group.category}
              </h3>
              <ul className="service-list" data-testid="dental-services">
                {group.services.map((service) => (
                  <li key={service.code} className="service-row">
                    <div className="service-row__main">
                      <Link href={`${pathTo('dentalDetail', { tier: tier.tierId, code: service.code })}${search}`} className="service-row__name" lang={gatewayLang()}>
                        {service.name}
                      </Link>
                      <span className="service-row__code">
                        <span className="visually-hidden">{BENEFITS_COPY.code} </span>
                        {service.code}
                      </span>
                      <p className="service-row__description" lang={gatewayLang()}>
                        {service.description}
                      </p>
                      {service.benefitLimit !== null && (
                        <p className="service-row__meta">
                          {BENEFITS_COPY.benefitLimit}: {service.benefitLimit}
                        </p>
                      )}
                      {service.incentiveTiers.length > 0 && (
                        <p className="service-row__meta">
                          {BENEFITS_COPY.incentiveTiers}: {service.incentiveTiers.join(', ')}
                        </p>
                      )}
                    </div>
                    <p className="service-row__amount">
                      <span className="service-row__amount-label">{BENEFITS_COPY.planPays}</span>
                      <span className="service-row__amount-value">{BENEFITS_COPY.planPaysAmount(service.amount)}</span>
                    </p>
                  </li>
                ))}
              </ul>
            </div>
          ))
        )}
      </section>
    </div>
  );
}

const DentalContent = observer(function DentalContent({ state }: { readonly state: AccountState }) {
  const store = useScreenStore(DentalBenefitsStore);
  const { query, change } = useBenefitsQuery();
  const { suffix, asOfDate } = query;
  useEffect(() => {
    void store.load(state, { suffix, asOfDate });
  }, [store, state, suffix, asOfDate]);

  const view = store.dental.value;
  const choice = store.choiceFor(state, query);
  const member = choice.member;
  const search = benefitsSearch({ suffix: member === null || member.memberKey === state.viewer.memberKey ? null : member.memberSuffix, asOfDate });
  return (
    <>
      <PageHeading>{BENEFITS_COPY.dentalHeading}</PageHeading>
      <AsOfNotice asOfDate={asOfDate} todayPath={`/benefits/dental${benefitsSearch({ suffix, asOfDate: null })}`} />
      {choice.offered.length > 1 && (
        <div className="benefits-toolbar card">
          <MemberPicker members={choice.offered} selected={member} onSelect={(next) => change({ suffix: next })} />
        </div>
      )}
      {view === null || store.dental.loading ? (
        <Spinner label={BENEFITS_COPY.loading} />
      ) : (
        <>
          <CurrentPlan plan={view.plan} />
          <TierTabs
            label={BENEFITS_COPY.tiersLabel('Dental')}
            tiers={view.tiers.map((tier) => ({ id: tier.tierId, label: tier.label }))}
            selected={store.selectedTier}
            onSelect={(tierId) => store.selectTier(tierId)}
          >
            {(() => {
              const tier = view.tiers.find((candidate) => candidate.tierId === store.selectedTier) ?? view.tiers[0];
              return tier === undefined ? null : <DentalTierPanel tier={tier} search={search} />;
            })()}
          </TierTabs>
          {/* The limits the maximums above do not already state; none left, the section would only contradict them. */}
          {(view.limits.length > 0 || view.tiers.every((tier) => tier.maximums.length === 0)) && <LimitsSection groups={view.limits} />}
          <PastPlanYears plan={view.plan} category="Dental" />
        </>
      )}
    </>
  );
});

export default function DentalBenefitsPage() {
  return <BenefitsLayout page="Dental">{(state) => <DentalContent state={state} />}</BenefitsLayout>;
}
