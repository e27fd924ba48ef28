import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Link, useParams, useSearch } from 'wouter';
import type { MessageAttachment, SecureMessage } from '../../domain/model';
import { MESSAGE_TOPIC_NAMES } from '../../domain/copy/messages-copy';
import { formatBannerDate } from '../../domain/rules/formats';
import { referencePath } from '../../domain/rules/secure-messages';
import { PATHS } from '../../domain/routes';
import type { AccountState } from '../../application/shared/resolve-account-state';
import { memberName } from '../../application/shared/viewer-context';
import { useScreenStore } from '../app/ServicesProvider';
import { BackLink } from '../components/BackLink';
import { Form } from '../components/Form';
import { PageHeading } from '../components/PageHeading';
import { saveFile } from '../components/save-file';
import { Spinner } from '../components/Spinner';
import { ErrorSummary } from '../components/ErrorSummary';
import { TextAreaField } from '../components/TextAreaField';
import { FilesField } from './DraftFields';
import { MessagesLayout, useUnread } from './MessagesLayout';
import { MESSAGES_COPY } from './messages-copy';
import { ThreadStore } from './thread-store';

const Attachments = observer(function Attachments({ files, store }: { readonly files: readonly MessageAttachment[]; readonly store: ThreadStore }) {
  if (files.length === 0) return null;
  return (
    <ul className="message__attachments" aria-label={MESSAGES_COPY.attachmentsLabel}>
      {files.map((file) => {
        const note = store.downloadNotes.get(file.attachmentId);
        const held = file.state === 'held-for-review' || note === 'held';
        return (
          <li key={file.attachmentId}>
            {held ? (
              <span data-testid="attachment-held">{MESSAGES_COPY.heldForReview(file.fileName)}</span>
            ) : (
              <button
                type="button"
                className="button button--small"
                onClick={() =>
                  void store.download(file).then((blob) => {
                    if (blob !== null) saveFile(blob, file.fileName);
                  })
                }
              >
                {MESSAGES_COPY.download(file.fileName)}
              </button>
            )}
            {note === 'failed' && (
              <p className="field__error" role="alert">
                {MESSAGES_COPY.downloadFailed(file.fileName)}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
});

const Message = observer(function Message({ message, store, sent }: { readonly message: SecureMessage; readonly store: ThreadStore; readonly sent: boolean }) {
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (sent) ref.current?.focus();
  }, [sent]);
  const from = message.from === 'member' ? MESSAGES_COPY.fromYou : MESSAGES_COPY.fromServices;
  return (
    <li
      ref={ref}
      tabIndex={sent ? -1 : undefined}
      className={message.from === 'member' ? 'message message--member' : 'message message--services'}
      data-testid="message"
      aria-labelledby={`message-${message.messageId}-from`}
    >
      <p id={`message-${message.messageId}-from`} className="message__from">
        <strong>{from}</strong>, {formatBannerDate(message.sentAt.slice(0, 10))}
      </p>
      <p className="message__body">{message.body}</p>
      <Attachments files={message.attachments} store={store} />
    </li>
  );
});

const Thread = observer(function Thread({ state }: { readonly state: AccountState }) {
  const store = useScreenStore(ThreadStore);
  const unread = useUnread();
  const { threadId = '' } = useParams<{ threadId: string }>();
  const justSent = new URLSearchParams(useSearch()).get('sent') === '1';
  const summaryRef = useRef<HTMLDivElement>(null);
  const replyRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    void store.load(threadId).then(() => unread.refresh());
  }, [store, threadId, unread]);

  const attempts = store.attempts;
  useLayoutEffect(() => {
    if (attempts > 0) summaryRef.current?.focus();
  }, [attempts]);

  if (store.notFound) {
    return (
      <div className="messages-page">
        <BackLink href={PATHS.messages}>{MESSAGES_COPY.backToInbox}</BackLink>
        <PageHeading>{MESSAGES_COPY.threadNotFound}</PageHeading>
        <p>{MESSAGES_COPY.threadNotFoundText}</p>
      </div>
    );
  }
  const thread = store.thread;
  if (thread === null) return <Spinner label={MESSAGES_COPY.threadLoading} />;
  const about = state.account.members.find((member) => member.memberKey === thread.aboutMemberKey);
  const link = referencePath(thread.topic, thread.reference);
  // The message to focus: the reply just sent, or, arriving from the form, the thread's first message.
  const sentId = store.sentMessageId ?? (justSent ? ([...store.messages].reverse().find((message) => message.from === 'member')?.messageId ?? null) : null);
  const replyError = store.bodyError ?? undefined;
  return (
    <div className="messages-page">
      <BackLink href={PATHS.messages}>{MESSAGES_COPY.backToInbox}</BackLink>
      <PageHeading>{thread.subject}</PageHeading>
      <p className="message-thread__meta">
        {MESSAGES_COPY.topicLine(MESSAGE_TOPIC_NAMES[thread.topic])}
        {about === undefined ? '' : ` · ${MESSAGES_COPY.about(memberName(about))}`}
      </p>
      {link !== null && thread.reference !== null && (
        <p>
          <Link href={link} data-testid="thread-reference">
            {MESSAGES_COPY.referenceLink(thread.reference)}
          </Link>
        </p>
      )}
      {(justSent || store.sentMessageId !== null) && (
        <p className="page-note" role="status">
          {MESSAGES_COPY.sent}
        </p>
      )}
      {store.hasEarlier && (
        <button type="button" className="button" disabled={store.loading} onClick={() => void store.loadEarlier()}>
          {MESSAGES_COPY.earlier}
        </button>
      )}
      <ol className="messages" aria-label={MESSAGES_COPY.messagesCaption}>
        {store.messages.map((message) => (
          <Message key={message.messageId} message={message} store={store} sent={message.messageId === sentId} />
        ))}
      </ol>
      {store.messages.at(-1)?.from === 'member' && <p className="messages-page__intro">{MESSAGES_COPY.waiting}</p>}
      <p>
        <button type="button" className="button" disabled={store.loading} onClick={() => void store.load(thread.threadId).then(() => unread.refresh())}>
          {MESSAGES_COPY.checkNew}
        </button>
      </p>
      <section aria-labelledby="reply-title" className="messages-reply">
        <h2 id="reply-title" className="messages-page__subheading">
          {MESSAGES_COPY.replyHeading}
        </h2>
        {store.asksForInformation && <p className="page-note">{MESSAGES_COPY.askedForInformation}</p>}
        <ErrorSummary
          items={[...(replyError === undefined ? [] : [{ field: 'body', message: replyError }]), ...(store.failure.text === null ? [] : [{ field: null, message: store.failure.text }])]}
          summaryRef={summaryRef}
          onPick={() => {
            const body = replyRef.current?.elements.namedItem('body');
            if (body instanceof HTMLElement) body.focus();
          }}
        />
        <Form ref={replyRef} onSubmit={() => void store.reply()} busy={store.sending} aria-labelledby="reply-title">
          <TextAreaField name="body" label={MESSAGES_COPY.replyLabel} hint={MESSAGES_COPY.bodyHint} value={store.body} error={replyError} rows={5} onValueChange={(value) => store.setBody(value)} />
          <FilesField draft={store.attachments} name="files" />
          <div className="button-row">
            <button type="submit" className="button button--primary" disabled={store.attachments.attaching !== null}>
              {store.sending && <Spinner inline label={MESSAGES_COPY.sending} />}
              {MESSAGES_COPY.sendReply}
            </button>
          </div>
        </Form>
      </section>
    </div>
  );
});

export default function ThreadPage() {
  return <MessagesLayout>{(state) => <Thread state={state} />}</MessagesLayout>;
}
