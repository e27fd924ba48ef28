import { describe, expect, it } from 'vitest';
import type { NewMessage } from '../../domain/model';
import { putInForce } from '../../domain/copy/localized';
import { CONTRACT_ASSEMBLIES, useContractAssembly } from './assemblies';
import { left, right, signIn } from './answers';

/**
 * Secure messages over both assemblies, with each persona's own token: the subscriber's threads are theirs
 * alone (the spouse and the 17-year-old of the same family see none of them, and are refused them by id),
 * attachments are checked by content and download only for the member who sent them, a send repeated
 * with its idempotency key is done once, member services answers after a few calls in the member's
 * language, and a long thread pages. Threads pile up at the shared insurer as checks run in any order, so
 * each check looks at its own threads by id.
 */

const base64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64');
const text = (words: string): Uint8Array => new TextEncoder().encode(words);
const A_PDF = text('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const A_PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
/** A Word file (a zip archive) named as a PDF. */
const A_DOCX = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]);
const A_PDF_WITH_SCRIPT = text('%PDF-1.7\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n');

let keys = 0;
const freshKey = (): string => `contract-${Date.now()}-${++keys}`;

function question(aboutMemberKey: string, over: Partial<NewMessage> = {}): NewMessage {
  return { aboutMemberKey, topic: 'billing', reference: null, subject: 'A question about my bill', body: 'Why was I billed twice?', attachmentIds: [], ...over };
}

