import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useParams } from 'wouter';
import { PATHS } from '../../domain/routes';
import { programPagePath } from '../../domain/rules/program-links';
import { useScreenStore } from '../app/ServicesProvider';
import { Icon } from '../components/Icon';
import { PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { BenefitsLayout } from './BenefitsLayout';
import { BENEFITS_COPY } from './benefits-copy';
import { ProgramLinkButton } from './ProgramLinkButton';
import { ProgramStore } from './programs-store';
import { BackLink } from '../components/BackLink';

const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

const ProgramContent = observer(function ProgramContent({ programId }: { readonly programId: number }) {
  const store = useScreenStore(ProgramStore);
  useEffect(() => {
    void store.load(programId);
  }, [store, programId]);
  const view = store.program.value;
  return (
    <>
      <BackLink href={PATHS.programs}>{BENEFITS_COPY.programBack}</BackLink>
      {view === null || store.program.loading ? (
        <Spinner label={BENEFITS_COPY.loading} />
      ) : view.program === null ? (
        <>
          <PageHeading>{BENEFITS_COPY.programsHeading}</PageHeading>
          <p className="empty-state">{BENEFITS_COPY.programNotFound}</p>
        </>
      ) : (
        <article className="program-detail card">
          <PageHeading>{view.program.title}</PageHeading>
          {view.program.shortDescription !== null && <p className="program-detail__lead">{view.program.shortDescription}</p>}
          <p>{view.program.description}</p>
          <dl className="coverage-list">
            <div className="coverage-list__row">
              <dt>{BENEFITS_COPY.categories}</dt>
              <dd>{view.program.categories.join(', ')}</dd>
            </div>
            <div className="coverage-list__row">
              <dt>{BENEFITS_COPY.status}</dt>
              <dd>{view.program.eligible ? BENEFITS_COPY.eligible : BENEFITS_COPY.notEligible}</dd>
            </div>
            {view.details?.phoneNumber != null && (
              <div className="coverage-list__row">
                <dt>{BENEFITS_COPY.programPhone}</dt>
                <dd>
                  <a href={telHref(view.details.phoneNumber)} className="phone-link">
                    <Icon name="phone" size={16} />
                    {view.details.phoneNumber}
                  </a>
                </dd>
              </div>
            )}
          </dl>
          {view.program.eligible && !(view.program.link.kind === 'internal' && view.program.link.path === programPagePath(view.program.id)) && (
            <p className="program-detail__actions">
              <ProgramLinkButton
                link={view.program.link}
                name={view.program.title}
                label={view.program.link.kind === 'external' ? BENEFITS_COPY.visitSite : BENEFITS_COPY.openProgram}
                className="button button--primary"
              />
            </p>
          )}
        </article>
      )}
    </>
  );
});

export default function ProgramPage() {
  const params = useParams<{ id: string }>();
  const programId = /^-?\d+$/.test(params.id) ? Number(params.id) : Number.NaN;
  return <BenefitsLayout page="Programs">{() => <ProgramContent programId={programId} />}</BenefitsLayout>;
}
