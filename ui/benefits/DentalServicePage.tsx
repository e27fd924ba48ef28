import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useParams } from 'wouter';
import type { AccountState } from '../../application/shared/resolve-account-state';
import { useScreenStore } from '../app/ServicesProvider';
import { PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { BenefitsLayout } from './BenefitsLayout';
import { BENEFITS_COPY } from './benefits-copy';
import { benefitsSearch, useBenefitsQuery } from './benefits-query';
import { DentalServiceStore } from './dental-store';
import { pathTo } from '../../domain/routes';
import { gatewayLang } from '../i18n/gateway-lang';
import { BackLink } from '../components/BackLink';

/** /details/{tier}/dental/{code} (one tier) and /services/dental/{code} (every tier). */
const DentalServiceContent = observer(function DentalServiceContent({ state, inTier }: { readonly state: AccountState; readonly inTier: boolean }) {
  const store = useScreenStore(DentalServiceStore);
  const params = useParams<{ tier?: string; code: string }>();
  const tierId = inTier ? (params.tier ?? null) : null;
  const code = params.code;
  const { query } = useBenefitsQuery();
  const { suffix, asOfDate } = query;
  useEffect(() => {
    void store.load(state, { suffix, asOfDate }, code, tierId);
  }, [store, state, suffix, asOfDate, code, tierId]);

  const view = store.service.value;
  const search = benefitsSearch({ suffix, asOfDate });
  const first = view?.tiers[0];
  const member = store.choice.member;
  return (
    <>
      <BackLink href={`/benefits/dental${search}`}>{BENEFITS_COPY.dentalServiceBack}</BackLink>
      {view === null || store.service.loading ? (
        <Spinner label={BENEFITS_COPY.loading} />
      ) : (
        <>
          <PageHeading>
            <span lang={gatewayLang()}>{first?.service.name ?? code}</span>
          </PageHeading>
          <p className="service-detail__meta">
            <span className="pill">{view.code}</span>
            {first !== undefined && <span>{first.category}</span>}
            {member !== null && (
              <span>
                {BENEFITS_COPY.memberLabel}: {member.firstName} {member.lastName}
              </span>
            )}
          </p>
          {first === undefined ? (
            <p className="empty-state">{BENEFITS_COPY.dentalServiceNotCovered}</p>
          ) : (
            <>
              <p className="main-note" lang={gatewayLang()}>
                {first.service.description}
              </p>
              <ul className="cost-grid" data-testid="dental-service-tiers">
                {view.tiers.map((entry) => (
                  <li key={entry.tier.tierId} className="cost-card card">
                    <p className="cost-card__network">{entry.tier.label}</p>
                    <p className="cost-card__amount">{BENEFITS_COPY.planPaysAmount(entry.service.amount)}</p>
                    <p className="cost-card__kind">{BENEFITS_COPY.planPays}</p>
                    {entry.service.benefitLimit !== null && (
                      <p className="cost-card__note">
                        {BENEFITS_COPY.benefitLimit}: {entry.service.benefitLimit}
                      </p>
                    )}
                    {entry.service.incentiveTiers.length > 0 && (
                      <p className="cost-card__note">
                        {BENEFITS_COPY.incentiveTiers}: {entry.service.incentiveTiers.join(', ')}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
              {inTier && (
                <p>
                  <Link href={`${pathTo('dentalService', { code })}${search}`}>{BENEFITS_COPY.compareTiers}</Link>
                </p>
              )}
            </>
          )}
        </>
      )}
    </>
  );
});

export default function DentalServicePage({ inTier }: { readonly inTier: boolean }) {
  return <BenefitsLayout page="Dental">{(state) => <DentalServiceContent state={state} inTier={inTier} />}</BenefitsLayout>;
}
