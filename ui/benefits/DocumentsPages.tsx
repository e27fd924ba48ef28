import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { categoryEligibility, eligibilityStatus } from '../../domain/rules/eligibility-status';
import { COVERAGE_CATEGORIES, COVERAGE_CATEGORY_LABELS } from '../../domain/rules/benefit-categories';
import type { AccountState } from '../../application/shared/resolve-account-state';
import { useScreenStore } from '../app/ServicesProvider';
import { Icon } from '../components/Icon';
import { PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { BenefitsLayout } from './BenefitsLayout';
import { BENEFITS_COPY } from './benefits-copy';
import { MedicareMaterialsStore, OutlineOfCoverageStore } from './documents-store';
import { useService } from '../app/ServicesProvider';
import { SessionStore } from '../stores/session-store';
import { gatewayLang } from '../i18n/gateway-lang';
import { ExternalLink } from '../components/ExternalLink';
import { NameInText } from '../i18n/NameInText';

const HandbooksContent = observer(function HandbooksContent({ state }: { readonly state: AccountState }) {
  const store = useScreenStore(OutlineOfCoverageStore);
  const session = useService(SessionStore);
  useEffect(() => {
    void store.load();
  }, [store]);
  const outline = store.outline.value;
  const covered = COVERAGE_CATEGORIES.filter((category) => {
    const status = eligibilityStatus(categoryEligibility(state.viewer, category), state.today);
    return status === 'Active' || status === 'Future';
  });
  return (
    <>
      <PageHeading>{session.brand.handbooksLabel}</PageHeading>
      <p className="benefits-intro">{BENEFITS_COPY.handbooksIntro}</p>
      <section className="benefits-section card" aria-labelledby="handbook-plans">
        <h2 id="handbook-plans" className="benefits-section__title">
          {BENEFITS_COPY.handbooksPlans}
        </h2>
        <ul className="document-list">
          {covered.map((category) => (
            <li key={category} className="document-list__item">
              <Icon name="document" size={20} />
              <span>{COVERAGE_CATEGORY_LABELS[category]}</span>
            </li>
          ))}
        </ul>
        <p>{BENEFITS_COPY.handbooksRequest(session.brand.supportPhone)}</p>
      </section>
      {outline === null ? (
        <Spinner label={BENEFITS_COPY.loading} />
      ) : (
        outline.url !== null && (
          <section className="benefits-section card" aria-labelledby="handbook-outline">
            <h2 id="handbook-outline" className="benefits-section__title">
              {BENEFITS_COPY.handbooksOutline}
            </h2>
            <p>
              <Link href="/benefits/certificate">{BENEFITS_COPY.handbooksOutlineLink}</Link>
            </p>
          </section>
        )
      )}
    </>
  );
});

export const HandbooksPage = function HandbooksPage() {
  return <BenefitsLayout page="Member Handbooks">{(state) => <HandbooksContent state={state} />}</BenefitsLayout>;
};

const CertificateContent = observer(function CertificateContent() {
  const store = useScreenStore(OutlineOfCoverageStore);
  useEffect(() => {
    void store.load();
  }, [store]);
  const outline = store.outline.value;
  return (
    <>
      <PageHeading>{BENEFITS_COPY.certificateHeading}</PageHeading>
      <p className="benefits-intro">{BENEFITS_COPY.certificateIntro}</p>
      {outline === null ? (
        <Spinner label={BENEFITS_COPY.loading} />
      ) : outline.url === null ? (
        <p className="empty-state">{BENEFITS_COPY.certificateEmpty}</p>
      ) : (
        <p>
          <ExternalLink href={outline.url} className="button button--primary" leadingIcon="document" iconSize={18}>
            {BENEFITS_COPY.certificateLink}
          </ExternalLink>
        </p>
      )}
    </>
  );
});

export const CertificatePage = function CertificatePage() {
  return <BenefitsLayout page="Certificate of Coverage">{() => <CertificateContent />}</BenefitsLayout>;
};

const MedicareContent = observer(function MedicareContent() {
  const store = useScreenStore(MedicareMaterialsStore);
  useEffect(() => {
    void store.load();
  }, [store]);
  const view = store.materials.value;
  return (
    <>
      <PageHeading>{BENEFITS_COPY.medicareHeading}</PageHeading>
      <p className="benefits-intro">{BENEFITS_COPY.medicareIntro}</p>
      {view === null ? (
        <Spinner label={BENEFITS_COPY.loading} />
      ) : view.materials.length === 0 ? (
        <p className="empty-state" data-testid="medicare-empty">
          {view.refused ? BENEFITS_COPY.medicareRefused : BENEFITS_COPY.medicareEmpty}
        </p>
      ) : (
        <ul className="document-grid" data-testid="medicare-materials">
          {view.materials.map((material) => (
            <li key={material.id} className="document-card card">
              <p className="document-card__year">{material.year}</p>
              <h2 className="document-card__title" lang={gatewayLang()}>
                {material.title}
              </h2>
              <p lang={gatewayLang()}>{material.description}</p>
              <ExternalLink href={material.url} className="button button--small" leadingIcon="document" iconSize={16}>
                <span>
                  <NameInText format={BENEFITS_COPY.medicareOpen} name={material.title} lang={gatewayLang()} />
                </span>
              </ExternalLink>
            </li>
          ))}
        </ul>
      )}
    </>
  );
});

export const MedicareMaterialsPage = function MedicareMaterialsPage() {
  return <BenefitsLayout page="Medicare Materials">{() => <MedicareContent />}</BenefitsLayout>;
};
