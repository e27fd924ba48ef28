import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { MessageThread, MessageTopic, SecureMessage } from '../../../domain/model';
import { MESSAGE_TOPIC_NAMES } from '../../../domain/copy/messages-copy';
import {
  MESSAGE_TOPICS,
  mayWriteAboutClaim,
  newMessageErrors,
  openedThread,
  threadsVisibleTo,
  unreadIn,
  unreadTotal,
} from '../../../domain/rules/secure-messages';
import type { MemberWorld } from '../../support/world';
import { answered } from '../shared/answers';
import { listOf } from './helpers';
import { familyOf, judged, nameOf, PEOPLE, person } from './writing.steps';

/* Secure messages: who sees which thread, whom a member writes about, topics and unread counts (attachments: attachments.steps.ts). */

const THREADS = 'messages.threads';
const MESSAGES = 'messages.messages';

function aThread(memberKey: string, unread: number, index: number): Pick<MessageThread, 'threadId' | 'memberKey' | 'unread'> {
  return { threadId: `T${memberKey}-${index}`, memberKey, unread };
}

// Single-use: who sees which thread, which only the secure messages rule feature states.
Given('threads written by the subscriber, the spouse and the child', function (this: MemberWorld) {
  this.remember(THREADS, Object.values(PEOPLE).map((member, index) => aThread(member.memberKey, 0, index)));
});

// Single-use: who sees which thread, which only the secure messages rule feature states.
When(/^the (subscriber|spouse|child) opens their messages$/, function (this: MemberWorld, viewer: string) {
  this.result = threadsVisibleTo(this.recall<MessageThread[]>(THREADS), person(viewer)).map((thread) => nameOf(thread.memberKey));
});

// Single-use: who sees which thread, which only the secure messages rule feature states.
Then('they see the threads written by {string}', function (this: MemberWorld, expected: string) {
  assert.deepEqual(this.result, listOf(expected));
});

// Single-use: whom a member writes about, which only the secure messages rule feature states.
When(/^the (subscriber|spouse|child) writes about a claim of the (subscriber|spouse|child)$/, function (this: MemberWorld, viewer: string, other: string) {
  this.result = mayWriteAboutClaim(person(viewer), { memberKey: person(other).memberKey }, familyOf(this));
});

// Single-use: whom a member writes about, which only the secure messages rule feature states.
Then(/^they (may|may not) write about it$/, function (this: MemberWorld, may: string) {
  assert.equal(this.result, may === 'may');
});

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

// Single-use: unread counts, which only the secure messages rule feature states.
Given(/^the (subscriber|spouse)'s threads? with unread answers "([^"]*)"$/, function (this: MemberWorld, writer: string, counts: string) {
  const known = this.recallOr<Pick<MessageThread, 'threadId' | 'memberKey' | 'unread'>[]>(THREADS, []);
  const added = listOf(counts).map((count, index) => aThread(person(writer).memberKey, Number(count), known.length + index));
  this.remember(THREADS, [...known, ...added]);
});

// Single-use: unread counts, which only the secure messages rule feature states.
Then(/^the (subscriber|spouse)'s unread count is (\d+)$/, function (this: MemberWorld, viewer: string, count: string) {
  const threads = this.recall<MessageThread[]>(THREADS);
  assert.equal(unreadTotal(threads, person(viewer)), Number(count));
});

// Single-use: unread counts, which only the secure messages rule feature states.
Given('a thread whose messages are {string}', function (this: MemberWorld, senders: string) {
  const messages = listOf(senders).map((sender): Pick<SecureMessage, 'from' | 'read'> => ({
    from: sender === 'member' ? 'member' : 'member-services',
    read: sender !== 'member services unread',
  }));
  this.remember(MESSAGES, messages);
});

// Single-use: unread counts, which only the secure messages rule feature states.
Then(/^its unread count is (\d+)$/, function (this: MemberWorld, count: string) {
  assert.equal(unreadIn(this.recall<SecureMessage[]>(MESSAGES)), Number(count));
});

// Opening a thread reads its answers; the secure messages journey opens the thread it wrote.
When(
  'they open the thread',
  answered('they open the thread', function (this: MemberWorld) {
    this.remember(MESSAGES, openedThread(this.recall<SecureMessage[]>(MESSAGES)));
  }),
);
