import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useParams } from 'wouter';
import { useScreenStore } from '../app/ServicesProvider';
import { PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { AsOfNotice } from './AsOfNotice';
import { BenefitsLayout } from './BenefitsLayout';
import { BENEFITS_COPY } from './benefits-copy';
import { benefitsSearch, useBenefitsQuery } from './benefits-query';
import { MedicalServiceStore } from './medical-store';
import { PATHS, pathTo } from '../../domain/routes';
import { gatewayLang } from '../i18n/gateway-lang';
import { BackLink } from '../components/BackLink';

const MedicalServiceContent = observer(function MedicalServiceContent() {
  const store = useScreenStore(MedicalServiceStore);
  const params = useParams<{ serviceId: string }>();
  const serviceId = params.serviceId;
  const { query } = useBenefitsQuery();
  const { asOfDate } = query;
  useEffect(() => {
    void store.load(serviceId, asOfDate);
  }, [store, serviceId, asOfDate]);

  const detail = store.detail.value;
  const title = detail?.tierOutOfPocket[0]?.description ?? serviceId;
  return (
    <>
      <BackLink href={`${PATHS.medical}${benefitsSearch({ suffix: null, asOfDate })}`}>{BENEFITS_COPY.serviceBack}</BackLink>
      {detail === null || store.detail.loading ? (
        <Spinner label={BENEFITS_COPY.loading} />
      ) : (
        <>
          <PageHeading>
            <span lang={gatewayLang()}>{title}</span>
          </PageHeading>
          <AsOfNotice asOfDate={asOfDate} todayPath={pathTo('medicalService', { serviceId })} />
          {detail.mainNote !== null && (
            <p className="main-note" lang={gatewayLang()}>
              {detail.mainNote}
            </p>
          )}
          <section className="benefits-section" aria-labelledby="costs-heading">
            <h2 id="costs-heading" className="benefits-section__title">
              {BENEFITS_COPY.serviceCosts}
            </h2>
            <ul className="cost-grid">
              {detail.tierOutOfPocket.map((row) => (
                <li key={`${row.network}-${row.description}`} className="cost-card card" lang={gatewayLang()}>
                  <p className="cost-card__network">{row.network}</p>
                  <p className="cost-card__amount">
                    <span className="visually-hidden">{BENEFITS_COPY.cost}: </span>
                    {row.copay}
                  </p>
                  <p className="cost-card__kind">{row.isCopay ? BENEFITS_COPY.copay : BENEFITS_COPY.coinsurance}</p>
                  <p className="cost-card__description">{row.description}</p>
                  {row.note !== null && <p className="cost-card__note">{row.note}</p>}
                </li>
              ))}
            </ul>
          </section>
          {detail.outOfPocket !== null && (
            <p className="detail-description" lang={gatewayLang()}>
              {detail.outOfPocket}
            </p>
          )}
        </>
      )}
    </>
  );
});

export default function MedicalServicePage() {
  return <BenefitsLayout page="Medical">{() => <MedicalServiceContent />}</BenefitsLayout>;
}
