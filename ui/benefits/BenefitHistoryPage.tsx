import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, Redirect, useParams } from 'wouter';
import { categoryFromSlug, categorySlug, type CoverageCategory } from '../../domain/rules/benefit-categories';
import { parseEffectiveTime } from '../../domain/rules/benefit-history';
import { formatBannerDate, formatPrimaryCareDate } from '../../domain/rules/formats';
import type { AccountState } from '../../application/shared/resolve-account-state';
import { useScreenStore } from '../app/ServicesProvider';
import { PageHeading } from '../components/PageHeading';
import { ScrollRegion } from '../components/ScrollRegion';
import { Spinner } from '../components/Spinner';
import { BenefitsLayout } from './BenefitsLayout';
import { BENEFITS_COPY } from './benefits-copy';
import { benefitsSearch } from './benefits-query';
import { BenefitHistoryStore } from './history-store';
import { relationshipOf } from '../../domain/rules/member-account';

const COVERAGE: readonly CoverageCategory[] = ['Medical', 'Dental', 'Vision', 'Pharmacy'];

const HistoryContent = observer(function HistoryContent({ state, category, day }: { readonly state: AccountState; readonly category: CoverageCategory; readonly day: string }) {
  const store = useScreenStore(BenefitHistoryStore);
  useEffect(() => {
    void store.load(state, category, day);
  }, [store, state, category, day]);
  const members = store.history.value;
  return (
    <>
      <PageHeading>{BENEFITS_COPY.historyHeading(category)}</PageHeading>
      <p className="benefits-intro">{BENEFITS_COPY.historyIntro(formatBannerDate(day))}</p>
      <p>
        <Link href={`/benefits/${categorySlug(category)}${benefitsSearch({ suffix: null, asOfDate: day })}`} className="button button--small">
          {BENEFITS_COPY.historyBenefitsLink(category, formatPrimaryCareDate(day))}
        </Link>
      </p>
      {members === null || store.history.loading ? (
        <Spinner label={BENEFITS_COPY.loading} />
      ) : members.length === 0 ? (
        <p className="empty-state">{BENEFITS_COPY.historyEmpty}</p>
      ) : (
        <div className="history-list">
          {members.map((entry) => {
            const name = entry.member === null ? BENEFITS_COPY.unknownMember : `${entry.member.firstName} ${entry.member.lastName}`;
            return (
              <section key={entry.memberKey} className="history-member card" aria-labelledby={`history-${entry.memberKey}`}>
                <h2 id={`history-${entry.memberKey}`} className="history-member__name">
                  {name}
                  {entry.member !== null && <span className="history-member__relationship">{relationshipOf(entry.member)}</span>}
                </h2>
                <p className="history-member__on-date" data-testid="history-on-date">
                  <span className="history-member__label">{BENEFITS_COPY.historyOnDate}:</span>{' '}
                  {entry.onDate === null ? BENEFITS_COPY.noPlanOnDate : <strong>{entry.onDate.plan}</strong>}
                </p>
                <ScrollRegion className="history-table-wrap" label={`${BENEFITS_COPY.historyAll}: ${name}`}>
                  <table className="history-table">
                    <caption className="visually-hidden">
                      {BENEFITS_COPY.historyAll}: {name}
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col">{BENEFITS_COPY.planLabel}</th>
                        <th scope="col">{BENEFITS_COPY.effective}</th>
                        <th scope="col">{BENEFITS_COPY.termed}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {entry.eligibilities.map((year) => {
                        const current = entry.onDate !== null && year.effectiveDate === entry.onDate.effectiveDate;
                        return (
                          <tr key={year.effectiveDate} className={current ? 'history-table__row--current' : undefined} aria-current={current ? 'true' : undefined}>
                            <td>{year.plan}</td>
                            <td>{formatPrimaryCareDate(year.effectiveDate)}</td>
                            <td>{year.termedDate === null ? BENEFITS_COPY.present : formatPrimaryCareDate(year.termedDate)}</td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </ScrollRegion>
              </section>
            );
          })}
        </div>
      )}
    </>
  );
});

export default function BenefitHistoryPage() {
  const params = useParams<{ effectiveTime: string; category: string }>();
  const category = categoryFromSlug(params.category);
  const coverage = COVERAGE.find((candidate) => candidate === category);
  const day = parseEffectiveTime(params.effectiveTime);
  if (coverage === undefined || day === null) return <Redirect to="/error/404" replace />;
  return <BenefitsLayout page="Summary">{(state) => <HistoryContent state={state} category={coverage} day={day} />}</BenefitsLayout>;
}
