import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useScreenStore, useService } from '../app/ServicesProvider';
import { Icon } from '../components/Icon';
import { PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { SessionStore } from '../stores/session-store';
import { ContactDirectory } from './ContactDirectory';
import { ContactStore } from './contact-store';
import { CONTACT_COPY } from './shell-copy';
import './contact.css';

/** /contact-us (public, spec section 2): back to login, the brand's contacts and the holiday calendar. */
export default observer(function ContactUsPage() {
  const store = useScreenStore(ContactStore);
  const session = useService(SessionStore);
  useEffect(() => {
    void store.load();
  }, [store]);

  return (
    <div className="contact-page">
      <Link href={session.authorised ? '/home' : '/login'} className="back-link">
        <Icon name="arrow-left" size={18} />
        {session.authorised ? CONTACT_COPY.backToHome : CONTACT_COPY.backToLogin}
      </Link>
      <PageHeading>{CONTACT_COPY.contactUsHeading}</PageHeading>
      <p className="contact-page__intro">{CONTACT_COPY.intro}</p>
      {store.view === null ? <Spinner label={CONTACT_COPY.loadingContacts} /> : <ContactDirectory store={store} />}
    </div>
  );
});
