import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { programPagePath, type ProgramLink } from '../../domain/rules/program-links';
import { useScreenStore } from '../app/ServicesProvider';
import { PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { BenefitsLayout } from './BenefitsLayout';
import { BENEFITS_COPY } from './benefits-copy';
import { ProgramLinkButton } from './ProgramLinkButton';
import { ProgramsStore } from './programs-store';

/** External sites are visited; a page of its own is opened; anything else is read about on the program page. */
function actionLabel(link: ProgramLink, programId: number): string {
  if (link.kind === 'external') return BENEFITS_COPY.visitSite;
  return link.path === programPagePath(programId) ? BENEFITS_COPY.learnMore : BENEFITS_COPY.openProgram;
}

const ProgramsContent = observer(function ProgramsContent() {
  const store = useScreenStore(ProgramsStore);
  useEffect(() => {
    void store.load();
  }, [store]);
  const programs = store.programs.value;
  return (
    <>
      <PageHeading>{BENEFITS_COPY.programsHeading}</PageHeading>
      <p className="benefits-intro">{BENEFITS_COPY.programsIntro}</p>
      {programs === null ? (
        <Spinner label={BENEFITS_COPY.loading} />
      ) : programs.length === 0 ? (
        <p className="empty-state">{BENEFITS_COPY.programsEmpty}</p>
      ) : (
        <ul className="program-grid" data-testid="programs">
          {programs.map((program) => (
            <li key={program.id} className="program-card card">
              <h2 className="program-card__title">
                <Link href={programPagePath(program.id)}>{program.title}</Link>
              </h2>
              <p className="program-card__description">{program.shortDescription ?? program.description}</p>
              <ul className="pill-list" aria-label={BENEFITS_COPY.categories}>
                {program.categories.map((category) => (
                  <li key={category} className="pill">
                    {category}
                  </li>
                ))}
              </ul>
              <p className={program.eligible ? 'program-card__eligibility' : 'program-card__eligibility program-card__eligibility--no'}>
                {program.eligible ? BENEFITS_COPY.eligible : BENEFITS_COPY.notEligible}
              </p>
              {program.eligible && (
                <div className="program-card__actions">
                  <ProgramLinkButton link={program.link} name={program.title} label={actionLabel(program.link, program.id)} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
});

export default function ProgramsPage() {
  return <BenefitsLayout page="Programs">{() => <ProgramsContent />}</BenefitsLayout>;
}
