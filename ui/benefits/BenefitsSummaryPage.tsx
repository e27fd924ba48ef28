import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { categorySlug, COVERAGE_CATEGORY_LABELS } from '../../domain/rules/benefit-categories';
import { formatBannerDate } from '../../domain/rules/formats';
import type { AccountState } from '../../application/shared/resolve-account-state';
import { useScreenStore } from '../app/ServicesProvider';
import { PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { AsOfDateForm } from './AsOfDateForm';
import { BenefitsLayout } from './BenefitsLayout';
import { BENEFITS_COPY } from './benefits-copy';
import { benefitsSearch, useBenefitsQuery } from './benefits-query';
import { LimitsSection } from './LimitsSection';
import { MemberPicker } from './MemberPicker';
import { CurrentPlan } from './PlanYearsSection';
import { BenefitsSummaryStore } from './summary-store';

const SummaryContent = observer(function SummaryContent({ state }: { readonly state: AccountState }) {
  const store = useScreenStore(BenefitsSummaryStore);
  const { query, change } = useBenefitsQuery();
  const { suffix, asOfDate } = query;
  useEffect(() => {
    void store.load(state, { suffix, asOfDate });
  }, [store, state, suffix, asOfDate]);

  const summary = store.summary.value;
  const choice = store.choiceFor(state, query);
  const member = choice.member;
  const day = asOfDate ?? state.today;
  return (
    <>
      <PageHeading>{BENEFITS_COPY.summaryHeading}</PageHeading>
      <p className="benefits-intro">{BENEFITS_COPY.summaryIntro}</p>
      <div className="benefits-toolbar card">
        <MemberPicker members={choice.offered} selected={member} onSelect={(next) => change({ suffix: next })} />
        <AsOfDateForm asOfDate={day} chosen={asOfDate !== null} onChange={(next) => change({ asOfDate: next })} />
      </div>
      <p className="as-of-note" role="status">
        {asOfDate === null ? BENEFITS_COPY.asOfToday(formatBannerDate(day)) : BENEFITS_COPY.asOfShowing(formatBannerDate(day))}
      </p>
      {summary === null || store.summary.loading ? (
        <Spinner label={BENEFITS_COPY.loading} />
      ) : (
        <div className="summary-grid" data-testid="benefits-summary">
          {summary.categories.map((section) => (
            <section key={section.category} className="summary-category card" aria-labelledby={`summary-${section.category}`}>
              <div className="summary-category__head">
                <h2 id={`summary-${section.category}`} className="summary-category__title">
                  {COVERAGE_CATEGORY_LABELS[section.category]}
                </h2>
                <Link href={`/benefits/${categorySlug(section.category)}${benefitsSearch({ suffix, asOfDate })}`} className="summary-category__link">
                  {BENEFITS_COPY.viewCategory(section.category)}
                </Link>
              </div>
              <CurrentPlan plan={section.plan} />
              <LimitsSection groups={section.limits} headingLevel={3} title={BENEFITS_COPY.categoryLimits(section.category)} />
            </section>
          ))}
        </div>
      )}
    </>
  );
});

export default function BenefitsSummaryPage() {
  return <BenefitsLayout page="Summary">{(state) => <SummaryContent state={state} />}</BenefitsLayout>;
}
