import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { MessageThread, MessageTopic, SecureMessage } from '../../../domain/model';
import { MESSAGE_TOPIC_NAMES } from '../../../domain/copy/messages-copy';
import {
  MESSAGE_TOPICS,
  newMessageErrors,
  referenceRefusal,
  openedThread,
  unreadIn,
  unreadTotal,
} from '../../../domain/rules/secure-messages';
import type { MemberWorld } from '../../support/world';
import { answered } from '../shared/answers';
import { listOf } from './helpers';
import { judged, person } from './writing.steps';

/* Secure messages: topics, references and unread counts (who sees which thread, whom a member writes about: writing.steps.ts; attachments: attachments.steps.ts). */

const THREADS = 'messages.threads';
const MESSAGES = 'messages.messages';

function aThread(memberKey: string, unread: number, index: number): Pick<MessageThread, 'threadId' | 'memberKey' | 'unread'> {
  return { threadId: `T${memberKey}-${index}`, memberKey, unread };
}

// Single-use: the topics, which only the secure messages rule feature states.
Then('the message topics are {string}', function (this: MemberWorld, expected: string) {
  assert.deepEqual(
    MESSAGE_TOPICS.map((topic) => MESSAGE_TOPIC_NAMES[topic]),
    listOf(expected),
  );
});

// Single-use: a message's reference, which only the secure messages rule feature states.
When('a message about {string} names the reference {string}', function (this: MemberWorld, topic: string, reference: string) {
  assert.ok((MESSAGE_TOPICS as readonly string[]).includes(topic), `no topic is called '${topic}'`);
  const errors = newMessageErrors({ topic: topic as MessageTopic, reference: reference === '' ? null : reference, subject: 'A question', body: 'Please explain.' });
  judged(this, 'message', 'ready to send', errors.reference === undefined ? [] : [errors.reference]);
});

// Single-use: the insurer's refusal of a message's claim, which only the secure messages rule feature states.
When('the insurer refuses a message about the claim {string} with {int} {word}', function (this: MemberWorld, reference: string, status: number, code: string) {
  const errors = referenceRefusal({ topic: 'claim', reference }, { status, code });
  judged(this, 'message', 'ready to send', errors?.reference === undefined ? [] : [errors.reference]);
});

// Single-use: unread counts, which only the secure messages rule feature states.
Given(/^the (subscriber|spouse)'s threads? with unread answers "([^"]*)"$/, function (this: MemberWorld, writer: string, counts: string) {
  const known = this.recallOr<Pick<MessageThread, 'threadId' | 'memberKey' | 'unread'>[]>(THREADS, []);
  const added = listOf(counts).map((count, index) => aThread(person(writer).memberKey, Number(count), known.length + index));
  this.remember(THREADS, [...known, ...added]);
});

// Single-use: the messages of one thread, read or not, which only the secure messages rule feature states.
Given('a thread of theirs whose messages are {string}', function (this: MemberWorld, senders: string) {
  const messages = listOf(senders).map((sender): Pick<SecureMessage, 'from' | 'read'> => ({
    from: sender === 'member' ? 'member' : 'member-services',
    read: sender !== 'member services unread',
  }));
  this.remember(MESSAGES, messages);
});

// A member's unread count: member services' answers not read yet, over the threads the scenario gave them
// ('their' is the member of the one thread the scenario wrote); the secure messages journey reads the count the dashboard shows.
Then(
  /^(their|the subscriber's|the spouse's) unread count is (\d+)$/,
  answered('their unread count is', function (this: MemberWorld, whose: string, count: string) {
    const unread = whose === 'their' ? unreadIn(this.recall<SecureMessage[]>(MESSAGES)) : unreadTotal(this.recall<MessageThread[]>(THREADS), person(whose.replace(/'s$/, '').replace(/^the /, '')));
    assert.equal(unread, Number(count));
  }),
);

// Opening a thread reads its answers; the secure messages journey opens the thread it wrote.
When(
  'they open the thread',
  answered('they open the thread', function (this: MemberWorld) {
    this.remember(MESSAGES, openedThread(this.recall<SecureMessage[]>(MESSAGES)));
  }),
);
