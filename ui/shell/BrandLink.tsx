import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import { useService } from '../app/ServicesProvider';
import { SessionStore } from '../stores/session-store';
import { SHELL_COPY } from './shell-copy';

/** The brand's logo and name (theme tokens in brands.css), leading home or to the login page. */
export const BrandLink = observer(function BrandLink() {
  const session = useService(SessionStore);
  const name = session.brand.name;
  return (
    <Link href={session.authorised ? '/home' : '/login'} className="brand-mark" aria-label={SHELL_COPY.homeLinkLabel(name)}>
      <span className="brand-mark__logo" aria-hidden="true" />
      <span className="brand-mark__text" aria-hidden="true">
        <span className="brand-mark__name">{name}</span>
        <span className="brand-mark__product">{SHELL_COPY.dashboardName}</span>
      </span>
    </Link>
  );
});
