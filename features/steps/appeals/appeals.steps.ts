import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { DateTime } from 'luxon';
import {
  DownloadDecisionLetter,
  FileAppeal,
  LoadAppeals,
  LoadComplaints,
  OpenAppealForm,
  SendComplaint,
  type AppealForm,
  type AppealFormOutcome,
  type AppealView,
  type Loaded,
} from '../../../application/appeals/appeals';
import { AttachFile, type PickedFile } from '../../../application/shared/attach-file';
import { ReadViewer } from '../../../application/shared/viewer-context';
import { appealStatusText, COMPLAINT_STATUS_LABELS, REMAINING_OPTION_LABELS } from '../../../domain/copy/appeals-copy';
import { CLAIMS_GATEWAY } from '../../../application/ports/claims-gateway';
import { claimIsAppealable } from '../../../domain/rules/appeals';
import type { Appeal, Complaint, ComplaintCategory, NewAppeal } from '../../../domain/model';
import { daysAfter } from '../../../domain/rules/authorization-approvals';
import type { MemberWorld } from '../../support/world';
import { onScreen } from '../shared/answers';
import { windowWords, words } from '../domain/appeals.steps';
import { reads } from '../shared/screens.steps';

/* Appeals and complaints through the application's use cases, on the assembly the profile chose. */

const FORM = 'appeals.form';
const FILED = 'appeals.filed';
const COMPLAINT = 'appeals.complaint';

function loaded<T>(outcome: Loaded<T>): T {
  assert.equal(outcome.kind, 'loaded', JSON.stringify(outcome));
  if (outcome.kind !== 'loaded') throw new Error('unreachable');
  return outcome.value;
}

const A_PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const picked = (name: string, bytes: Uint8Array): PickedFile => ({ name, size: bytes.byteLength, head: (count) => Promise.resolve(bytes.subarray(0, count)), bytes: () => Promise.resolve(bytes) });

let keys = 0;
const key = (): string => `feature-appeal-${++keys}`;

async function viewerKey(world: MemberWorld): Promise<string> {
  const context = await world.app().get(ReadViewer).execute();
  assert.ok(context._tag === 'Right');
  return context.right.viewer.memberKey;
}

// Single-use: the appeals journey, which only its feature follows.
When('they open the appeal form for the authorization {string}', async function (this: MemberWorld, reference: string) {
  const outcome: AppealFormOutcome = await this.app().get(OpenAppealForm).execute('authorization', reference);
  assert.equal(outcome.kind, 'loaded', JSON.stringify(outcome));
  if (outcome.kind === 'loaded') this.remember(FORM, outcome.value);
});

// Single-use: the appeals journey, which only its feature follows.
Then('the form is about {string} for themselves', async function (this: MemberWorld, title: string) {
  const form = this.recall<AppealForm>(FORM);
  assert.equal(form.title, title);
  assert.equal(form.memberKey, await viewerKey(this));
  assert.equal(form.openAppeal, null);
});

// The filing window the appeal form shows (the rule's phrase: features/steps/domain/appeals.steps.ts).
onScreen('the appeal window reads', function (this: MemberWorld, expected: string) {
  assert.equal(windowWords(this.recall<AppealForm>(FORM).window), expected);
});

function draftOf(form: AppealForm, attachmentIds: readonly string[]): NewAppeal {
  return {
    decisionKind: form.kind,
    reference: form.reference,
    appellant: 'member',
    representativeName: null,
    representativeFormId: null,
    reason: 'My doctor explains why I need this care.',
    expedited: false,
    urgentAttestation: false,
    attachmentIds,
  };
}

// Single-use: the appeals journey, which only its feature follows.
When('they file the appeal with the file {string} attached, twice as after a failed attempt', async function (this: MemberWorld, fileName: string) {
  const attached = await this.app().get(AttachFile).execute(picked(fileName, A_PDF), 0);
  assert.equal(attached.kind, 'attached', JSON.stringify(attached));
  if (attached.kind !== 'attached') return;
  const draft = draftOf(this.recall<AppealForm>(FORM), [attached.attachment.attachmentId]);
  const once = key();
  const first = await this.app().get(FileAppeal).execute(draft, once);
  const again = await this.app().get(FileAppeal).execute(draft, once);
  assert.equal(first.kind, 'filed', JSON.stringify(first));
  assert.deepEqual(again, first);
  if (first.kind === 'filed') this.remember(FILED, first.appeal);
});

// Single-use: the appeals journey, which only its feature follows.
When('they file the appeal without documents', async function (this: MemberWorld) {
  const filed = await this.app().get(FileAppeal).execute(draftOf(this.recall<AppealForm>(FORM), []), key());
  assert.equal(filed.kind, 'filed', JSON.stringify(filed));
  if (filed.kind === 'filed') this.remember(FILED, filed.appeal);
});

const readAppeal = (view: AppealView): string => appealStatusText(view.appeal).toLowerCase();

