import { Link } from 'wouter';
import { SHELL_COPY } from './shell-copy';

/**
 * The brand's logo and name (theme tokens in brands.css), leading home or to the login page. Its accessible
 * name is its visible text, so that a member using speech input can say what they see (WCAG 2.5.3); the
 * space between the two lines keeps the words apart in that name.
 */
export function BrandLink({ name, loggedIn }: { name: string; loggedIn: boolean }) {
  return (
    <Link href={loggedIn ? '/home' : '/login'} className="brand-mark">
      <span className="brand-mark__logo" aria-hidden="true" />
      <span className="brand-mark__text">
        <span className="brand-mark__name">{name}</span>{' '}
        <span className="brand-mark__product">{SHELL_COPY.dashboardName}</span>
      </span>
    </Link>
  );
}
