import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { Link } from 'wouter';
import { approvalHasEnded } from '../../domain/rules/authorization-approvals';
import { PATHS } from '../../domain/routes';
import { AUTHORIZATIONS_MENU_LABEL } from '../../domain/rules/menus-and-permissions';
import { formatPrimaryCareDate } from '../../domain/rules/formats';
import type { AccountState } from '../../application/shared/resolve-account-state';
import { useScreenStore } from '../app/ServicesProvider';
import { PageHeading } from '../components/PageHeading';
import { Pager } from '../components/Pager';
import { SelectField } from '../components/SelectField';
import { Spinner } from '../components/Spinner';
import { BenefitsLayout } from './BenefitsLayout';
import { BENEFITS_COPY } from './benefits-copy';
import { ReferralsStore } from './referrals-store';
import { Form } from '../components/Form';
import { gatewayLang } from '../i18n/gateway-lang';

const ReferralsContent = observer(function ReferralsContent({ state }: { readonly state: AccountState }) {
  const store = useScreenStore(ReferralsStore);
  useEffect(() => {
    void store.load();
  }, [store]);
  const view = store.results.value;
  const excludeId = useId();
  if (view === null) return <Spinner label={BENEFITS_COPY.loading} />;
  const { page, metadata } = view;
  const filters = store.filters;
  const nothingAtAll = page.totalElements === 0 && !store.filtered;
  return (
    <>
      <PageHeading>{BENEFITS_COPY.referralsHeading}</PageHeading>
      <p className="benefits-intro">{BENEFITS_COPY.referralsIntro}</p>
      <p className="benefits-intro">
        {BENEFITS_COPY.referralsTracker} <Link href={PATHS.authorizations}>{AUTHORIZATIONS_MENU_LABEL}</Link>.
      </p>
      {nothingAtAll ? (
        <p className="empty-state">{BENEFITS_COPY.referralsNone}</p>
      ) : (
        <>
          <Form className="referral-filters card" aria-label={BENEFITS_COPY.filtersHeading} onSubmit={() => undefined}>
            <SelectField
              label={BENEFITS_COPY.memberLabel}
              value={filters.memberKey ?? ''}
              options={[{ value: '', label: BENEFITS_COPY.allMembers }, ...metadata.members.map((member) => ({ value: member.memberKey, label: member.name }))]}
              onValueChange={(memberKey) => void store.filter({ memberKey })}
            />
            <SelectField
              label={BENEFITS_COPY.status}
              value={filters.statusCode ?? ''}
              options={[{ value: '', label: BENEFITS_COPY.allStatuses }, ...metadata.statuses.map((status) => ({ value: status.code, label: status.description }))]}
              onValueChange={(statusCode) => void store.filter({ statusCode })}
            />
            <SelectField
              label={BENEFITS_COPY.provider}
              value={filters.providerId ?? ''}
              options={[{ value: '', label: BENEFITS_COPY.allProviders }, ...metadata.providers.map((provider) => ({ value: provider.providerId, label: provider.name }))]}
              onValueChange={(providerId) => void store.filter({ providerId })}
            />
            <div className="checkbox-field">
              <input id={excludeId} type="checkbox" checked={filters.excludeExpired === true} onChange={(event) => void store.filter({ excludeExpired: event.target.checked })} />
              <label htmlFor={excludeId}>{BENEFITS_COPY.excludeExpired}</label>
            </div>
          </Form>
          <p className="referral-count" role="status" aria-live="polite">
            {store.results.loading ? BENEFITS_COPY.loading : BENEFITS_COPY.results(page.totalElements)}
          </p>
          {page.empty ? (
            <p className="empty-state">{BENEFITS_COPY.referralsEmpty}</p>
          ) : (
            <ul className="referral-list" data-testid="referrals" aria-busy={store.results.loading}>
              {page.content.map((referral) => {
                const expired = approvalHasEnded(referral.endDate, state.today);
                return (
                  <li key={referral.referralId} className="referral-card card">
                    <div className="referral-card__head">
                      <h2 className="referral-card__provider">{referral.providerName}</h2>
                      <span className={`status-pill status-pill--${referral.statusCode.toLowerCase()}`} lang={gatewayLang()}>
                        {referral.statusDescription}
                      </span>
                      {expired && <span className="status-pill status-pill--expired">{BENEFITS_COPY.expired}</span>}
                    </div>
                    <dl className="referral-card__facts">
                      <div>
                        <dt>{BENEFITS_COPY.memberLabel}</dt>
                        <dd>{referral.memberName}</dd>
                      </div>
                      <div>
                        <dt>{BENEFITS_COPY.specialty}</dt>
                        <dd lang={gatewayLang()}>{referral.specialty}</dd>
                      </div>
                      <div>
                        <dt>{BENEFITS_COPY.referralDates}</dt>
                        <dd>
                          {formatPrimaryCareDate(referral.startDate)} - {formatPrimaryCareDate(referral.endDate)}
                        </dd>
                      </div>
                      <div>
                        <dt>{BENEFITS_COPY.visits}</dt>
                        <dd>{BENEFITS_COPY.visitsUsed(referral.visitsUsed, referral.visitsAuthorized)}</dd>
                      </div>
                      <div>
                        <dt>{BENEFITS_COPY.referralId}</dt>
                        <dd>{referral.referralId}</dd>
                      </div>
                    </dl>
                  </li>
                );
              })}
            </ul>
          )}
          <Pager label={BENEFITS_COPY.pagination} page={page.number + 1} pageCount={page.totalPages} onTurn={(to) => void store.goTo(to - 1)} />
        </>
      )}
    </>
  );
});

export default function ReferralsPage() {
  return <BenefitsLayout page="Referrals">{(state) => <ReferralsContent state={state} />}</BenefitsLayout>;
}
