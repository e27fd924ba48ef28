import { left } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { createNodeContainer } from '../../adapters/node-assembly';
import { APPEALS_GATEWAY, type AppealsGateway } from '../../application/ports/appeals-gateway';
import type { PickedFile } from '../../application/shared/attach-file';
import { LogIn } from '../../application/session/log-in';
import { bindStores } from '../app/bind-stores';
import { AppealFormStore } from './appeal-form-store';
import { AppealsStore } from './appeals-store';

const TODAY = '2026-11-22';
const A_PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const picked = (name: string, bytes: Uint8Array): PickedFile => ({ name, size: bytes.byteLength, head: (count) => Promise.resolve(bytes.subarray(0, count)), bytes: () => Promise.resolve(bytes) });

/** The stores of one tab on the in-memory sandbox, signed in as `username`; the first `failures` filings fail. */
async function signedIn(username: string, failures = 0) {
  const app = createNodeContainer({ kind: 'memory' }, { today: TODAY, domainId: 1 });
  bindStores(app.container);
  expect((await app.container.get(LogIn).execute({ username, password: 'Sandbox1' })).kind).toBe('signed-in');
  const real = app.container.get<AppealsGateway>(APPEALS_GATEWAY);
  const keys: string[] = [];
  let failing = failures;
  const watched: AppealsGateway = {
    appeals: () => real.appeals(),
    appeal: (id) => real.appeal(id),
    answer: (id, information, key) => real.answer(id, information, key),
    requestExternalReview: (id) => real.requestExternalReview(id),
    decisionLetter: (id) => real.decisionLetter(id),
    complaints: () => real.complaints(),
    complain: (complaint, key) => real.complain(complaint, key),
    file: (appeal, key) => {
      keys.push(key);
      if (failing > 0) {
        failing -= 1;
        return Promise.resolve(left({ kind: 'http' as const, status: 503 }));
      }
      return real.file(appeal, key);
    },
  };
  app.container.rebind(APPEALS_GATEWAY).toConstantValue(watched);
  return { form: app.container.get(AppealFormStore), appeals: () => app.container.get(AppealsStore), keys, clock: app.clock };
}

