import { Link } from 'wouter';
import { SHELL_COPY } from './shell-copy';

/** The brand's logo and name (theme tokens in brands.css), leading home or to the login page. */
export function BrandLink({ name, loggedIn }: { name: string; loggedIn: boolean }) {
  return (
    <Link href={loggedIn ? '/home' : '/login'} className="brand-mark" aria-label={SHELL_COPY.homeLinkLabel(name)}>
      <span className="brand-mark__logo" aria-hidden="true" />
      <span className="brand-mark__text" aria-hidden="true">
        <span className="brand-mark__name">{name}</span>
        <span className="brand-mark__product">{SHELL_COPY.dashboardName}</span>
      </span>
    </Link>
  );
}
