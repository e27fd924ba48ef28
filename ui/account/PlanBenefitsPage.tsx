import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { COVERAGE_CATEGORY_LABELS } from '../../domain/rules/benefit-categories';
import { ELIGIBILITY_STATUS_LABELS } from '../../domain/rules/eligibility-status';
import { formatBannerDate, formatPrimaryCareDate } from '../../domain/rules/formats';
import { PATHS } from '../../domain/routes';
import { useScreenStore } from '../app/ServicesProvider';
import { PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { ACCOUNT_COPY } from './account-copy';
import { AccountLayout } from './AccountLayout';
import { PlanBenefitsStore } from './plan-benefits-store';
import { relationshipOf } from '../../domain/rules/member-account';

const STATUS_CLASS: Readonly<Record<string, string>> = { Active: 'chip chip--success', Future: 'chip chip--info', Termed: 'chip chip--muted' };

export default observer(function PlanBenefitsPage() {
  const store = useScreenStore(PlanBenefitsStore);
  useEffect(() => {
    void store.load();
  }, [store]);
  const benefits = store.benefits;
  return (
    <AccountLayout>
      {() => (
        <div className="account-page">
          <PageHeading>{ACCOUNT_COPY.planBenefitsHeading}</PageHeading>
          {benefits === null ? (
            <Spinner label={ACCOUNT_COPY.loading} />
          ) : (
            <>
              <p className="account-page__intro">
                {ACCOUNT_COPY.planBenefitsIntro} {ACCOUNT_COPY.groupLabel}: {benefits.groupId} <span translate="no">{benefits.groupName}</span>.
              </p>
              {benefits.planYears !== null && (
                <section className="card account-card" aria-labelledby="plan-years-title">
                  <h2 id="plan-years-title" className="card__title">
                    {ACCOUNT_COPY.planYearsTitle}
                  </h2>
                  <dl className="fact-list fact-list--columns">
                    {benefits.planYears.currentPlanYear !== null && (
                      <div>
                        <dt>{ACCOUNT_COPY.currentPlanYearLabel}</dt>
                        <dd>{benefits.planYears.currentPlanYear}</dd>
                      </div>
                    )}
                    {benefits.planYears.upcomingPlanYear !== null && (
                      <div>
                        <dt>{ACCOUNT_COPY.upcomingPlanYearLabel}</dt>
                        <dd>{benefits.planYears.upcomingPlanYear}</dd>
                      </div>
                    )}
                    {benefits.planYears.openEnrollmentEnd !== null && (
                      <div>
                        <dt>{ACCOUNT_COPY.openEnrollmentLabel}</dt>
                        <dd>
                          {formatBannerDate(benefits.planYears.openEnrollmentStart)} – {formatBannerDate(benefits.planYears.openEnrollmentEnd)}
                        </dd>
                      </div>
                    )}
                    {benefits.planYears.coverageStartDateUponRenewal !== null && (
                      <div>
                        <dt>{ACCOUNT_COPY.renewalLabel}</dt>
                        <dd>{formatBannerDate(benefits.planYears.coverageStartDateUponRenewal)}</dd>
                      </div>
                    )}
                  </dl>
                </section>
              )}
              {benefits.members.map((member) => (
                <section key={member.memberKey} className="card account-card" aria-labelledby={`plan-${member.memberKey}`} data-testid="plan-member">
                  <h2 id={`plan-${member.memberKey}`} className="card__title">
                    {member.name} <span className="account-card__muted">({relationshipOf(member.relationship)})</span>
                  </h2>
                  {member.coverage.length === 0 ? (
                    <p>{ACCOUNT_COPY.noCoverage}</p>
                  ) : (
                    <ul className="plan-coverage-list" aria-label={`${ACCOUNT_COPY.coverageLabel}: ${member.name}`}>
                      {member.coverage.map((line) => (
                        <li key={line.category} className="coverage-line">
                          <span className="coverage-line__category">{COVERAGE_CATEGORY_LABELS[line.category]}</span>
                          <span className={STATUS_CLASS[line.status] ?? 'chip'}>{ELIGIBILITY_STATUS_LABELS[line.status]}</span>
                          <span className="coverage-line__plan">
                            {line.planId !== null && (
                              <>
                                <span className="account-card__muted">{ACCOUNT_COPY.planIdLabel} </span>
                                {line.planId}
                              </>
                            )}
                            {line.insuranceType !== null && <span className="account-card__muted"> · {line.insuranceType}</span>}
                          </span>
                          <span className="coverage-line__dates">
                            {ACCOUNT_COPY.coverageDates(
                              formatPrimaryCareDate(line.effectiveDate),
                              line.terminationDate === null ? null : formatPrimaryCareDate(line.terminationDate),
                            )}
                          </span>
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              ))}
              <p>
                <Link href={PATHS.benefitsSummary}>{ACCOUNT_COPY.viewBenefits}</Link>
              </p>
            </>
          )}
        </div>
      )}
    </AccountLayout>
  );
});
