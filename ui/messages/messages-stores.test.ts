import { left } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { createNodeContainer } from '../../adapters/node-assembly';
import { CLAIMS_GATEWAY, MESSAGES_GATEWAY, type ClaimsGateway, type MessagesGateway } from '../../application/ports';
import type { PickedFile } from '../../application/messages/secure-messages';
import { LogIn } from '../../application/session/log-in';
import { putInForce } from '../../domain/copy/localized';
import { messageStartFrom, newMessagePath } from '../../domain/rules/secure-messages';
import { bindStores } from '../app/bind-stores';
import { SPANISH } from '../i18n/spanish';
import { ComposeStore } from './compose-store';
import { InboxStore } from './inbox-store';
import { ThreadStore } from './thread-store';
import { UnreadStore } from './unread-store';

/**
 * The secure messages stores on the in-memory sandbox, signed in as a persona: the draft kept through
 * refused files and failed sends, sent once however often it is sent, the thread read and paged, the unread
 * count announced only when it changes, and each member's threads their own.
 */

const TODAY = '2025-06-15';
const A_PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const A_DOCX = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08]);

function file(name: string, bytes: Uint8Array, size = bytes.byteLength): PickedFile {
  return { name, size, head: (count) => Promise.resolve(bytes.subarray(0, count)), bytes: () => Promise.resolve(bytes) };
}

type Fault = 'send-503' | 'send-lost' | 'send-timeout' | 'send-offline';

/** One tab on the in-memory sandbox, signed in as `username`; `faults` says how the next send fails (once). */
async function signedIn(username: string, faults: Fault[] = []) {
  const app = createNodeContainer({ kind: 'memory' }, { today: TODAY, domainId: 1 });
  bindStores(app.container);
  expect((await app.container.get(LogIn).execute({ username, password: 'Sandbox1' })).kind).toBe('signed-in');
  const real = app.container.get<MessagesGateway>(MESSAGES_GATEWAY);
  const sends: string[] = [];
  const gateway: MessagesGateway = {
    threads: (paging) => real.threads(paging),
    thread: (threadId, paging) => real.thread(threadId, paging),
    markRead: (threadId) => real.markRead(threadId),
    send: async (message, key) => {
      sends.push(key);
      const fault = faults.shift();
      if (fault === 'send-503') return left({ kind: 'http', status: 503 });
      if (fault === 'send-timeout') return left({ kind: 'timeout', status: 408 });
      if (fault === 'send-offline') return left({ kind: 'network', status: 1 });
      // The message reached the insurer, but its answer was lost on the way back.
      if (fault === 'send-lost') return (await real.send(message, key), left({ kind: 'http', status: 504 }));
      return real.send(message, key);
    },
    reply: (threadId, reply, key) => (sends.push(key), real.reply(threadId, reply, key)),
    upload: (fileName, content) => real.upload(fileName, content),
    download: (attachmentId) => real.download(attachmentId),
  };
  app.container.rebind(MESSAGES_GATEWAY).toConstantValue(gateway);
  const claims = app.container.get<ClaimsGateway>(CLAIMS_GATEWAY);
  return { container: app.container, sends, claims };
}

function filled(store: ComposeStore): void {
  store.set('topic', 'billing');
  store.set('subject', 'Billed twice');
  store.set('body', 'I was billed twice for one visit.');
}

