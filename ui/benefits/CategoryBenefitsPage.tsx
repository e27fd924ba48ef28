import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { AccountState } from '../../application/shared/resolve-account-state';
import { useScreenStore } from '../app/ServicesProvider';
import { PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { AsOfNotice } from './AsOfNotice';
import { BenefitsLayout } from './BenefitsLayout';
import { BENEFITS_COPY } from './benefits-copy';
import { benefitsSearch, useBenefitsQuery } from './benefits-query';
import { CategoryBenefitsStore } from './category-store';
import { LimitsSection } from './LimitsSection';
import { MemberPicker } from './MemberPicker';
import { CurrentPlan, PastPlanYears } from './PlanYearsSection';
import { gatewayLang } from '../i18n/gateway-lang';

type Category = 'vision' | 'pharmacy';
const NAMES = { vision: 'Vision', pharmacy: 'Pharmacy' } as const;

const CategoryContent = observer(function CategoryContent({ state, category }: { readonly state: AccountState; readonly category: Category }) {
  const store = useScreenStore(CategoryBenefitsStore);
  const { query, change } = useBenefitsQuery();
  const { suffix, asOfDate } = query;
  useEffect(() => {
    void store.load(category, state, { suffix, asOfDate });
  }, [store, category, state, suffix, asOfDate]);

  const view = store.view.value;
  const choice = store.choiceFor(category, state, query);
  const name = NAMES[category];
  return (
    <>
      <PageHeading>{BENEFITS_COPY.categoryHeading(name)}</PageHeading>
      <AsOfNotice asOfDate={asOfDate} todayPath={`/benefits/${category}${benefitsSearch({ suffix, asOfDate: null })}`} />
      {choice.offered.length > 1 && (
        <div className="benefits-toolbar card">
          <MemberPicker members={choice.offered} selected={choice.member} onSelect={(next) => change({ suffix: next })} />
        </div>
      )}
      {view === null || store.view.loading ? (
        <Spinner label={BENEFITS_COPY.loading} />
      ) : (
        <>
          <CurrentPlan plan={view.plan} />
          <section className="benefits-section" aria-labelledby="coverage-heading">
            <h2 id="coverage-heading" className="benefits-section__title">
              {BENEFITS_COPY.coverageHeading}: <span translate="no">{view.benefits.planName}</span>
            </h2>
            <dl className="coverage-list card" lang={gatewayLang()}>
              {view.benefits.summary.map((row) => (
                <div key={row.label} className="coverage-list__row">
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <LimitsSection groups={view.limits} />
          <PastPlanYears plan={view.plan} category={name} />
        </>
      )}
    </>
  );
});

export default function CategoryBenefitsPage({ category }: { readonly category: Category }) {
  return <BenefitsLayout page={NAMES[category]}>{(state) => <CategoryContent state={state} category={category} />}</BenefitsLayout>;
}
