import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { Member, MessageThread, MessageTopic, SecureMessage } from '../../../domain/model';
import { MESSAGE_TOPIC_NAMES } from '../../../domain/copy/messages-copy';
import {
  ATTACHMENTS_PER_MESSAGE,
  MESSAGE_TOPICS,
  attachmentRefusal,
  attachmentRefusalMessage,
  mayWriteAboutClaim,
  newMessageErrors,
  openedThread,
  threadsVisibleTo,
  unreadIn,
  unreadTotal,
} from '../../../domain/rules/secure-messages';
import type { MemberWorld } from '../../support/world';
import { listOf } from './helpers';

/* Secure messages: who sees which thread, whom a member writes about, topics, attachments and unread counts. */

const FAMILY = 'messages.family';
const THREADS = 'messages.threads';
const ATTACHED = 'messages.attached';
const MESSAGES = 'messages.messages';

type Person = Pick<Member, 'memberKey' | 'memberSuffix'>;
const PEOPLE: Readonly<Record<string, Person>> = {
  subscriber: { memberKey: 'M0', memberSuffix: 0 },
  spouse: { memberKey: 'M1', memberSuffix: 1 },
  child: { memberKey: 'M2', memberSuffix: 2 },
};

function person(name: string): Person {
  const found = PEOPLE[name];
  assert.ok(found !== undefined, `nobody in the family is called '${name}'`);
  return found;
}

const nameOf = (memberKey: string): string => Object.entries(PEOPLE).find(([, member]) => member.memberKey === memberKey)?.[0] ?? '?';

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
Given('a family of a subscriber, a spouse and a child', function (this: MemberWorld) {
  this.remember(FAMILY, Object.values(PEOPLE));
});

// Single-use: whom a member writes about, which only the secure messages rule feature states.
When(/^the (subscriber|spouse|child) writes about a claim of the (subscriber|spouse|child)$/, function (this: MemberWorld, viewer: string, other: string) {
  this.result = mayWriteAboutClaim(person(viewer), { memberKey: person(other).memberKey }, this.recall<Person[]>(FAMILY));
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
  this.result = errors.reference === undefined ? 'ready to send' : `refused: ${errors.reference}`;
});

// Single-use: a message's reference, which only the secure messages rule feature states.
Then(/^the message is (.+)$/, function (this: MemberWorld, verdict: string) {
  assert.equal(this.result, verdict);
});

// Single-use: attachment limits, which only the secure messages rule feature states.
Given(/^a message that already carries (\d+) files$/, function (this: MemberWorld, attached: string) {
  assert.ok(Number(attached) <= ATTACHMENTS_PER_MESSAGE);
  this.remember(ATTACHED, Number(attached));
});

const CONTENTS: Readonly<Record<string, readonly number[]>> = {
  'a PDF': [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37],
  'a JPEG': [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46],
  'a PNG': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  // A .docx is a zip archive.
  'a Word file': [0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00],
  nothing: [],
};

// Single-use: attachment limits, which only the secure messages rule feature states.
When(
  /^the member attaches "([^"]+)" whose content is (a PDF|a JPEG|a PNG|a Word file|nothing) and whose size is ([\d.]+) MB$/,
  function (this: MemberWorld, name: string, content: string, megabytes: string) {
    const head = Uint8Array.from(CONTENTS[content] ?? []);
    const refusal = attachmentRefusal({ head, size: Math.round(Number(megabytes) * 1024 * 1024) }, this.recall<number>(ATTACHED));
    this.result = refusal === null ? 'attached' : `refused: ${attachmentRefusalMessage(refusal, name)}`;
  },
);

// Single-use: attachment limits, which only the secure messages rule feature states.
Then(/^the file is (attached|refused: .+)$/, function (this: MemberWorld, verdict: string) {
  assert.equal(this.result, verdict);
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

// Single-use: unread counts, which only the secure messages rule feature states.
When('the member opens the thread', function (this: MemberWorld) {
  this.remember(MESSAGES, openedThread(this.recall<SecureMessage[]>(MESSAGES)));
});
