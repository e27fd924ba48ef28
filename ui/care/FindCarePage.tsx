import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import { PROGRAM_IDS } from '../../domain/rules/programs';
import { programPagePath } from '../../domain/rules/program-links';
import { PATHS } from '../../domain/routes';
import type { CareResource } from '../../domain/rules/find-care';
import type { CareResourcesView } from '../../application/care/load-care-resources';
import { useScreenStore } from '../app/ServicesProvider';
import { Icon, type IconName } from '../components/Icon';
import { PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { CareLayout } from './CareLayout';
import { CARE_COPY } from './care-copy';
import { CareResourcesStore } from './care-resources-store';
import { ExternalLink } from '../components/ExternalLink';

const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

function ResourceCard({ icon, title, text, children }: { readonly icon: IconName; readonly title: string; readonly text: string; readonly children: ReactNode }) {
  return (
    <li className="card care-resource">
      <div className="care-resource__head">
        <span className="care-resource__badge" aria-hidden="true">
          <Icon name={icon} size={22} />
        </span>
        <h2 className="card__title">{title}</h2>
      </div>
      <p className="care-resource__text">{text}</p>
      <div className="care-resource__actions">{children}</div>
    </li>
  );
}

function Resource({ resource, view }: { readonly resource: CareResource; readonly view: CareResourcesView }) {
  switch (resource.kind) {
    case 'primary-care':
      return (
        <ResourceCard icon="heart" title={CARE_COPY.primaryCareResourceTitle} text={CARE_COPY.primaryCareResourceText}>
          <Link href={PATHS.primaryCare} className="button button--primary">
            {CARE_COPY.primaryCareResourceLink}
          </Link>
        </ResourceCard>
      );
    case 'find-a-dentist':
      // A brand with a printed directory (Providence) offers it right here, with the phone number.
      if (view.dentists.isDocument) {
        return (
          <ResourceCard icon="document" title={view.dentists.title ?? CARE_COPY.dentistResourceTitle} text={CARE_COPY.dentalDirectoryText}>
            <ExternalLink href={view.dentists.url} className="button button--primary" trailingIcon={false}>
              {CARE_COPY.dentistDirectory}
            </ExternalLink>
            <a href={telHref(view.dentists.phone)} className="button">
              <Icon name="phone" size={18} />
              {CARE_COPY.callProgram(view.dentists.phone)}
            </a>
          </ResourceCard>
        );
      }
      return (
        <ResourceCard icon="search" title={CARE_COPY.dentistResourceTitle} text={CARE_COPY.dentistResourceText}>
          <Link href={PATHS.findADentist} className="button button--primary">
            {CARE_COPY.dentistResourceLink}
          </Link>
        </ResourceCard>
      );
    case 'program': {
      const { program, phoneNumber } = resource;
      // Passport dental has its own page; other programs open their program page, which knows their sites.
      const path = program.id === PROGRAM_IDS.PASSPORT_DENTAL ? '/passport-dental' : programPagePath(program.id);
      return (
        <ResourceCard icon={phoneNumber === null ? 'chat' : 'phone'} title={program.name} text={program.description}>
          {phoneNumber !== null && (
            <a href={telHref(phoneNumber)} className="button">
              <Icon name="phone" size={18} />
              {CARE_COPY.callProgram(phoneNumber)}
            </a>
          )}
          <Link href={path} className="care-resource__link">
            {CARE_COPY.programLearnMore(program.name)}
          </Link>
        </ResourceCard>
      );
    }
  }
}

const ResourcesContent = observer(function ResourcesContent() {
  const store = useScreenStore(CareResourcesStore);
  useEffect(() => {
    void store.load();
  }, [store]);
  const view = store.view;
  if (view === null) return <Spinner label={CARE_COPY.loading} />;
  return (
    <>
      <PageHeading>{CARE_COPY.resourcesHeading}</PageHeading>
      <p className="care-intro">{CARE_COPY.resourcesIntro}</p>
      <ul className="card-list care-resources" data-testid="care-resources">
        {view.resources.map((resource) => (
          <Resource key={resource.kind === 'program' ? `program-${resource.program.id}` : resource.kind} resource={resource} view={view} />
        ))}
      </ul>
    </>
  );
});

export default function FindCarePage() {
  return <CareLayout>{() => <ResourcesContent />}</CareLayout>;
}
