import { observer } from 'mobx-react-lite';
import { useService } from '../app/ServicesProvider';
import { SessionStore } from '../stores/session-store';
import { ACCESSIBILITY_COPY } from './accessibility-copy';
import { BackLink } from '../components/BackLink';

/** A phone number as a tel: link. */
export const telHref = (phone: string): string => `tel:+${phone.replace(/\D/g, '')}`;

/** The way back from the public pages (contact us, the statements): home for a member, the login page for a visitor. */
export const PublicPageBackLink = observer(function PublicPageBackLink() {
  const session = useService(SessionStore);
  return (
    <BackLink href={session.authorised ? '/home' : '/login'}>
      {session.authorised ? ACCESSIBILITY_COPY.homeLink : ACCESSIBILITY_COPY.loginLink}
    </BackLink>
  );
});