describe.shuffle.each(CONTRACT_ASSEMBLIES)('secure messages over $name', ({ assemble }) => {
  const assembly = useContractAssembly(assemble);

  it('takes the subscriber’s question about their claim with a PDF, answers it after a few calls, and counts it unread until read', async () => {
    const memberKey = await signIn(assembly(), 'subscriber');
    const claim = right(await assembly().claims.claims({})).find((candidate) => candidate.memberKey === memberKey);
    expect(claim).toBeDefined();
    const pdf = right(await assembly().messages.upload('itemised-bill.pdf', base64(A_PDF)));
    expect(pdf).toMatchObject({ fileName: 'itemised-bill.pdf', contentType: 'application/pdf', size: A_PDF.byteLength, state: 'available' });
    const sent = right(
      await assembly().messages.send(question(memberKey, { topic: 'claim', reference: claim?.claimId ?? '', subject: 'Why is my share so high?', attachmentIds: [pdf.attachmentId] }), freshKey()),
    );
    expect(sent.thread).toMatchObject({ memberKey, aboutMemberKey: memberKey, topic: 'claim', reference: claim?.claimId, unread: 0 });
    expect(sent.messages.items.map((message) => message.from)).toEqual(['member']);
    expect(sent.messages.items[0]?.attachments).toEqual([pdf]);
    const threadId = sent.thread.threadId;

    // Member services' answer arrives after the family's next calls.
    right(await assembly().messages.threads({ page: 1, pageSize: 20 }));
    right(await assembly().messages.threads({ page: 1, pageSize: 20 }));
    const answered = right(await assembly().messages.thread(threadId, { page: 1, pageSize: 20 }));
    expect(answered.messages.items.map((message) => message.from)).toEqual(['member', 'member-services']);
    expect(answered.messages.items[1]).toMatchObject({ read: false, asksForInformation: false });
    expect(answered.thread.unread).toBe(1);
    const before = right(await assembly().unreadMessages.count());
    expect(before).toBeGreaterThanOrEqual(1);

    right(await assembly().messages.markRead(threadId));
    const opened = right(await assembly().messages.thread(threadId, { page: 1, pageSize: 20 }));
    expect(opened.thread.unread).toBe(0);
    expect(right(await assembly().unreadMessages.count())).toBe(before - 1);

    const replied = right(await assembly().messages.reply(threadId, { body: 'Thank you, that helps.', attachmentIds: [] }, freshKey()));
    expect(replied.messages.items.map((message) => message.from)).toEqual(['member', 'member-services', 'member']);

    const download = right(await assembly().messages.download(pdf.attachmentId));
    expect(download.type).toBe('application/pdf');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(A_PDF);
  });

  it('asks for a copy of the bill when a question about billing comes without one, in the member’s language', async () => {
    const memberKey = await signIn(assembly(), 'subscriber');
    putInForce('es', {});
    try {
      const sent = right(await assembly().messages.send(question(memberKey), freshKey()));
      right(await assembly().unreadMessages.count());
      right(await assembly().unreadMessages.count());
      right(await assembly().unreadMessages.count());
      const answer = right(await assembly().messages.thread(sent.thread.threadId, { page: 1, pageSize: 20 })).messages.items.at(-1);
      expect(answer).toMatchObject({ from: 'member-services', asksForInformation: true });
      expect(answer?.body).toMatch(/^Gracias por su mensaje\. .*copia de la factura/);
    } finally {
      putInForce('en', {});
    }
  });

  it('sends once for one idempotency key, however many times it is tried', async () => {
    const memberKey = await signIn(assembly(), 'subscriber');
    const key = freshKey();
    const first = right(await assembly().messages.send(question(memberKey, { subject: 'Sent twice by a double click' }), key));
    const again = right(await assembly().messages.send(question(memberKey, { subject: 'Sent twice by a double click' }), key));
    expect(again.thread.threadId).toBe(first.thread.threadId);
    const threads = right(await assembly().messages.threads({ page: 1, pageSize: 50 })).items;
    expect(threads.filter((thread) => thread.subject === 'Sent twice by a double click')).toHaveLength(1);

    const replyKey = freshKey();
    right(await assembly().messages.reply(first.thread.threadId, { body: 'One more thing.', attachmentIds: [] }, replyKey));
    const replied = right(await assembly().messages.reply(first.thread.threadId, { body: 'One more thing.', attachmentIds: [] }, replyKey));
    expect(replied.messages.items.filter((message) => message.body === 'One more thing.')).toHaveLength(1);
  });

  it('keeps the subscriber’s threads from the spouse and the minor of the same family, who are refused them by id', async () => {
    const subscriberKey = await signIn(assembly(), 'subscriber');
    const file = right(await assembly().messages.upload('statement.png', base64(A_PNG)));
    const sent = right(await assembly().messages.send(question(subscriberKey, { attachmentIds: [file.attachmentId] }), freshKey()));
    const threadId = sent.thread.threadId;

    for (const persona of ['spouse', 'minor']) {
      const own = await signIn(assembly(), persona);
      const threads = right(await assembly().messages.threads({ page: 1, pageSize: 50 }));
      expect(threads.items.every((thread) => thread.memberKey === own)).toBe(true);
      expect(left(await assembly().messages.thread(threadId, { page: 1, pageSize: 20 }))).toMatchObject({ kind: 'http', status: 403 });
      expect(left(await assembly().messages.markRead(threadId))).toMatchObject({ kind: 'http', status: 403 });
      expect(left(await assembly().messages.reply(threadId, { body: 'Not mine to answer.', attachmentIds: [] }, freshKey()))).toMatchObject({ kind: 'http', status: 403 });
      expect(left(await assembly().messages.download(file.attachmentId))).toMatchObject({ kind: 'http', status: 403 });
    }
    expect(left(await assembly().messages.thread('T99999', { page: 1, pageSize: 20 }))).toMatchObject({ kind: 'http', status: 404 });
  });

  it('lets a member write about a family member only where the claims rules let them see that member’s claims', async () => {
    const subscriberKey = await signIn(assembly(), 'subscriber');
    const members = right(await assembly().account.account()).members;
    const spouseKey = members.find((member) => member.memberSuffix === 1)?.memberKey ?? '';
    const child = members.find((member) => member.memberSuffix === 2);
    const claims = right(await assembly().claims.claims({}));
    const childClaim = claims.find((claim) => claim.memberKey === child?.memberKey);
    const subscriberClaim = claims.find((claim) => claim.memberKey === subscriberKey);
    expect(childClaim).toBeDefined();
    // The subscriber sees the family's claims, and may ask about the child's.
    const aboutChild = right(
      await assembly().messages.send(question(child?.memberKey ?? '', { topic: 'claim', reference: childClaim?.claimId ?? '', subject: 'My son’s visit' }), freshKey()),
    );
    expect(aboutChild.thread).toMatchObject({ memberKey: subscriberKey, aboutMemberKey: child?.memberKey });
    // A claim must be of the member the message is about.
    expect(left(await assembly().messages.send(question(spouseKey, { topic: 'claim', reference: childClaim?.claimId ?? '' }), freshKey()))).toMatchObject({ kind: 'http', status: 403 });

    // The spouse sees only her own claims, so she writes about no one else.
    await signIn(assembly(), 'spouse');
    expect(left(await assembly().messages.send(question(subscriberKey), freshKey()))).toMatchObject({ kind: 'http', status: 403 });
    expect(left(await assembly().messages.send(question(child?.memberKey ?? ''), freshKey()))).toMatchObject({ kind: 'http', status: 403 });
    expect(left(await assembly().messages.send(question(spouseKey, { topic: 'claim', reference: subscriberClaim?.claimId ?? '' }), freshKey()))).toMatchObject({
      kind: 'http',
      status: 403,
    });
    expect(right(await assembly().messages.send(question(spouseKey), freshKey())).thread.memberKey).toBe(spouseKey);

    const minorKey = await signIn(assembly(), 'minor');
    expect(left(await assembly().messages.send(question(subscriberKey), freshKey()))).toMatchObject({ kind: 'http', status: 403 });
    expect(right(await assembly().messages.send(question(minorKey), freshKey())).thread.aboutMemberKey).toBe(minorKey);
  });

  it('checks a file by its content: a Word file named .pdf, an empty one and one over 10 MB are refused; a PDF with script is held for review', async () => {
    await signIn(assembly(), 'subscriber');
    expect(left(await assembly().messages.upload('bill.pdf', base64(A_DOCX)))).toMatchObject({ kind: 'http', status: 415, code: 'UNSUPPORTED_FILE_TYPE' });
    expect(left(await assembly().messages.upload('blank.pdf', ''))).toMatchObject({ kind: 'http', status: 400, code: 'EMPTY_FILE' });
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(A_PDF);
    expect(left(await assembly().messages.upload('big.pdf', base64(big)))).toMatchObject({ kind: 'http', status: 413, code: 'FILE_TOO_LARGE' });
    const exactly = new Uint8Array(10 * 1024 * 1024);
    exactly.set(A_PNG);
    expect(right(await assembly().messages.upload('photo.jpg', base64(exactly)))).toMatchObject({ contentType: 'image/png', size: exactly.byteLength, state: 'available' });

    const held = right(await assembly().messages.upload('form.pdf', base64(A_PDF_WITH_SCRIPT)));
    expect(held.state).toBe('held-for-review');
    expect(left(await assembly().messages.download(held.attachmentId))).toMatchObject({ kind: 'http', status: 409, code: 'HELD_FOR_REVIEW' });
  });

  it('refuses a sixth file on one message, and a file another member uploaded', async () => {
    const memberKey = await signIn(assembly(), 'subscriber');
    const six = [];
    for (let index = 0; index < 6; index += 1) six.push(right(await assembly().messages.upload(`page-${index}.pdf`, base64(A_PDF))).attachmentId);
    expect(left(await assembly().messages.send(question(memberKey, { attachmentIds: six }), freshKey()))).toMatchObject({ kind: 'http', status: 400, code: 'TOO_MANY_ATTACHMENTS' });
    const spouseKey = await signIn(assembly(), 'spouse');
    expect(left(await assembly().messages.send(question(spouseKey, { attachmentIds: six.slice(0, 1) }), freshKey()))).toMatchObject({ kind: 'http', status: 400, code: 'UNKNOWN_ATTACHMENT' });
  });

  it('pages a long thread, newest messages first, each page oldest first', async () => {
    const memberKey = await signIn(assembly(), 'subscriber');
    const sent = right(await assembly().messages.send(question(memberKey, { topic: 'other', body: 'Message 0' }), freshKey()));
    const threadId = sent.thread.threadId;
    for (let index = 1; index <= 6; index += 1) right(await assembly().messages.reply(threadId, { body: `Message ${index}`, attachmentIds: [] }, freshKey()));
    // Member services' answer to the last reply arrives within three calls; after it the thread stands still.
    for (let call = 0; call < 3; call += 1) right(await assembly().unreadMessages.count());
    const newest = right(await assembly().messages.thread(threadId, { page: 1, pageSize: 3 }));
    const bodies = (page: typeof newest): string[] => page.messages.items.filter((message) => message.from === 'member').map((message) => message.body);
    expect(newest.messages.total).toBeGreaterThanOrEqual(7);
    expect(newest.messages.items).toHaveLength(3);
    const all = right(await assembly().messages.thread(threadId, { page: 1, pageSize: 50 }));
    expect(bodies(all)).toEqual(['Message 0', 'Message 1', 'Message 2', 'Message 3', 'Message 4', 'Message 5', 'Message 6']);
    const older = right(await assembly().messages.thread(threadId, { page: 2, pageSize: 3 }));
    expect(older.messages.items.map((message) => message.messageId)).toEqual(all.messages.items.slice(-6, -3).map((message) => message.messageId));
    expect(left(await assembly().messages.thread(threadId, { page: 0, pageSize: 3 }))).toMatchObject({ kind: 'http', status: 400 });
  });
});
