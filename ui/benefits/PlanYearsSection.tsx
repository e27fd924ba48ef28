import { Link } from 'wouter';
import type { HistoryEligibility } from '../../domain/model';
import type { CoverageCategory } from '../../domain/rules/benefit-categories';
import { categorySlug } from '../../domain/rules/benefit-categories';
import { formatPrimaryCareDate } from '../../domain/rules/formats';
import type { PlanYears } from '../../application/benefits/load-benefits';
import { BENEFITS_COPY } from './benefits-copy';
import { pathTo } from '../../domain/routes';

export const historyPath = (effectiveDate: string, category: CoverageCategory): string =>
  pathTo('benefitHistory', { effectiveTime: effectiveDate, category: categorySlug(category) });

export const planYearRange = (year: HistoryEligibility): string =>
  BENEFITS_COPY.pastPlanYearLink(formatPrimaryCareDate(year.effectiveDate), year.termedDate === null ? BENEFITS_COPY.present : formatPrimaryCareDate(year.termedDate));

/** The plan the page describes (a line under the heading). */
export function CurrentPlan({ plan }: { readonly plan: PlanYears }) {
  if (plan.current === null) return null;
  return (
    <p className="current-plan">
      <span className="current-plan__label">{BENEFITS_COPY.planLabel}</span> <strong translate="no">{plan.current.plan}</strong>
      <span className="current-plan__dates">
        {BENEFITS_COPY.planYearLabel}: {planYearRange(plan.current)}
      </span>
    </p>
  );
}

/** Links from a benefits page to its past plan years (/history/{effectiveTime}/benefits/{category}). */
export function PastPlanYears({ plan, category }: { readonly plan: PlanYears; readonly category: CoverageCategory }) {
  if (plan.past.length === 0) return null;
  return (
    <section className="benefits-section" aria-label={BENEFITS_COPY.pastPlanYearsHeading}>
      <h2 className="benefits-section__title">{BENEFITS_COPY.pastPlanYearsHeading}</h2>
      <ul className="plan-years">
        {plan.past.map((year) => (
          <li key={year.effectiveDate}>
            <Link href={historyPath(year.effectiveDate, category)} className="plan-years__link">
              <span className="plan-years__range">{planYearRange(year)}</span>
              <span className="plan-years__plan" translate="no">
                {year.plan}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