// Single-use: the appeals journey, which only its feature follows.
Then('their appeals of {string} read {string}', async function (this: MemberWorld, reference: string, expected: string) {
  const views = loaded(await this.app().get(LoadAppeals).execute(reference)).views;
  assert.deepEqual(views.map(readAppeal), [expected]);
});

// The day the appeal just filed is due to be decided (the rule's phrase: features/steps/domain/appeals.steps.ts).
onScreen("the appeal's decision is due by", function (this: MemberWorld, due: string) {
  const appeal = this.recall<Appeal>(FILED);
  assert.equal(DateTime.fromISO(appeal.decisionDueAt, { zone: 'utc' }).toFormat('d MMMM yyyy', { locale: 'en-US' }), due);
});

// Single-use: the sandbox's days moving on, which only the appeals journey needs (its timetable counts them).
When(/^(\d+) days? pass(?:es)?$/, function (this: MemberWorld, days: string) {
  this.today = daysAfter(this.today, Number(days));
  this.app().clock.pin(this.today);
});

// Single-use: the appeals journey, which only its feature follows.
Then('the decision letter is a PDF', async function (this: MemberWorld) {
  const appeal = this.recall<Appeal>(FILED);
  const letter = loaded(await this.app().get(DownloadDecisionLetter).execute(appeal.appealId));
  assert.equal(letter.type, 'application/pdf');
  assert.equal(new TextDecoder().decode(new Uint8Array(await letter.arrayBuffer()).subarray(0, 5)), '%PDF-');
});

// The appeals screen lists the one just filed and none filed by, or about, anyone else (the rule's phrase: features/steps/domain/writing.steps.ts).
onScreen("they see their own appeals or threads and nobody else's", async function (this: MemberWorld, kept: string) {
  assert.equal(kept, 'appeals', 'the appeals journey lists appeals');
  const memberKey = await viewerKey(this);
  const views = loaded(await this.app().get(LoadAppeals).execute()).views;
  const filed = this.recall<Appeal>(FILED);
  assert.ok(views.some((view) => view.appeal.appealId === filed.appealId));
  assert.deepEqual(
    views.filter((view) => view.appeal.memberKey !== memberKey || view.appeal.aboutMemberKey !== memberKey),
    [],
  );
});

// Single-use: the appeals journey, which only its feature follows.
Then("the subscriber's request {string} cannot be appealed by them", async function (this: MemberWorld, reference: string) {
  assert.deepEqual(await this.app().get(OpenAppealForm).execute('authorization', reference), { kind: 'not-appealable' });
});

// Single-use: the appeals journey, which only its feature follows.
When('they open the appeal form for a denied claim whose notice is more than 180 days old', async function (this: MemberWorld) {
  const claims = await this.app().get(CLAIMS_GATEWAY).claims({});
  assert.ok(claims._tag === 'Right');
  const old = claims.right.find((claim) => claimIsAppealable(claim) && claim.processedDate !== null && claim.processedDate < daysAfter(this.today, -180));
  assert.ok(old !== undefined, 'the family has no denied claim older than 180 days');
  const outcome = await this.app().get(OpenAppealForm).execute('claim', old.claimId);
  assert.equal(outcome.kind, 'loaded', JSON.stringify(outcome));
  if (outcome.kind === 'loaded') this.remember(FORM, outcome.value);
});

// What the appeal form offers once the last day to appeal has passed.
reads('options that remain', function (this: MemberWorld, expected: string) {
  const { window } = this.recall<AppealForm>(FORM);
  assert.ok(!window.open, `the window is open until ${window.deadline}`);
  assert.deepEqual(
    window.open ? [] : window.options.map((option) => REMAINING_OPTION_LABELS[option]),
    expected.split(', '),
  );
}, 'screen');

const CATEGORIES: Readonly<Record<string, ComplaintCategory>> = { 'the service': 'service', 'the quality of care': 'quality-of-care', 'a provider': 'provider' };

// Single-use: the appeals journey, which only its feature follows.
When(/^they complain about (the service|the quality of care|a provider), saying "([^"]+)"$/, async function (this: MemberWorld, category: string, description: string) {
  const sent = await this.app().get(SendComplaint).execute({ category: CATEGORIES[category] ?? null, description }, key());
  assert.equal(sent.kind, 'sent', JSON.stringify(sent));
  if (sent.kind === 'sent') this.remember(COMPLAINT, sent.complaint);
});

// The day the plan must answer the complaint just sent by (the rule's phrase: features/steps/domain/appeals.steps.ts).
onScreen('the plan answers it by', function (this: MemberWorld, due: string) {
  assert.equal(words(this.recall<Complaint>(COMPLAINT).answerDueOn), due);
});

// Single-use: the appeals journey, which only its feature follows.
Then('their complaint reads {string}', async function (this: MemberWorld, expected: string) {
  const sent = this.recall<Complaint>(COMPLAINT);
  const found = loaded(await this.app().get(LoadComplaints).execute()).find((complaint) => complaint.complaintId === sent.complaintId);
  assert.equal(found === undefined ? 'missing' : COMPLAINT_STATUS_LABELS[found.status].toLowerCase(), expected);
});
