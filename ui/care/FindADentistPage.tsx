import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { useScreenStore } from '../app/ServicesProvider';
import { Icon } from '../components/Icon';
import { PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { CareLayout } from './CareLayout';
import { CARE_COPY } from './care-copy';
import { CareResourcesStore } from './care-resources-store';
import { ExternalLink } from '../components/ExternalLink';

const DentistContent = observer(function DentistContent({ plan }: { readonly plan: string | null }) {
  const store = useScreenStore(CareResourcesStore);
  useEffect(() => {
    void store.load(plan);
  }, [store, plan]);
  const view = store.view;
  if (view === null) return <Spinner label={CARE_COPY.loading} />;
  const directory = view.dentists;
  const medicare = !directory.isDocument && new URL(directory.url).searchParams.has('plan');
  return (
    <>
      <PageHeading>{CARE_COPY.dentistHeading}</PageHeading>
      <p className="care-intro">{CARE_COPY.dentistIntro}</p>
      <section className="card care-dentist" aria-label={CARE_COPY.dentistHeading}>
        {medicare && <p className="care-note">{CARE_COPY.dentistMedicare}</p>}
        <ExternalLink className="button button--primary" href={directory.url} data-testid="dentist-directory" leadingIcon={directory.isDocument ? 'document' : 'search'} iconSize={18}>
          {directory.isDocument ? CARE_COPY.dentistDirectory : CARE_COPY.dentistSearch}
        </ExternalLink>
        <p className="care-dentist__phone">
          <Icon name="phone" size={18} />
          <span>
            {CARE_COPY.dentistCallBefore}{' '}
            <a href={`tel:${directory.phone.replace(/[^\d+]/g, '')}`} className="care-phone">
              {directory.phone}
            </a>{' '}
            {CARE_COPY.dentistCallAfter}
          </span>
        </p>
      </section>
      <section className="care-tips" aria-labelledby="dentist-tips">
        <h2 id="dentist-tips" className="care-section-heading">
          {CARE_COPY.dentistTipsHeading}
        </h2>
        <ul>
          {CARE_COPY.dentistTips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
    </>
  );
});

export default function FindADentistPage() {
  const search = useSearch();
  const plan = new URLSearchParams(search).get('plan');
  return <CareLayout>{() => <DentistContent plan={plan} />}</CareLayout>;
}
