import type { Either } from 'fp-ts/Either';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GatewayError } from '../../../application/shared/gateway-error';
import type { AppealStatus, DomainId, NewAppeal } from '../../../domain/model';
import { claimIsAppealable, filingWindow } from '../../../domain/rules/appeals';
import { daysAfter } from '../../../domain/rules/authorization-approvals';
import { pdfTextRuns } from '../pdf-lines';
import { SandboxInsurer } from '../sandbox-insurer';

/**
 * The appeals desk's timetable, counted in the sandbox's days: an appeal filed on one day is received that
 * day, in review from the next, and decided on the 14th with documents (on the 2nd when expedited); one
 * filed without documents waits for the member's answer from the 3rd day and is decided 7 days after it.
 */

const DAY = '2026-11-22';
const later = (days: number): string => daysAfter(DAY, days);

function ok<T>(answer: Either<GatewayError, T>): T {
  if (answer._tag === 'Left') throw new Error(`expected an answer, got ${JSON.stringify(answer.left)}`);
  return answer.right;
}

function failure<T>(answer: Either<GatewayError, T>): GatewayError {
  if (answer._tag === 'Right') throw new Error(`expected a failure, got ${JSON.stringify(answer.right).slice(0, 200)}`);
  return answer.left;
}

const A_PDF = btoa('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

const appealOf = (reference: string, over: Partial<NewAppeal> = {}): NewAppeal => ({
  decisionKind: 'authorization',
  reference,
  appellant: 'member',
  representativeName: null,
  representativeFormId: null,
  reason: 'My rheumatologist’s letter explains why methotrexate is not safe for me.',
  expedited: false,
  urgentAttestation: false,
  attachmentIds: [],
  ...over,
});

describe('the appeals desk', () => {
  let insurer: SandboxInsurer;
  beforeEach(() => {
    insurer = new SandboxInsurer();
  });

  const signIn = (username: string, domainId: DomainId = 1): string => ok(insurer.auth.login({ username, password: 'Sandbox1', domainId }, DAY)).token;
  const statusOn = (token: string, appealId: string, day: string): AppealStatus => ok(insurer.appeals.detail(token, appealId, day, 'en')).status;

  it('moves an appeal filed with a letter from received to in review to decided on the 14th day, with its decision letter', async () => {
    const token = signIn('subscriber');
    const letter = ok(insurer.messages.upload(token, { fileName: 'rheumatologist-letter.pdf', contentBase64: A_PDF }, DAY));
    const filed = ok(insurer.appeals.file(token, appealOf('HL1004', { attachmentIds: [letter.attachmentId] }), DAY, 'en', null));
    expect(filed).toMatchObject({ status: 'received', care: 'pre-service', outcome: null, decisionLetter: false, attachments: [{ fileName: 'rheumatologist-letter.pdf' }] });
    expect(filed.decisionDueAt.slice(0, 10)).toBe(later(30));
    expect(failure(await insurer.appeals.letter(token, filed.appealId, DAY))).toMatchObject({ status: 409 });

    expect(statusOn(token, filed.appealId, later(1))).toBe('in-review');
    expect(statusOn(token, filed.appealId, later(13))).toBe('in-review');
    const decided = ok(insurer.appeals.detail(token, filed.appealId, later(14), 'en'));
    expect(decided).toMatchObject({ status: 'decided', outcome: 'overturned', decidedOn: later(14), decisionLetter: true });
    const pdf = ok(await insurer.appeals.letter(token, filed.appealId, later(14)));
    expect((await pdfTextRuns(pdf)).flat().join(' ')).toContain('reversed the original decision');
  });

  it('answers the denied lines, and what the plan asks for, in Spanish when asked and it has them all so, saying which language they are in', () => {
    const token = signIn('subscriber');
    const filed = ok(insurer.appeals.file(token, appealOf('HL1004'), DAY, 'en', null));
    expect(filed).toMatchObject({ language: 'en', decision: { deniedLines: ['Adalimumab injections (Humira)'] } });
    const asked = ok(insurer.appeals.detail(token, filed.appealId, later(3), 'es'));
    expect(asked).toMatchObject({ language: 'es', status: 'more-information-needed' });
    expect(asked.decision.deniedLines).not.toEqual(filed.decision.deniedLines);
    expect(asked.informationRequested).not.toBe(ok(insurer.appeals.detail(token, filed.appealId, later(3), 'en')).informationRequested);
  });

  it('decides an expedited appeal on the 2nd day, within its 72 hours', () => {
    const token = signIn('subscriber');
    const letter = ok(insurer.messages.upload(token, { fileName: 'letter.pdf', contentBase64: A_PDF }, DAY));
    const filed = ok(insurer.appeals.file(token, appealOf('HL1004', { expedited: true, urgentAttestation: true, attachmentIds: [letter.attachmentId] }), DAY, 'en', null));
    expect(Date.parse(filed.decisionDueAt) - Date.parse(filed.receivedAt)).toBe(72 * 3_600_000);
    expect(statusOn(token, filed.appealId, later(1))).toBe('in-review');
    expect(statusOn(token, filed.appealId, later(2))).toBe('decided');
  });

  it('asks for more information on the 3rd day when nothing came with the appeal, and decides 7 days after the answer', () => {
    const token = signIn('spouse');
    const filed = ok(insurer.appeals.file(token, appealOf('HL1008'), DAY, 'en', null));
    expect(statusOn(token, filed.appealId, later(2))).toBe('in-review');
    const asked = ok(insurer.appeals.detail(token, filed.appealId, later(3), 'es'));
    expect(asked).toMatchObject({ status: 'more-information-needed' });
    expect(asked.informationRequested).toMatch(/^Envíe las notas de su médico/);
    expect(statusOn(token, filed.appealId, later(30))).toBe('more-information-needed');

    const notes = ok(insurer.messages.upload(token, { fileName: 'doctor-notes.pdf', contentBase64: A_PDF }, later(5)));
    const answered = ok(insurer.appeals.answer(token, { appealId: filed.appealId, note: 'My doctor’s notes.', attachmentIds: [notes.attachmentId] }, later(5), 'en', null));
    expect(answered.status).toBe('in-review');
    expect(answered.attachments.map((file) => file.fileName)).toEqual(['doctor-notes.pdf']);
    expect(statusOn(token, filed.appealId, later(11))).toBe('in-review');
    expect(ok(insurer.appeals.detail(token, filed.appealId, later(12), 'en'))).toMatchObject({ status: 'decided', outcome: 'overturned' });
  });

  it('takes an external review of a denial upheld within 4 months, and refuses one of an appeal overturned', () => {
    const token = signIn('subscriber');
    const appeals = ok(insurer.appeals.list(token, DAY, 'en')).appeals;
    const upheld = appeals.find((appeal) => appeal.status === 'decided' && appeal.outcome === 'upheld');
    expect(upheld).toBeDefined();
    const requested = ok(insurer.appeals.externalReview(token, upheld?.appealId ?? '', DAY, 'en'));
    expect(requested.status).toBe('external-review-requested');

    const letter = ok(insurer.messages.upload(token, { fileName: 'letter.pdf', contentBase64: A_PDF }, DAY));
    const overturned = ok(insurer.appeals.file(token, appealOf('HL1004', { attachmentIds: [letter.attachmentId] }), DAY, 'en', null));
    expect(failure(insurer.appeals.externalReview(token, overturned.appealId, later(14), 'en'))).toMatchObject({ status: 409, code: 'EXTERNAL_REVIEW_NOT_AVAILABLE' });
  });

  it('refuses an appeal past the 180 days from the denial notice, naming the last day', () => {
    const token = signIn('subscriber');
    // A denied claim of the family's (the subscriber may appeal each) whose notice is older than 180 days.
    const old = ok(insurer.claims.claims(token, {}, DAY)).find(
      (claim) => claimIsAppealable(claim) && claim.processedDate !== null && !filingWindow(claim.processedDate, DAY).open,
    );
    expect(old).toBeDefined();
    const answer = failure(insurer.appeals.file(token, appealOf(old?.claimId ?? '', { decisionKind: 'claim' }), DAY, 'en', null));
    expect(answer).toMatchObject({ status: 422, code: 'FILING_DEADLINE_PASSED', errorData: { deadline: daysAfter(old?.processedDate ?? '', 180) } });
  });

  it('resolves a complaint on the 10th day', () => {
    const token = signIn('subscriber');
    const sent = ok(insurer.appeals.complain(token, { category: 'provider', description: 'The office was rude to me.' }, DAY, 'en', null));
    expect(sent).toMatchObject({ status: 'received', answerDueOn: later(30), resolution: null });
    const complaints = (day: string) => ok(insurer.appeals.complaints(token, day)).complaints.find((complaint) => complaint.complaintId === sent.complaintId);
    expect(complaints(later(1))?.status).toBe('in-review');
    expect(complaints(later(10))).toMatchObject({ status: 'resolved', resolvedOn: later(10) });
  });

  it('numbers appeals and complaints each on their own, from 1', () => {
    const token = signIn('subscriber');
    const appeal = ok(insurer.appeals.file(token, appealOf('HL1004', { reason: 'Please look again.' }), DAY, 'en', null));
    const complaint = ok(insurer.appeals.complain(token, { category: 'provider', description: 'The office was rude to me.' }, DAY, 'en', null));
    expect([appeal.appealId, complaint.complaintId]).toEqual(['AP-00001', 'CP-00001']);
  });
});
