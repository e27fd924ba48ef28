import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Redirect } from 'wouter';
import { useScreenStore } from '../app/ServicesProvider';
import { Icon } from '../components/Icon';
import { PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { ClaimsLayout } from './ClaimsLayout';
import { ClaimsTable } from './ClaimsTable';
import { CLAIMS_COPY } from './claims-copy';
import { NavitusStore } from './navitus-store';
import { ExternalLink } from '../components/ExternalLink';

const NavitusContent = observer(function NavitusContent() {
  const store = useScreenStore(NavitusStore);
  useEffect(() => {
    void store.load();
  }, [store]);

  if (store.notFound) return <Redirect to="/error/404" replace />;
  const view = store.view;
  if (view === null) return <Spinner label={CLAIMS_COPY.loading} />;
  return (
    <>
      <PageHeading>{CLAIMS_COPY.navitusHeading}</PageHeading>
      <p className="claims-intro">{CLAIMS_COPY.navitusIntro}</p>
      <section className="card navitus-card" aria-label={CLAIMS_COPY.navitusSite}>
        {view.portalUrl === null ? (
          <p>{CLAIMS_COPY.navitusSiteUnavailable}</p>
        ) : (
          <ExternalLink className="button button--primary" href={view.portalUrl} iconSize={18}>
            {CLAIMS_COPY.navitusSite}
          </ExternalLink>
        )}
        {view.customerServicePhone !== null && (
          <p className="navitus-card__phone">
            <Icon name="phone" size={18} />
            <a href={`tel:${view.customerServicePhone.replace(/[^\d+]/g, '')}`}>{CLAIMS_COPY.navitusPhone(view.customerServicePhone)}</a>
          </p>
        )}
      </section>
      <h2 className="claims-section-heading">{CLAIMS_COPY.pharmacyHeading}</h2>
      {view.claims.length === 0 ? (
        <p className="claims-empty">{CLAIMS_COPY.pharmacyNone}</p>
      ) : (
        <ClaimsTable claims={view.claims} caption={CLAIMS_COPY.pharmacyCaption} showMember={view.showMember} pharmacy />
      )}
    </>
  );
});

export default function NavitusPage() {
  return (
    <ClaimsLayout page="navitus">{() => <NavitusContent />}</ClaimsLayout>
  );
}
