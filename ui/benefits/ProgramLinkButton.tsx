import { Link } from 'wouter';
import { COMPONENTS_COPY } from '../components/components-copy';
import type { ProgramLink } from '../../domain/rules/program-links';
import { Icon } from '../components/Icon';

/** Internal programs stay in the dashboard; external ones open in a new tab (rel noopener). */
export function ProgramLinkButton({ link, name, label, className = 'button button--small' }: { readonly link: ProgramLink; readonly name: string; readonly label: string; readonly className?: string }) {
  if (link.kind === 'internal') {
    return (
      <Link href={link.path} className={className} aria-label={`${label}: ${name}`}>
        {label}
      </Link>
    );
  }
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className={className} aria-label={`${label}: ${name} ${COMPONENTS_COPY.opensInNewTab}`}>
      {label}
      <Icon name="external" size={16} />
    </a>
  );
}