describe('the new-message draft', () => {
  it('refuses an empty draft field by field, and opens filled in from the page it started from', async () => {
    const { container } = await signedIn('subscriber');
    const store = container.get(ComposeStore);
    await store.load(null, '');
    await store.send();
    expect(store.summary.map((item) => [item.field, item.message])).toEqual([
      ['topic', 'Choose a topic.'],
      ['subject', 'Enter a subject.'],
      ['body', 'Write your message.'],
    ]);
    expect(store.attempts).toBe(1);
    expect(store.choices.value?.members.map((member) => member.name)).toEqual(['Daniel Hollis', 'Rebecca Hollis', 'Maya Hollis', 'Owen Hollis', 'Ava Hollis']);

    const started = container.get(ComposeStore);
    const path = newMessagePath({ topic: 'claim', reference: 'CLM-1', aboutMemberKey: store.choices.value?.members[2]?.memberKey ?? null });
    await started.load(messageStartFrom(new URLSearchParams(path.split('?')[1])), path);
    expect([started.topic, started.reference, started.aboutMemberKey]).toEqual(['claim', 'CLM-1', store.choices.value?.members[2]?.memberKey]);
    expect(started.startedAbout).toBe('/claims/CLM-1');
    // Opened again without a start, what was typed stays, but it no longer names the page it came from.
    await started.load(null, '');
    expect(started.reference).toBe('CLM-1');
    expect(started.startedAbout).toBeNull();
  });

  it('says by name which file is of the wrong type, too big or one too many, and keeps what was typed and attached', async () => {
    const { container } = await signedIn('subscriber');
    const store = container.get(ComposeStore);
    await store.load(null, '');
    filled(store);
    await store.attachments.add([file('bill.pdf', A_PDF), file('letter.pdf', A_DOCX), file('scan.pdf', A_PDF, 10 * 1024 * 1024 + 1)]);
    expect(store.attachments.files.map((attached) => attached.fileName)).toEqual(['bill.pdf']);
    expect(store.attachments.refusals).toEqual([
      'letter.pdf is not a PDF, JPEG or PNG file, so it cannot be attached.',
      'scan.pdf is larger than 10 MB, so it cannot be attached.',
    ]);
    await store.attachments.add([1, 2, 3, 4, 5].map((index) => file(`page-${index}.pdf`, A_PDF)));
    expect(store.attachments.files).toHaveLength(5);
    expect(store.attachments.refusals).toEqual(['page-5.pdf was not attached: a message can carry at most 5 files.']);
    expect([store.subject, store.body]).toEqual(['Billed twice', 'I was billed twice for one visit.']);
  });

  it.each<Fault>(['send-503', 'send-timeout', 'send-offline'])('keeps the draft through a failed send (%s) and sends it on the retry', async (fault) => {
    const { container, sends } = await signedIn('subscriber', [fault]);
    const store = container.get(ComposeStore);
    await store.load(null, '');
    filled(store);
    await store.attachments.add([file('bill.pdf', A_PDF)]);
    await store.send();
    expect(store.sentThreadId).toBeNull();
    expect(store.summary).toEqual([{ field: null, message: 'Your message was not sent. Nothing you wrote was lost: try again.' }]);
    expect([store.topic, store.subject, store.body, store.attachments.files.length]).toEqual(['billing', 'Billed twice', 'I was billed twice for one visit.', 1]);
    await store.send();
    expect(store.sentThreadId).not.toBeNull();
    expect(sends[0]).toBe(sends[1]);
  });

  it('sends once when the first send reached the insurer but its answer was lost, and once on a double click', async () => {
    const { container, sends } = await signedIn('subscriber', ['send-lost']);
    const store = container.get(ComposeStore);
    await store.load(null, '');
    filled(store);
    await store.send();
    await store.send();
    const inbox = container.get(InboxStore);
    await inbox.load();
    expect(inbox.entries.map((entry) => entry.thread.subject)).toEqual(['Billed twice']);

    const again = container.get(ComposeStore);
    await again.load(null, '');
    filled(again);
    sends.length = 0;
    await Promise.all([again.send(), again.send()]);
    expect(sends).toHaveLength(1);
  });

  it('says a claim number the insurer does not know at the reference, keeps the draft, and sends the corrected one as a new message', async () => {
    const { container, sends, claims } = await signedIn('subscriber');
    const store = container.get(ComposeStore);
    await store.load(null, '');
    store.set('topic', 'claim');
    store.set('reference', 'D999');
    store.set('subject', 'My visit');
    store.set('body', 'Why was it denied?');
    await store.send();
    expect(store.errors).toEqual({ reference: 'We found no claim D999. Check its number, or leave the reference empty.' });
    expect([store.subject, store.body]).toEqual(['My visit', 'Why was it denied?']);
    expect(store.summary.map((item) => item.field)).toEqual(['reference']);

    const found = await claims.claims({});
    const claimId = found._tag === 'Right' ? (found.right[0]?.claimId ?? '') : '';
    store.set('reference', claimId);
    expect(store.errors).toEqual({});
    await store.send();
    expect(store.sentThreadId).not.toBeNull();
    // The insurer answers a repeated key as it answered the first try: the corrected message has its own.
    expect(new Set(sends).size).toBe(2);
  });

  it('words its errors again in Spanish after a change of language, and keeps what was typed', async () => {
    const { container } = await signedIn('subscriber');
    const store = container.get(ComposeStore);
    await store.load(null, '');
    store.set('body', 'Hola');
    await store.send();
    try {
      putInForce('es', SPANISH);
      expect(store.summary.map((item) => item.message)).toEqual(['Elija un tema.', 'Escriba un asunto.']);
      expect(store.body).toBe('Hola');
    } finally {
      putInForce('en', {});
    }
  });
});

