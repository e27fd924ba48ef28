import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useScreenStore } from '../app/ServicesProvider';
import { PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { ContactDirectory } from './ContactDirectory';
import { ContactStore } from './contact-store';
import { CONTACT_COPY } from './shell-copy';
import { PublicPageBackLink } from './PublicPageBackLink';
import './contact.css';

/** /contact-us (public, spec section 2): back to login, the brand's contacts and the holiday calendar. */
export default observer(function ContactUsPage() {
  const store = useScreenStore(ContactStore);
  useEffect(() => {
    void store.load();
  }, [store]);

  return (
    <div className="contact-page">
      <PublicPageBackLink />
      <PageHeading>{CONTACT_COPY.contactUsHeading}</PageHeading>
      <p className="contact-page__intro">{CONTACT_COPY.intro}</p>
      {store.view === null ? <Spinner label={CONTACT_COPY.loadingContacts} /> : <ContactDirectory store={store} />}
    </div>
  );
});
