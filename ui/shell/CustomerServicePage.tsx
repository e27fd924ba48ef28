import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useScreenStore, useService } from '../app/ServicesProvider';
import { Icon } from '../components/Icon';
import { PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { AccountStore } from '../stores/account-store';
import { ContactDirectory } from './ContactDirectory';
import { ContactStore } from './contact-store';
import { ShellStore } from './shell-store';
import { CHAT_COPY, CONTACT_COPY } from './shell-copy';
import './contact.css';

/**
 * /support/customer-service, the logged-in members' contact page: the same contacts and calendar, the
 * subscriber ID to have ready, and chat when it may start.
 */
export default observer(function CustomerServicePage() {
  const store = useScreenStore(ContactStore);
  const account = useService(AccountStore);
  const shell = useService(ShellStore);
  useEffect(() => {
    void store.load();
    void account.ensure();
  }, [store, account]);

  // What lies under the heading shows at once, when the contacts, the member's account and the chat answer
  // are all in: the chat button, arriving later, would otherwise push the directory down.
  const subscriberId = account.state?.account.subscriberId;
  const ready = store.view !== null && subscriberId !== undefined && shell.chatSettled;
  return (
    <div className="contact-page">
      <PageHeading>{CONTACT_COPY.customerServiceHeading}</PageHeading>
      <p className="contact-page__intro">{CONTACT_COPY.memberIntro}</p>
      {!ready ? (
        <Spinner label={CONTACT_COPY.loadingContacts} />
      ) : (
        <>
          <div className="contact-page__actions">
            <p className="contact-page__member-id">
              <Icon name="user" size={18} />
              {CONTACT_COPY.subscriberIdHint(subscriberId)}
            </p>
            {shell.chat.kind === 'available' && (
              <button type="button" className="button button--primary" onClick={() => shell.openChat()}>
                <Icon name="chat" size={18} />
                {CHAT_COPY.launcher}
              </button>
            )}
          </div>
          <ContactDirectory store={store} />
        </>
      )}
    </div>
  );
});