describe('a thread and the unread count', () => {
  it('shows the answer once it arrives, counts it unread until the thread is opened, and announces only changes', async () => {
    const { container, claims } = await signedIn('subscriber');
    const unread = container.get(UnreadStore);
    await unread.refresh();
    expect([unread.count, unread.announced]).toEqual([0, null]);

    const found = await claims.claims({});
    const claim = found._tag === 'Right' ? found.right[0] : undefined;
    const store = container.get(ComposeStore);
    const path = newMessagePath({ topic: 'claim', reference: claim?.claimId ?? null, aboutMemberKey: claim?.memberKey ?? null });
    await store.load(messageStartFrom(new URLSearchParams(path.split('?')[1])), path);
    store.set('subject', 'About this claim');
    store.set('body', 'Why was this not covered?');
    await store.attachments.add([file('bill.pdf', A_PDF)]);
    await store.send();
    const threadId = store.sentThreadId ?? '';

    // Member services answers after a few of the family's calls.
    await unread.refresh();
    await unread.refresh();
    await unread.refresh();
    expect([unread.count, unread.announced]).toEqual([1, 1]);
    await unread.refresh();
    expect(unread.announced).toBe(1);

    const thread = container.get(ThreadStore);
    await thread.load(threadId);
    expect(thread.thread?.reference).toBe(claim?.claimId);
    expect(thread.messages.map((message) => [message.from, message.attachments.map((attached) => attached.fileName)])).toEqual([
      ['member', ['bill.pdf']],
      ['member-services', []],
    ]);
    await unread.refresh();
    expect([unread.count, unread.announced]).toEqual([0, 0]);

    thread.setBody('');
    await thread.reply();
    expect(thread.bodyError).toBe('Write your message.');
    thread.setBody('Thank you.');
    await thread.reply();
    expect(thread.messages.at(-1)?.body).toBe('Thank you.');
    expect(thread.sentMessageId).toBe(thread.messages.at(-1)?.messageId);
    const pdf = await thread.download(thread.messages[0]?.attachments[0] ?? { attachmentId: '', fileName: '', contentType: 'application/pdf', size: 0, state: 'available' });
    expect(pdf?.size).toBe(A_PDF.byteLength);
  });

  it('pages a long thread: the newest messages first, earlier ones on request', async () => {
    const { container } = await signedIn('subscriber');
    const store = container.get(ComposeStore);
    await store.load(null, '');
    filled(store);
    await store.send();
    const thread = container.get(ThreadStore);
    await thread.load(store.sentThreadId ?? '');
    for (let index = 1; index <= 24; index += 1) {
      thread.setBody(`Reply ${index}`);
      await thread.reply();
    }
    const fresh = container.get(ThreadStore);
    await fresh.load(store.sentThreadId ?? '');
    expect(fresh.messages).toHaveLength(20);
    expect(fresh.hasEarlier).toBe(true);
    await fresh.loadEarlier();
    expect(fresh.messages.length).toBe(fresh.total);
    expect(fresh.hasEarlier).toBe(false);
    expect(fresh.messages[0]?.body).toBe('I was billed twice for one visit.');
  });

  it("keeps each member's threads their own: the spouse sees none of the subscriber's, and cannot open one", async () => {
    const subscriber = await signedIn('subscriber');
    const store = subscriber.container.get(ComposeStore);
    await store.load(null, '');
    filled(store);
    await store.send();
    const threadId = store.sentThreadId ?? '';

    const spouse = await signedIn('spouse');
    const inbox = spouse.container.get(InboxStore);
    await inbox.load();
    expect(inbox.entries).toEqual([]);
    const thread = spouse.container.get(ThreadStore);
    await thread.load(threadId);
    expect(thread.notFound).toBe(true);
  });
});
