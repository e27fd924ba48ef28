import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import {
  AttachFile,
  LoadInbox,
  OpenNewMessage,
  OpenThread,
  ReplyToThread,
  SendSecureMessage,
  type AttachOutcome,
  type Inbox,
  type Loaded,
  type PickedFile,
} from '../../../application/messages/secure-messages';
import { ReadUnreadCount } from '../../../application/messages/read-unread-count';
import { CLAIMS_GATEWAY } from '../../../application/ports/claims-gateway';
import { ReadViewer } from '../../../application/shared/viewer-context';
import { ANSWER_AFTER_CALLS } from '../../../adapters/sandbox/desks/messages-desk';
import type { ThreadWithMessages } from '../../../domain/model';
import { attachmentRefusalMessage } from '../../../domain/rules/secure-messages';
import type { MemberWorld } from '../../support/world';
import { judged } from '../domain/writing.steps';
import { onScreen } from '../shared/answers';

/* Secure messages through the application's use cases, on the assembly the profile chose. */

const THREAD = 'messages.thread';
const REFUSED = 'messages.refused';
const CHOICES = 'messages.choices';

function loaded<T>(outcome: Loaded<T>): T {
  assert.equal(outcome.kind, 'loaded', JSON.stringify(outcome));
  if (outcome.kind !== 'loaded') throw new Error('unreachable');
  return outcome.value;
}

function picked(name: string, bytes: Uint8Array): PickedFile {
  return { name, size: bytes.byteLength, head: (count) => Promise.resolve(bytes.subarray(0, count)), bytes: () => Promise.resolve(bytes) };
}

const A_PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const A_DOCX = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08]);
let keys = 0;
const key = (): string => `feature-${++keys}`;

async function viewerKey(world: MemberWorld): Promise<string> {
  const context = await world.app().get(ReadViewer).execute();
  assert.ok(context._tag === 'Right');
  return context.right.viewer.memberKey;
}

// Single-use: the secure messages journey, which only its feature follows.
When('they write about their latest claim with the file {string} attached', async function (this: MemberWorld, fileName: string) {
  const memberKey = await viewerKey(this);
  const attached: AttachOutcome = await this.app().get(AttachFile).execute(picked(fileName, A_PDF), 0);
  assert.equal(attached.kind, 'attached', JSON.stringify(attached));
  if (attached.kind !== 'attached') return;
  const claimId = await latestClaimOf(this, memberKey);
  const sent = await this.app()
    .get(SendSecureMessage)
    .execute({ aboutMemberKey: memberKey, topic: 'claim', reference: claimId, subject: 'Why is my share so high?', body: 'Please explain my share.', attachmentIds: [attached.attachment.attachmentId] }, key());
  assert.equal(sent.kind, 'sent', JSON.stringify(sent));
  if (sent.kind === 'sent') this.remember(THREAD, sent.value);
});

// Single-use: the secure messages journey, which only its feature follows. The insurer's answer is judged
// as the rule feature judges a draft: ready to send, or refused with the form's reasons.
When('they write about the claim {string}', async function (this: MemberWorld, claimId: string) {
  const memberKey = await viewerKey(this);
  const outcome = await this.app()
    .get(SendSecureMessage)
    .execute({ aboutMemberKey: memberKey, topic: 'claim', reference: claimId, subject: 'About this claim', body: 'Please explain it.', attachmentIds: [] }, key());
  assert.ok(outcome.kind === 'sent' || outcome.kind === 'refused', JSON.stringify(outcome));
  judged(this, 'message', 'ready to send', outcome.kind === 'refused' ? Object.values(outcome.errors).map(String) : []);
});

async function latestClaimOf(world: MemberWorld, memberKey: string): Promise<string> {
  const claims = await world.app().get(CLAIMS_GATEWAY).claims({ memberKey });
  assert.ok(claims._tag === 'Right' && claims.right.length > 0);
  return claims.right[0]?.claimId ?? '';
}

// Single-use: the secure messages journey, which only its feature follows.
Then('their inbox lists the thread about the claim, about themselves', async function (this: MemberWorld) {
  const sent = this.recall<ThreadWithMessages>(THREAD);
  const inbox: Inbox = loaded(await this.app().get(LoadInbox).execute());
  const entry = inbox.entries.find((candidate) => candidate.thread.threadId === sent.thread.threadId);
  assert.ok(entry !== undefined);
  assert.equal(entry.thread.topic, 'claim');
  assert.equal(entry.thread.aboutMemberKey, await viewerKey(this));
  assert.notEqual(entry.aboutName, '');
});

