// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { left } from 'fp-ts/Either';
import { beforeEach, describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { createNodeContainer } from '../../adapters/node-assembly';
import { MESSAGES_GATEWAY, type MessagesGateway } from '../../application/ports';
import { LogIn } from '../../application/session/log-in';
import { ServicesProvider } from '../app/ServicesProvider';
import { bindStores } from '../app/bind-stores';
import InboxPage from './InboxPage';
import NewMessagePage from './NewMessagePage';
import ThreadPage from './ThreadPage';
import { UnreadIndicator } from './UnreadIndicator';

/**
 * The messages pages on the in-memory sandbox, signed in as the subscriber: an empty inbox, the form's
 * error summary (focused) and its draft kept through a failed send, a form started from a claim, a thread
 * that is not the member's, and the header's count said once when it changes.
 */

async function renderAt(path: string, failSends = 0) {
  window.history.replaceState(null, '', path);
  const app = createNodeContainer({ kind: 'memory' }, { today: '2025-06-15', domainId: 1 });
  bindStores(app.container);
  expect((await app.container.get(LogIn).execute({ username: 'subscriber', password: 'Sandbox1' })).kind).toBe('signed-in');
  const real = app.container.get<MessagesGateway>(MESSAGES_GATEWAY);
  let failing = failSends;
  const gateway: MessagesGateway = {
    ...real,
    threads: (paging) => real.threads(paging),
    thread: (threadId, paging) => real.thread(threadId, paging),
    markRead: (threadId) => real.markRead(threadId),
    reply: (threadId, reply, key) => real.reply(threadId, reply, key),
    upload: (fileName, content) => real.upload(fileName, content),
    download: (attachmentId) => real.download(attachmentId),
    send: (message, key) => (failing-- > 0 ? Promise.resolve(left({ kind: 'http' as const, status: 503 })) : real.send(message, key)),
  };
  app.container.rebind(MESSAGES_GATEWAY).toConstantValue(gateway);
  render(
    <ServicesProvider container={app.container}>
      <UnreadIndicator />
      <Switch>
        <Route path="/messages">
          <InboxPage />
        </Route>
        <Route path="/messages/new">
          <NewMessagePage />
        </Route>
        <Route path="/messages/:threadId">
          <ThreadPage />
        </Route>
      </Switch>
    </ServicesProvider>,
  );
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the messages pages', () => {
  it('an empty inbox says so and offers a new message', async () => {
    await renderAt('/messages');
    expect(await screen.findByText('You have no messages yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New message' })).toHaveAttribute('href', '/messages/new');
  });

  it('a refused send lists what to fix in a focused summary; a failed send keeps every word and says so', async () => {
    const user = userEvent.setup();
    await renderAt('/messages/new', 1);
    const send = await screen.findByRole('button', { name: 'Send message' });
    await user.click(send);
    const summary = await screen.findByTestId('error-summary');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Choose a topic.', 'Enter a subject.', 'Write your message.']);

    await user.selectOptions(screen.getByLabelText('Topic'), 'billing');
    await user.type(screen.getByLabelText('Subject'), 'Billed twice');
    await user.type(screen.getByLabelText('Message'), 'I was billed twice.');
    await user.click(send);
    await waitFor(() => expect(screen.getByTestId('error-summary')).toHaveTextContent('Your message was not sent. Nothing you wrote was lost: try again.'));
    expect(screen.getByTestId('error-summary')).toHaveFocus();
    expect(screen.getByLabelText('Subject')).toHaveValue('Billed twice');
    expect(screen.getByLabelText('Message')).toHaveValue('I was billed twice.');
  });

  it('opens filled in from a claim, with a link back to it', async () => {
    await renderAt('/messages/new?topic=claim&reference=CLM-42');
    expect(await screen.findByLabelText('Reference')).toHaveValue('CLM-42');
    expect(screen.getByLabelText('Topic')).toHaveValue('claim');
    expect(within(screen.getByTestId('message-start')).getByRole('link', { name: 'See CLM-42' })).toHaveAttribute('href', '/claims/CLM-42');
  });

  it('names no page for a reference the member typed, only for the one the form started from', async () => {
    const user = userEvent.setup();
    await renderAt('/messages/new?topic=claim&reference=CLM-42');
    const reference = await screen.findByLabelText('Reference');
    expect(screen.getByTestId('message-start')).toBeInTheDocument();
    await user.clear(reference);
    await user.type(reference, 'D999');
    expect(screen.queryByTestId('message-start')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Subject'), 'My visit');
    await user.type(screen.getByLabelText('Message'), 'Why was it denied?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const summary = await screen.findByTestId('error-summary');
    await waitFor(() => expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['We found no claim D999. Check its number, or leave the reference empty.']));
    expect(reference).toHaveValue('D999');
    expect(screen.getByLabelText('Message')).toHaveValue('Why was it denied?');
  });

  it("a thread that is not the member's says it could not be found", async () => {
    await renderAt('/messages/T99999');
    expect(await screen.findByRole('heading', { level: 1, name: 'This conversation could not be found' })).toBeInTheDocument();
  });

  it('the header links to messages, with a polite live region that says nothing while nothing is unread', async () => {
    await renderAt('/elsewhere');
    await waitFor(() => expect(screen.getByTestId('unread-messages')).toHaveAccessibleName('Messages'));
    expect(screen.getByTestId('unread-announcement')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('unread-announcement')).toHaveTextContent('');
  });
});
