import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, Redirect } from 'wouter';
import type { ClaimType } from '../../domain/model';
import { CLAIM_TYPE_LABELS } from '../../domain/rules/claims';
import { formatPrimaryCareDate } from '../../domain/rules/formats';
import { formatUsd } from '../../domain/rules/money';
import { useScreenStore } from '../app/ServicesProvider';
import { PageHeading } from '../components/PageHeading';
import { Pager } from '../components/Pager';
import { SelectField } from '../components/SelectField';
import { Spinner } from '../components/Spinner';
import { PATHS } from '../../domain/routes';
import { FiltersForm } from '../components/FiltersForm';
import { ClaimsLayout } from './ClaimsLayout';
import { ClaimsTable } from './ClaimsTable';
import { CLAIMS_COPY } from './claims-copy';
import { ClaimsStore } from './claims-store';
import { Unavailable } from './Unavailable';

const ClaimsContent = observer(function ClaimsContent() {
  const store = useScreenStore(ClaimsStore);
  const list = store.list;
  useEffect(() => {
    void list.load();
  }, [list]);

  if (list.notAllowed) return <Redirect to="/error/404" replace />;
  const view = list.view;
  if (view === null && list.unavailable) {
    return (
      <>
        <PageHeading>{CLAIMS_COPY.claimsHeading}</PageHeading>
        <Unavailable message={CLAIMS_COPY.unavailable} busy={list.loading} onRetry={() => void list.retry()} />
      </>
    );
  }
  if (view === null) return <Spinner label={CLAIMS_COPY.loading} />;
  const filter = store.filters.value;
  const hint = CLAIMS_COPY.dateHint(formatPrimaryCareDate(view.earliestDate));
  const showMember = view.members.length > 1;
  const total = view.total;
  const first = (view.page - 1) * view.pageSize + 1;
  return (
    <>
      <PageHeading>{CLAIMS_COPY.claimsHeading}</PageHeading>
      <p className="claims-intro">{view.family ? CLAIMS_COPY.claimsIntro : CLAIMS_COPY.dependantIntro}</p>
      {view.navitus && (
        <p className="claims-note">
          {CLAIMS_COPY.navitusNote} <Link href={PATHS.navitus}>{CLAIMS_COPY.navitusLink}</Link>
        </p>
      )}
      <FiltersForm list={list} filters={store.filters} copy={CLAIMS_COPY} hint={hint}>
        {showMember && (
          <SelectField
            label={CLAIMS_COPY.memberLabel}
            value={filter.memberKey ?? ''}
            options={[{ value: '', label: CLAIMS_COPY.allMembers }, ...view.members.map((member) => ({ value: member.memberKey, label: member.name }))]}
            onValueChange={(memberKey) => store.filters.setMember(memberKey)}
          />
        )}
        <SelectField
          label={CLAIMS_COPY.typeLabel}
          value={filter.claimType ?? ''}
          options={[{ value: '', label: CLAIMS_COPY.allTypes }, ...view.claimTypes.map((type) => ({ value: type, label: CLAIM_TYPE_LABELS[type] }))]}
          onValueChange={(type) => store.filters.set('claimType', type === '' ? null : (type as ClaimType))}
        />
      </FiltersForm>

      {list.unavailable && <Unavailable message={CLAIMS_COPY.unavailable} busy={list.loading} onRetry={() => void list.retry()} />}
      <p className="claims-count" role="status" aria-live="polite">
        {list.loading ? CLAIMS_COPY.loading : CLAIMS_COPY.count(first, first + view.claims.length - 1, total)}
      </p>
      {total === 0 ? (
        <p className="claims-empty">{list.filtered ? CLAIMS_COPY.noneMatching : CLAIMS_COPY.none}</p>
      ) : (
        <>
          {/* While another page loads, the one being read stays, marked busy, and the count says Loading. */}
          <ClaimsTable claims={view.claims} caption={CLAIMS_COPY.tableCaption} showMember={showMember} busy={list.loading} />
          <Pager label={CLAIMS_COPY.pagesLabel} page={view.page} pageCount={view.pageCount} onTurn={(page) => void list.turnTo(page)} />
          <section className="claims-totals card" aria-labelledby="claims-totals-heading">
            <h2 id="claims-totals-heading" className="card__title">
              {CLAIMS_COPY.totalsHeading(total, list.filtered)}
            </h2>
            <dl className="claims-facts">
              <div>
                <dt>{CLAIMS_COPY.billed}</dt>
                <dd>{formatUsd(view.totals.billed)}</dd>
              </div>
              <div>
                <dt>{CLAIMS_COPY.planPaid}</dt>
                <dd>{formatUsd(view.totals.planPaid)}</dd>
              </div>
              <div>
                <dt>{CLAIMS_COPY.yourShare}</dt>
                <dd>{formatUsd(view.totals.memberShare)}</dd>
              </div>
            </dl>
          </section>
        </>
      )}
    </>
  );
});

export default function ClaimsPage() {
  return <ClaimsLayout page="claims">{() => <ClaimsContent />}</ClaimsLayout>;
}