// The count of unread answers the dashboard shows the member signed in (the rule's phrase: features/steps/domain/secure-messages.steps.ts).
onScreen('their unread count is', async function (this: MemberWorld, whose: string, count: string) {
  assert.equal(whose, 'their', 'the journey reads the count of the member signed in');
  assert.equal(loaded(await this.app().get(ReadUnreadCount).execute()), Number(count));
});

// Single-use: the secure messages journey, which only its feature follows.
When('member services has had time to answer', async function (this: MemberWorld) {
  // The sandbox answers after a few more calls of the family; reading the inbox is such a call.
  for (let call = 0; call < ANSWER_AFTER_CALLS; call += 1) loaded(await this.app().get(LoadInbox).execute());
});

// The thread the member wrote (the rule's phrase: features/steps/domain/secure-messages.steps.ts).
onScreen('they open the thread', async function (this: MemberWorld) {
  const sent = this.recall<ThreadWithMessages>(THREAD);
  this.remember(THREAD, loaded(await this.app().get(OpenThread).execute(sent.thread.threadId)));
});

// Single-use: the secure messages journey, which only its feature follows.
Then('it reads {string}', function (this: MemberWorld, expected: string) {
  const { messages } = this.recall<ThreadWithMessages>(THREAD);
  const said = messages.items.map((message) =>
    message.from === 'member'
      ? `their message${message.attachments.length === 0 ? '' : ` with ${message.attachments.map((file) => file.fileName).join(' and ')}`}`
      : 'an answer from member services',
  );
  assert.equal(said.join(', '), expected);
});

// Single-use: the secure messages journey, which only its feature follows.
When('they reply {string}', async function (this: MemberWorld, body: string) {
  const sent = this.recall<ThreadWithMessages>(THREAD);
  const replied = await this.app().get(ReplyToThread).execute(sent.thread.threadId, body, [], key());
  assert.equal(replied.kind, 'sent', JSON.stringify(replied));
});

// Single-use: the secure messages journey, which only its feature follows.
When('they attach a Word file named {string}', async function (this: MemberWorld, fileName: string) {
  this.remember(REFUSED, await this.app().get(AttachFile).execute(picked(fileName, A_DOCX), 0));
});

// What attaching the file answered (the rule's phrase: features/steps/domain/attachments.steps.ts).
onScreen('the file is attached or refused', function (this: MemberWorld, verdict: string) {
  const outcome = this.recall<AttachOutcome>(REFUSED);
  if (verdict === 'attached') assert.notEqual(outcome.kind, 'refused', JSON.stringify(outcome));
  else assert.equal(outcome.kind === 'refused' ? `refused: ${attachmentRefusalMessage(outcome.refusal, outcome.fileName)}` : outcome.kind, verdict);
});

// Single-use: the secure messages journey, which only its feature follows.
When('they send the same question about billing twice, as after a failed attempt', async function (this: MemberWorld) {
  const memberKey = await viewerKey(this);
  const same = key();
  const draft = { aboutMemberKey: memberKey, topic: 'billing' as const, reference: null, subject: 'Billed twice?', body: 'Why was I billed twice?', attachmentIds: [] };
  for (let attempt = 0; attempt < 2; attempt += 1) assert.equal((await this.app().get(SendSecureMessage).execute(draft, same)).kind, 'sent');
});

// Single-use: the secure messages journey, which only its feature follows.
Then(/^their inbox lists (\d+) threads? about billing$/, async function (this: MemberWorld, count: string) {
  const inbox = loaded(await this.app().get(LoadInbox).execute());
  assert.equal(inbox.entries.filter((entry) => entry.thread.topic === 'billing').length, Number(count));
});

// Single-use: the secure messages journey, which only its feature follows.
When('they start a new message', async function (this: MemberWorld) {
  this.remember(CHOICES, loaded(await this.app().get(OpenNewMessage).execute()));
});

// Single-use: the secure messages journey, which only its feature follows.
Then('they may write about {string} only', async function (this: MemberWorld, who: string) {
  assert.equal(who, 'themselves');
  const choices = this.recall<{ members: readonly { memberKey: string }[] }>(CHOICES);
  assert.deepEqual(
    choices.members.map((member) => member.memberKey),
    [await viewerKey(this)],
  );
});
