import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import type { OopDeductibles } from '../../domain/model';
import type { MedicalTierView } from '../../application/benefits/load-benefits';
import type { AccountState } from '../../application/shared/resolve-account-state';
import { useScreenStore } from '../app/ServicesProvider';
import { PageHeading } from '../components/PageHeading';
import { ProgressBar } from '../components/ProgressBar';
import { Spinner } from '../components/Spinner';
import { AsOfNotice } from './AsOfNotice';
import { BenefitsLayout } from './BenefitsLayout';
import { BENEFITS_COPY } from './benefits-copy';
import { benefitsSearch, useBenefitsQuery } from './benefits-query';
import { LimitsSection } from './LimitsSection';
import { MedicalBenefitsStore } from './medical-store';
import { CurrentPlan, PastPlanYears } from './PlanYearsSection';
import { TierTabs } from './TierTabs';
import { pathTo } from '../../domain/routes';
import { gatewayLang } from '../i18n/gateway-lang';
import { medicalCostFigures } from '../../domain/rules/id-card-figures';

const MEASURE_LABELS = { deductible: () => BENEFITS_COPY.deductible, outOfPocketMaximum: () => BENEFITS_COPY.outOfPocket } as const;
const COVERAGE_LABELS = { individual: () => BENEFITS_COPY.individual, family: () => BENEFITS_COPY.family } as const;

/** Individual and family deductible and out-of-pocket figures (the rule the ID card reads too), labelled. */
function figures(o: OopDeductibles) {
  return medicalCostFigures(o).map((figure) => ({ ...figure, label: BENEFITS_COPY.figureLabel(COVERAGE_LABELS[figure.coverage](), MEASURE_LABELS[figure.measure]()) }));
}

function TierPanel({ tier, asOfDate }: { readonly tier: MedicalTierView; readonly asOfDate: string | null }) {
  if (tier.benefits === null) return <p className="empty-state">{BENEFITS_COPY.notInTier}</p>;
  const oop = tier.benefits.oopDeductibles;
  return (
    <div className="tier-panel">
      <section className="benefits-section" aria-labelledby="oop-heading">
        <h2 id="oop-heading" className="benefits-section__title">
          {BENEFITS_COPY.oopHeading}
        </h2>
        <ul className="limit-grid" data-testid="oop-deductibles">
          {figures(oop).map((figure) => (
            <li key={figure.label} className="limit-card card">
              <p className="limit-card__title">
                <span className="limit-card__type">{figure.label}</span>
              </p>
              <ProgressBar label={`${tier.label}, ${figure.label}`} met={figure.met} total={figure.total} remaining={figure.remaining ?? undefined} />
            </li>
          ))}
        </ul>
        {oop.detailDescription !== null && (
          <p className="detail-description" lang={gatewayLang()}>
            {oop.detailDescription}
          </p>
        )}
      </section>
      <section className="benefits-section" aria-labelledby="services-heading">
        <h2 id="services-heading" className="benefits-section__title">
          {BENEFITS_COPY.servicesHeading}
        </h2>
        <ul className="link-list">
          {tier.benefits.services.map((service) => (
            <li key={service.pageId}>
              <Link href={`${pathTo('medicalService', { serviceId: service.pageId })}${benefitsSearch({ suffix: null, asOfDate })}`} className="link-list__link" lang={gatewayLang()}>
                {service.pageDescription}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

const MedicalContent = observer(function MedicalContent({ state }: { readonly state: AccountState }) {
  const store = useScreenStore(MedicalBenefitsStore);
  const { query } = useBenefitsQuery();
  const { asOfDate } = query;
  useEffect(() => {
    void store.load(state, { suffix: null, asOfDate });
  }, [store, state, asOfDate]);

  const view = store.medical.value;
  return (
    <>
      <PageHeading>{BENEFITS_COPY.medicalHeading}</PageHeading>
      <AsOfNotice asOfDate={asOfDate} todayPath="/benefits/medical" />
      {view === null || store.medical.loading ? (
        <Spinner label={BENEFITS_COPY.loading} />
      ) : (
        <>
          <CurrentPlan plan={view.plan} />
          <TierTabs
            label={BENEFITS_COPY.tiersLabel('Medical')}
            tiers={view.tiers.map((tier) => ({ id: tier.tierId, label: tier.label }))}
            selected={store.selectedTier}
            onSelect={(tierId) => store.selectTier(tierId)}
          >
            {(() => {
              const tier = view.tiers.find((candidate) => candidate.tierId === store.selectedTier) ?? view.tiers[0];
              return tier === undefined ? null : <TierPanel tier={tier} asOfDate={asOfDate} />;
            })()}
          </TierTabs>
          <LimitsSection groups={view.limits} />
          <PastPlanYears plan={view.plan} category="Medical" />
        </>
      )}
    </>
  );
});

export default function MedicalBenefitsPage() {
  return <BenefitsLayout page="Medical">{(state) => <MedicalContent state={state} />}</BenefitsLayout>;
}
