import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { MESSAGE_TOPIC_NAMES } from '../../domain/copy/messages-copy';
import { messageStartFrom } from '../../domain/rules/secure-messages';
import { pathTo, PATHS } from '../../domain/routes';
import { useScreenStore } from '../app/ServicesProvider';
import { BackLink } from '../components/BackLink';
import { Form } from '../components/Form';
import { PageHeading } from '../components/PageHeading';
import { SelectField } from '../components/SelectField';
import { Spinner } from '../components/Spinner';
import { TextField } from '../components/TextField';
import { ComposeStore, type ComposeField } from './compose-store';
import { ErrorSummary } from '../components/ErrorSummary';
import { TextAreaField } from '../components/TextAreaField';
import { FilesField } from './DraftFields';
import { MessagesLayout } from './MessagesLayout';
import { MESSAGES_COPY } from './messages-copy';

/**
 * /messages/new: a new message to member services: topic, whom it is about, the reference (for a claim, an
 * EOB or an authorization), subject, message and files. Started from a claim, an EOB or an authorization,
 * the address carries them (`newMessagePath`) and the form opens filled in. A sent message opens its thread,
 * focused on the message; a refused or failed send keeps everything and focuses the error summary.
 */
const NewMessage = observer(function NewMessage() {
  const store = useScreenStore(ComposeStore);
  const search = useSearch();
  const [, navigate] = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void store.load(messageStartFrom(new URLSearchParams(search)), search);
  }, [store, search]);

  const attempts = store.attempts;
  useLayoutEffect(() => {
    if (attempts > 0) summaryRef.current?.focus();
  }, [attempts]);

  // The thread's page reads the unread count again once it has opened the thread.
  const sent = store.sentThreadId;
  useEffect(() => {
    if (sent !== null) navigate(`${pathTo('messageThread', { threadId: sent })}?sent=1`);
  }, [sent, navigate]);

  const choices = store.choices.value;
  const pick = (field: string) => {
    const element = formRef.current?.elements.namedItem(field);
    if (element instanceof HTMLElement) element.focus();
  };
  const startedAt = store.startedAbout;
  const errors = store.errors;
  return (
    <div className="messages-page">
      <BackLink href={PATHS.messages}>{MESSAGES_COPY.backToInbox}</BackLink>
      <PageHeading>{MESSAGES_COPY.newHeading}</PageHeading>
      <p className="messages-page__intro">{MESSAGES_COPY.newIntro}</p>
      {choices === null ? (
        <Spinner label={MESSAGES_COPY.loading} />
      ) : (
        <>
          <ErrorSummary items={store.summary} summaryRef={summaryRef} onPick={pick} />
          {startedAt !== null && (
            <p className="page-note" data-testid="message-start">
              {MESSAGES_COPY.startedFrom(store.reference.trim())} <Link href={startedAt}>{MESSAGES_COPY.referenceLink(store.reference.trim())}</Link>
            </p>
          )}
          <Form ref={formRef} onSubmit={() => void store.send()} busy={store.sending} aria-label={MESSAGES_COPY.newHeading}>
            <SelectField
              name="topic"
              label={MESSAGES_COPY.topicLabel}
              value={store.topic}
              placeholder={MESSAGES_COPY.topicPlaceholder}
              options={choices.topics.map((topic) => ({ value: topic, label: MESSAGE_TOPIC_NAMES[topic] }))}
              error={errors.topic}
              onValueChange={(value) => store.set('topic', value)}
            />
            {choices.members.length > 1 && (
              <SelectField
                name="aboutMemberKey"
                label={MESSAGES_COPY.aboutLabel}
                value={store.aboutMemberKey}
                options={choices.members.map((member) => ({ value: member.memberKey, label: member.name }))}
                onValueChange={(value) => store.set('aboutMemberKey', value)}
              />
            )}
            {store.takesReference && (
              <TextField
                name="reference"
                label={MESSAGES_COPY.referenceLabel}
                hint={MESSAGES_COPY.referenceHint}
                value={store.reference}
                error={errors.reference}
                maxLength={40}
                onValueChange={(value) => store.set('reference', value)}
              />
            )}
            <TextField
              name="subject"
              label={MESSAGES_COPY.subjectLabel}
              hint={MESSAGES_COPY.subjectHint}
              value={store.subject}
              error={errors.subject}
              onValueChange={(value: string) => store.set('subject' satisfies ComposeField, value)}
            />
            <TextAreaField
              name="body"
              label={MESSAGES_COPY.bodyLabel}
              hint={MESSAGES_COPY.bodyHint}
              value={store.body}
              error={errors.body}
              rows={8}
              onValueChange={(value) => store.set('body', value)}
            />
            <FilesField draft={store.attachments} name="files" />
            <div className="button-row">
              <button type="submit" className="button button--primary" disabled={store.attachments.attaching !== null}>
                {store.sending && <Spinner inline label={MESSAGES_COPY.sending} />}
                {MESSAGES_COPY.send}
              </button>
              <Link href={PATHS.messages} className="button button--ghost">
                {MESSAGES_COPY.cancel}
              </Link>
            </div>
          </Form>
        </>
      )}
    </div>
  );
});

export default function NewMessagePage() {
  return <MessagesLayout>{() => <NewMessage />}</MessagesLayout>;
}
