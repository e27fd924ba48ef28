import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { AUTHORIZATION_STATUS_LABELS } from '../../domain/rules/authorizations';
import { formatBannerDate, formatPrimaryCareDate } from '../../domain/rules/formats';
import type { AuthorizationStatus } from '../../domain/model';
import { useScreenStore } from '../app/ServicesProvider';
import { PageHeading } from '../components/PageHeading';
import { Pager } from '../components/Pager';
import { SelectField } from '../components/SelectField';
import { Spinner } from '../components/Spinner';
import { FiltersForm } from '../components/FiltersForm';
import { CareLayout } from './CareLayout';
import { AuthorizationCard } from './AuthorizationCard';
import { AUTHORIZATIONS_COPY as COPY } from './authorizations-copy';
import { AuthorizationsStore } from './authorizations-store';
import { PriorAuthorizationLookUp } from './PriorAuthorizationLookUp';
import './authorizations.css';
import { gatewayLang } from '../i18n/gateway-lang';
import { AppealsStore } from '../appeals/appeals-store';
import { AppealThisDecision, DecisionAppeals } from '../appeals/DecisionAppeals';
import { authorizationDecision } from '../../domain/rules/appeals';

const AuthorizationsContent = observer(function AuthorizationsContent() {
  const store = useScreenStore(AuthorizationsStore);
  const list = store.list;
  useEffect(() => {
    void list.load();
  }, [list]);
  // The member's appeals, each shown on the request it appeals.
  const appeals = useScreenStore(AppealsStore);
  useEffect(() => {
    void appeals.load();
    return () => appeals.release();
  }, [appeals]);

  const view = list.view;
  // The appeals come with the requests, so that each card's link to its appeal form never moves it.
  if (view === null || appeals.appeals === null) return <Spinner label={COPY.loading} />;
  const filter = store.filters.value;
  const hint = COPY.dateHint(formatPrimaryCareDate(view.earliestDate));
  const showMember = view.members.length > 1;
  const first = (view.page - 1) * view.pageSize + 1;
  return (
    <>
      <PageHeading>{COPY.heading}</PageHeading>
      <p className="authorizations-intro">{view.family ? COPY.familyIntro : COPY.ownIntro}</p>
      <p className="authorizations-muted">{COPY.whatIsIt}</p>

      {view.expiringSoon.length > 0 && (
        <section className="authorizations-notice" aria-labelledby="authorizations-expiring-heading">
          <h2 id="authorizations-expiring-heading">{COPY.expiringHeading}</h2>
          <p>{COPY.expiringIntro}</p>
          <ul>
            {view.expiringSoon.map((tracked) => (
              <li key={tracked.item.authorizationId}>
                <span lang={gatewayLang(tracked.item.language)}>{tracked.item.service.description}</span>
                {COPY.expiringItemFor(tracked.item.memberName, formatBannerDate(tracked.item.approved?.endDate))}
              </li>
            ))}
          </ul>
        </section>
      )}

      <PriorAuthorizationLookUp store={store} />

      <section className="authorizations-requests" aria-labelledby="authorizations-requests-heading">
        <h2 id="authorizations-requests-heading" className="authorizations-section-heading">
          {COPY.requestsHeading}
        </h2>
        {view.total === 0 && !list.filtered ? (
          <p className="empty-state">{COPY.none}</p>
        ) : (
          <>
            <FiltersForm list={list} filters={store.filters} copy={COPY} hint={hint}>
              {showMember && (
                <SelectField
                  label={COPY.memberLabel}
                  value={filter.memberKey ?? ''}
                  options={[{ value: '', label: COPY.allMembers }, ...view.members.map((member) => ({ value: member.memberKey, label: member.name }))]}
                  onValueChange={(memberKey) => store.filters.setMember(memberKey)}
                />
              )}
              <SelectField
                label={COPY.statusLabel}
                value={filter.status ?? ''}
                options={[{ value: '', label: COPY.allStatuses }, ...view.statuses.map((status) => ({ value: status, label: AUTHORIZATION_STATUS_LABELS[status] }))]}
                onValueChange={(status) => store.filters.set('status', status === '' ? null : (status as AuthorizationStatus))}
              />
            </FiltersForm>
            <p className="authorizations-count" role="status" aria-live="polite">
              {list.loading ? COPY.loading : COPY.count(first, first + view.items.length - 1, view.total)}
            </p>
            {view.items.length === 0 ? (
              <p className="empty-state">{COPY.noneMatching}</p>
            ) : (
              <ul className="card-list authorization-list" aria-busy={list.loading}>
                {view.items.map((tracked) => (
                  <AuthorizationCard
                    key={tracked.item.authorizationId}
                    tracked={tracked}
                    appeals={
                      <>
                        <AppealThisDecision store={appeals} decision={authorizationDecision(tracked.item)} paragraphClass="authorization-card__appeal" />
                        <DecisionAppeals store={appeals} reference={tracked.item.authorizationId} />
                      </>
                    }
                  />
                ))}
              </ul>
            )}
            <Pager label={COPY.pagesLabel} page={view.page} pageCount={view.pageCount} onTurn={(page) => void list.turnTo(page)} />
          </>
        )}
      </section>
    </>
  );
});

export default function AuthorizationsPage() {
  return <CareLayout>{() => <AuthorizationsContent />}</CareLayout>;
}
