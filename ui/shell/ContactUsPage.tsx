import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useScreenStore, useService } from '../app/ServicesProvider';
import { PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { SessionStore } from '../stores/session-store';
import { ContactDirectory } from './ContactDirectory';
import { ContactStore } from './contact-store';
import { CONTACT_COPY } from './shell-copy';
import './contact.css';
import { BackLink } from '../components/BackLink';

/** /contact-us (public, spec section 2): back to login, the brand's contacts and the holiday calendar. */
export default observer(function ContactUsPage() {
  const store = useScreenStore(ContactStore);
  const session = useService(SessionStore);
  useEffect(() => {
    void store.load();
  }, [store]);

  return (
    <div className="contact-page">
      <BackLink href={session.authorised ? '/home' : '/login'}>{session.authorised ? CONTACT_COPY.backToHome : CONTACT_COPY.backToLogin}</BackLink>
      <PageHeading>{CONTACT_COPY.contactUsHeading}</PageHeading>
      <p className="contact-page__intro">{CONTACT_COPY.intro}</p>
      {store.view === null ? <Spinner label={CONTACT_COPY.loadingContacts} /> : <ContactDirectory store={store} />}
    </div>
  );
});
