import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { MESSAGE_TOPIC_NAMES } from '../../domain/copy/messages-copy';
import { formatBannerDate } from '../../domain/rules/formats';
import { pathTo, PATHS } from '../../domain/routes';
import { useScreenStore } from '../app/ServicesProvider';
import { PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { InboxStore } from './inbox-store';
import { MessagesLayout, useUnread } from './MessagesLayout';
import { MESSAGES_COPY } from './messages-copy';

/** /messages: the member's conversations with member services, newest first, each with its unread marker. */
const Inbox = observer(function Inbox() {
  const store = useScreenStore(InboxStore);
  const unread = useUnread();
  // The count is read again once the threads are in, so that the header agrees with the list.
  useEffect(() => {
    void store.load().then(() => unread.refresh());
  }, [store, unread]);

  return (
    <div className="messages-page">
      <PageHeading>{MESSAGES_COPY.inboxHeading}</PageHeading>
      <p className="messages-page__intro">{MESSAGES_COPY.inboxIntro}</p>
      <p>
        <Link href={PATHS.newMessage} className="button button--primary">
          {MESSAGES_COPY.newMessage}
        </Link>
      </p>
      {!store.loaded ? (
        <Spinner label={MESSAGES_COPY.loading} />
      ) : store.entries.length === 0 ? (
        <p className="empty-state">{MESSAGES_COPY.none}</p>
      ) : (
        <section aria-labelledby="threads-title">
          <h2 id="threads-title" className="messages-page__subheading">
            {MESSAGES_COPY.threadsCaption}
          </h2>
          <p className="messages-page__count" aria-live="polite">
            {MESSAGES_COPY.threadsCount(store.entries.length, store.total)}
          </p>
          <ul className="message-threads" data-testid="message-threads">
            {store.entries.map(({ thread, aboutName }) => (
              <li key={thread.threadId} className={thread.unread > 0 ? 'message-thread message-thread--unread' : 'message-thread'}>
                <h3 className="message-thread__subject">
                  <Link href={pathTo('messageThread', { threadId: thread.threadId })}>{thread.subject}</Link>
                </h3>
                {thread.unread > 0 && <span className="message-thread__unread">{MESSAGES_COPY.unreadMarker(thread.unread)}</span>}
                <p className="message-thread__meta">
                  {MESSAGE_TOPIC_NAMES[thread.topic]}
                  {thread.reference === null ? '' : ` · ${thread.reference}`} · {MESSAGES_COPY.about(aboutName)}
                </p>
                <p className="message-thread__last">
                  <span className="message-thread__from">
                    {thread.lastMessage.from === 'member' ? MESSAGES_COPY.fromYou : MESSAGES_COPY.fromServices}, {formatBannerDate(thread.lastMessage.sentAt.slice(0, 10))}:
                  </span>{' '}
                  {thread.lastMessage.preview}
                </p>
              </li>
            ))}
          </ul>
          {store.hasMore && (
            <button type="button" className="button" disabled={store.loading} onClick={() => void store.showMore()}>
              {MESSAGES_COPY.showMoreThreads}
            </button>
          )}
        </section>
      )}
    </div>
  );
});

export default function InboxPage() {
  return <MessagesLayout>{() => <Inbox />}</MessagesLayout>;
}
