import { Link } from 'wouter';
import { COMPONENTS_COPY } from '../components/components-copy';
import type { ProgramTile as ProgramTileData } from '../../application/home/load-home-dashboard';
import { truncateProgramName } from '../../domain/rules/programs';
import { Icon } from '../components/Icon';
import { HOME_COPY } from './home-copy';
import { ProgramIcon } from './ProgramIcon';

/**
 * A program tile: its icon, its name cut at 25 characters (the full name stays available to assistive
 * technology and as a tooltip), and an external-link icon when it leaves the dashboard.
 */
export function ProgramTile({ program }: { readonly program: ProgramTileData }) {
  const shortName = truncateProgramName(program.name);
  const shortened = shortName !== program.name;
  // The accessible name is always the full name (and says when the tile leaves the dashboard): a cut
  // name is for the eye only.
  const content = (
    <>
      <span className="program-tile__icon">
        <ProgramIcon programId={program.id} />
      </span>
      <span className="program-tile__name" aria-hidden={shortened || undefined}>
        {shortName}
      </span>
      {shortened && <span className="visually-hidden">{program.name}</span>}
      {program.target.kind === 'external' && (
        <>
          <Icon name="external" size={16} className="program-tile__external" />
          {' '}
          <span className="visually-hidden">{COMPONENTS_COPY.opensInNewTab}</span>
        </>
      )}
    </>
  );
  const title = shortened ? program.name : undefined;
  return program.target.kind === 'external' ? (
    <a
      className="program-tile"
      href={program.target.href}
      target="_blank"
      rel="noopener noreferrer"
      title={title}
      data-program-id={program.id}
    >
      {content}
    </a>
  ) : (
    <Link className="program-tile" href={program.target.path} title={title} data-program-id={program.id}>
      {content}
    </Link>
  );
}

export function ProgramTiles({
  programs,
  shortcuts,
  allProgramsLink,
}: {
  readonly programs: readonly ProgramTileData[];
  readonly shortcuts: readonly ProgramTileData[];
  readonly allProgramsLink: boolean;
}) {
  if (programs.length === 0 && shortcuts.length === 0 && !allProgramsLink) return null;
  return (
    <section className="home-programs" aria-labelledby="home-programs-title">
      <div className="home-section__header">
        <h2 id="home-programs-title" className="home-section__title">
          {HOME_COPY.programsTitle}
        </h2>
        {allProgramsLink && (
          <Link href="/benefits/programs" className="home-section__link">
            {HOME_COPY.viewAllPrograms}
          </Link>
        )}
      </div>
      {programs.length === 0 && shortcuts.length === 0 ? (
        <p className="home-empty">{HOME_COPY.noPrograms}</p>
      ) : (
        <ul className="program-tiles" data-testid="program-tiles">
          {programs.map((program) => (
            <li key={program.id} data-kind="featured">
              <ProgramTile program={program} />
            </li>
          ))}
          {shortcuts.map((program) => (
            <li key={program.id} data-kind="shortcut">
              <ProgramTile program={program} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