describe('the appeal form store', () => {
  it('starts from the denied Humira request, pre-filled, with its deadline and days left', async () => {
    const { form } = await signedIn('subscriber');
    await form.load('authorization', 'HL1004');
    expect(form.form).toMatchObject({ reference: 'HL1004', title: 'Adalimumab injections (Humira)', deniedLines: ['Adalimumab injections (Humira)'], mayBeExpedited: true });
    expect(form.form?.window).toMatchObject({ open: true, daysLeft: 153 });
    expect(form.step).toBe('form');
  });

  it('lists every problem for the summary, in the order of the fields, and stays on the form', async () => {
    const { form } = await signedIn('subscriber');
    await form.load('authorization', 'HL1004');
    form.setAppellant('representative');
    form.setExpedited(true);
    form.review();
    expect(form.step).toBe('form');
    expect(form.errorRound).toBe(1);
    expect(form.summary.map((error) => error.field)).toEqual(['appeal-representative-name', 'appeal-representative-form', 'appeal-reason', 'appeal-attestation']);
    expect(form.summary[2]?.message).toBe('Tell us why you think the decision should change.');
  });

  it('counts the characters of the reasons and refuses more than 4,000', async () => {
    const { form } = await signedIn('subscriber');
    await form.load('authorization', 'HL1004');
    form.setReason('x'.repeat(4001));
    expect(form.reasonLength).toBe(4001);
    form.review();
    expect(form.errors.reason).toBe('Your reasons can be at most 4,000 characters.');
  });

  it('attaches a letter, refuses a file that is not a PDF, JPEG or PNG, and files once with the letter after a failure, keeping what was typed', async () => {
    const { form, keys, appeals } = await signedIn('subscriber', 1);
    await form.load('authorization', 'HL1004');
    await form.attach('document', picked('notes.txt', new TextEncoder().encode('plain words')));
    expect(form.attachmentError).toEqual({ slot: 'document', message: 'notes.txt is not a PDF, JPEG or PNG file, so it cannot be attached.' });
    await form.attach('document', picked('rheumatologist-letter.pdf', A_PDF));
    expect(form.documents.map((document) => document.fileName)).toEqual(['rheumatologist-letter.pdf']);
    form.setReason('My rheumatologist explains why I need this medicine.');
    form.review();
    expect(form.step).toBe('review');

    await form.submit();
    expect(form.failure).toBe('We could not file your appeal. Nothing you entered was lost; please try again.');
    expect(form.step).toBe('review');
    expect(form.reason).toBe('My rheumatologist explains why I need this medicine.');
    expect(form.documents).toHaveLength(1);

    await Promise.all([form.submit(), form.submit()]);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(form.step).toBe('filed');
    expect(form.filed?.appealId).toMatch(/\S/);
    expect(form.filed?.attachments.map((file) => file.fileName)).toEqual(['rheumatologist-letter.pdf']);

    const list = appeals();
    await list.load('HL1004');
    expect(list.appeals?.map((view) => [view.appeal.appealId, view.appeal.status])).toEqual([[form.filed?.appealId, 'received']]);
  });

  it('needs the representative’s name and signed form when a representative appeals', async () => {
    const { form } = await signedIn('subscriber');
    await form.load('authorization', 'HL1004');
    form.setAppellant('representative');
    form.setRepresentativeName('Rosa Diaz');
    await form.attach('representative-form', picked('authorization-form.pdf', A_PDF));
    form.setReason('My representative explains.');
    form.review();
    expect(form.summary).toEqual([]);
    expect(form.step).toBe('review');
    await form.submit();
    expect(form.filed).toMatchObject({ appellant: 'representative', representativeName: 'Rosa Diaz' });
  });

  it("refuses another member's decision: the spouse cannot appeal the subscriber's Humira request", async () => {
    const { form } = await signedIn('spouse');
    await form.load('authorization', 'HL1004');
    expect(form.notAppealable).toBe(true);
    expect(form.form).toBeNull();
  });
});

describe('the appeals store', () => {
  it('answers the plan’s request for more information with a note and a document, then the appeal is back in review', async () => {
    const { form, appeals, clock } = await signedIn('subscriber');
    await form.load('authorization', 'HL1004');
    form.setReason('My doctor explains.');
    form.review();
    await form.submit();
    const appealId = form.filed?.appealId ?? '';
    clock.pin('2026-11-25');
    const store = appeals();
    await store.load('HL1004');
    expect(store.appeals?.map((view) => view.appeal.status)).toEqual(['more-information-needed']);
    await store.sendAnswer(appealId);
    expect(store.actionFailure).toEqual({ appealId, message: 'Write an answer or attach a document first.' });
    store.setAnswerNote(appealId, 'The lab results are attached.');
    await store.attachToAnswer(appealId, picked('lab-results.pdf', A_PDF));
    expect(store.answerFor(appealId).files.map((file) => file.fileName)).toEqual(['lab-results.pdf']);
    await store.sendAnswer(appealId);
    expect(store.actionFailure).toBeNull();
    expect(store.answerFor(appealId).note).toBe('');
    expect(store.appeals?.find((view) => view.appeal.appealId === appealId)?.appeal.status).not.toBe('more-information-needed');
  });

  it('sends a complaint once, keeps what was typed when the rules refuse it, and lists it as received', async () => {
    const { appeals } = await signedIn('subscriber');
    const store = appeals();
    await store.loadAll();
    store.setDescription('The clinic kept me waiting three hours.');
    await store.complain();
    expect(store.complaintSummary.map((error) => error.field)).toEqual(['complaint-category']);
    expect(store.description).toBe('The clinic kept me waiting three hours.');
    store.setCategory('quality-of-care');
    await store.complain();
    expect(store.sentComplaintId).not.toBeNull();
    expect(store.description).toBe('');
    expect(store.complaints?.[0]).toMatchObject({ category: 'quality-of-care', status: 'received', description: 'The clinic kept me waiting three hours.' });
  });
});
