import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import { useService } from '../app/ServicesProvider';
import { Icon } from '../components/Icon';
import { SessionStore } from '../stores/session-store';
import { ACCESSIBILITY_COPY } from './accessibility-copy';

/** A phone number as a tel: link. */
export const telHref = (phone: string): string => `tel:+${phone.replace(/\D/g, '')}`;

/** The way back from the public statement pages: home for a member, the login page for a visitor. */
export const StatementBackLink = observer(function StatementBackLink() {
  const session = useService(SessionStore);
  return (
    <Link href={session.authorised ? '/home' : '/login'} className="back-link">
      <Icon name="arrow-left" size={18} />
      {session.authorised ? ACCESSIBILITY_COPY.homeLink : ACCESSIBILITY_COPY.loginLink}
    </Link>
  );
});
