import assert from 'node:assert/strict';
import { Then, When, Given } from '@cucumber/cucumber';
import { DateTime } from 'luxon';
import type { Appeal, AppealedDecisionKind, AppealOutcome, AuthorizationStatus, ClaimServiceLine, ClaimStatus, ComplaintCategory } from '../../../domain/model';
import { COMPLAINT_CATEGORIES } from '../../../domain/model';
import { REMAINING_OPTION_LABELS } from '../../../domain/copy/appeals-copy';
import {
  appealErrors,
  appealOffer,
  authorizationIsAppealable,
  careOf,
  claimIsAppealable,
  complaintAnswerDue,
  complaintErrors,
  decisionDueAt,
  externalReview,
  filingWindow,
  type AppealableDecision,
  type AppealOffer,
  type FilingWindow,
} from '../../../domain/rules/appeals';
import type { MemberWorld } from '../../support/world';
import { answered } from '../shared/answers';
import { reads } from '../shared/screens.steps';
import { listOf } from './helpers';
import { judged, PEOPLE, person } from './writing.steps';

/* Appeals and complaints: the filing deadline, decision due dates, external review, what may be appealed, the form (who sees which appeal, whom a member appeals for: writing.steps.ts; files: attachments.steps.ts). */

const NOTICE = 'appeals.notice';
const DECISION = 'appeals.decision';
const FILED = 'appeals.filed';

/** yyyy-mm-dd as an analyst writes it: 28 August 2026. */
export const words = (iso: string): string => DateTime.fromISO(iso, { zone: 'utc' }).toFormat('d MMMM yyyy', { locale: 'en-US' });

/** '2 March 2026 at 10:00 UTC' as an ISO instant, and back. */
const INSTANT = /^(\d{1,2} \w+ \d{4}) at (\d{2}:\d{2}) UTC$/;
function instantFrom(text: string): string {
  const match = INSTANT.exec(text.trim());
  assert.ok(match !== null, `'${text}' is not a day and time such as '2 March 2026 at 10:00 UTC'`);
  const moment = DateTime.fromFormat(`${match[1]} ${match[2]}`, 'd MMMM yyyy HH:mm', { zone: 'utc', locale: 'en-US' });
  assert.ok(moment.isValid, `'${text}' is not a moment of the calendar`);
  return moment.toISO({ suppressMilliseconds: true })?.replace('+00:00', 'Z') ?? '';
}
const instantWords = (iso: string): string => `${DateTime.fromISO(iso, { zone: 'utc' }).toFormat('d MMMM yyyy', { locale: 'en-US' })} at ${DateTime.fromISO(iso, { zone: 'utc' }).toFormat('HH:mm')} UTC`;

function dayOf(text: string): string {
  const day = DateTime.fromFormat(text.trim(), 'd MMMM yyyy', { zone: 'utc', locale: 'en-US' });
  assert.ok(day.isValid, `'${text}' is not a day of the calendar`);
  return day.toISODate() ?? '';
}

function decisionKind(word: string): AppealedDecisionKind {
  assert.ok(word === 'claim' || word === 'authorization', `an appeal is of a claim or an authorization, not '${word}'`);
  return word;
}

// Single-use: the filing deadline, which only the appeals rule feature states.
When(/^a denial notice is dated (\d{1,2} \w+ \d{4})$/, function (this: MemberWorld, notice: string) {
  this.remember(NOTICE, dayOf(notice));
});

/** The filing window as the form words it: open until its last day with the days left, or closed since then. */
export const windowWords = (window: FilingWindow): string => (window.open ? `open until ${words(window.deadline)}, ${window.daysLeft} days left` : `closed since ${words(window.deadline)}`);

// The filing window of the denial notice, as the rule works it out; the appeals journey reads the form it opened.
Then(
  'the appeal window reads {string}',
  answered('the appeal window reads', function (this: MemberWorld, expected: string) {
    assert.equal(windowWords(filingWindow(this.recall<string>(NOTICE), this.today)), expected);
  }),
);

reads('options that remain', function (this: MemberWorld, expected: string) {
  const window = filingWindow(this.recall<string>(NOTICE), this.today);
  assert.ok(!window.open, `the window is still open until ${window.deadline}`);
  assert.deepEqual(
    window.options.map((option) => REMAINING_OPTION_LABELS[option]),
    listOf(expected),
  );
});

// Single-use: decision due dates, which only the appeals rule feature states.
When(/^an appeal of a (claim|authorization) is received on (.+) and is (expedited|standard)$/, function (this: MemberWorld, decision: string, received: string, urgency: string) {
  this.result = decisionDueAt(instantFrom(received), urgency === 'expedited', careOf(decisionKind(decision)));
});

// The day and time the plan's decision is due, as the rule works it out; the appeals journey reads its filed appeal's day.
Then(
  /^the appeal's decision is due by (.+)$/,
  answered("the appeal's decision is due by", function (this: MemberWorld, due: string) {
    assert.equal(instantWords(this.result as string), due);
  }),
);

const OUTCOMES: Readonly<Record<string, AppealOutcome>> = { upheld: 'upheld', overturned: 'overturned', 'partly overturned': 'partly-overturned' };

// Single-use: external review, which only the appeals rule feature states.
When(/^an appeal decided on (.+) is (upheld|overturned|partly overturned|still in review)$/, function (this: MemberWorld, decided: string, outcome: string) {
  const appeal: Pick<Appeal, 'status' | 'outcome' | 'decidedOn'> =
    outcome === 'still in review' ? { status: 'in-review', outcome: null, decidedOn: null } : { status: 'decided', outcome: OUTCOMES[outcome] ?? null, decidedOn: dayOf(decided) };
  this.result = externalReview(appeal, this.today);
});

// Single-use: external review, which only the appeals rule feature states.
Then('external review reads {string}', function (this: MemberWorld, expected: string) {
  const review = this.result as ReturnType<typeof externalReview>;
  const read =
    review.kind === 'eligible'
      ? `may be asked for until ${words(review.askBy)}, ${review.daysLeft} days left`
      : review.kind === 'too-late'
        ? `too late since ${words(review.askBy)}`
        : review.kind.replace(/-/g, ' ');
  assert.equal(read, expected);
});

// Single-use: where a decision links to the appeal form, which only the appeals rule feature states.
Given(/^a request of the (subscriber|spouse|child) denied on (\d{1,2} \w+ \d{4})$/, function (this: MemberWorld, member: string, day: string) {
  const decision: AppealableDecision = { kind: 'authorization', reference: 'R-1', memberKey: person(member).memberKey, noticeDate: dayOf(day) };
  this.remember(DECISION, decision);
});

const FILED_STATUSES: Readonly<Record<string, Pick<Appeal, 'status' | 'outcome'> | null>> = {
  'no appeal of it': null,
  'an appeal of it now in review': { status: 'in-review', outcome: null },
  'an appeal of it since upheld': { status: 'decided', outcome: 'upheld' },
  'an appeal of it since partly overturned': { status: 'decided', outcome: 'partly-overturned' },
  'an appeal of it since overturned': { status: 'decided', outcome: 'overturned' },
};

// Single-use: where a decision links to the appeal form, which only the appeals rule feature states.
Given(/^the (subscriber|spouse|child) has filed (no appeal of it|an appeal of it now in review|an appeal of it since (?:upheld|partly overturned|overturned))$/, function (this: MemberWorld, filer: string, filed: string) {
  const status = FILED_STATUSES[filed] ?? null;
  const decision = this.recall<AppealableDecision>(DECISION);
  this.remember(FILED, status === null ? [] : [{ memberKey: person(filer).memberKey, decision: { reference: decision.reference }, ...status }]);
});

// Single-use: where a decision links to the appeal form, which only the appeals rule feature states.
When(/^the (subscriber|spouse|child) looks at the request$/, function (this: MemberWorld, viewer: string) {
  this.result = appealOffer(this.recall<AppealableDecision>(DECISION), {
    viewer: person(viewer),
    members: Object.values(PEOPLE),
    appeals: this.recall<Pick<Appeal, 'memberKey' | 'decision' | 'status' | 'outcome'>[]>(FILED),
    today: this.today,
  });
});

const OFFERS: Readonly<Record<string, AppealOffer>> = { 'the appeal form': 'appeal', 'what can still be done': 'past-deadline', nothing: 'none' };

// Single-use: where a decision links to the appeal form, which only the appeals rule feature states.
Then(/^it offers (the appeal form|what can still be done|nothing)$/, function (this: MemberWorld, offer: string) {
  assert.equal(this.result, OFFERS[offer]);
});

const paidLine: Pick<ClaimServiceLine, 'allowed' | 'planPaid' | 'memberShare'> = {
  allowed: 100,
  planPaid: 80,
  memberShare: { deductible: 0, copay: 20, coinsurance: 0, notCovered: 0, total: 20 },
};
const deniedLine: Pick<ClaimServiceLine, 'allowed' | 'planPaid' | 'memberShare'> = {
  allowed: 0,
  planPaid: 0,
  memberShare: { deductible: 0, copay: 0, coinsurance: 0, notCovered: 250, total: 250 },
};
const pendingLine: Pick<ClaimServiceLine, 'allowed' | 'planPaid' | 'memberShare'> = { allowed: null, planPaid: null, memberShare: null };

const CLAIMS: Readonly<Record<string, { readonly status: ClaimStatus; readonly serviceLines: readonly Pick<ClaimServiceLine, 'allowed' | 'planPaid' | 'memberShare'>[] }>> = {
  denied: { status: 'denied', serviceLines: [deniedLine] },
  'processed with one line not paid': { status: 'processed', serviceLines: [paidLine, deniedLine] },
  'processed with every line paid': { status: 'processed', serviceLines: [paidLine, paidLine] },
  pending: { status: 'pending', serviceLines: [pendingLine] },
};

// Single-use: what may be appealed, which only the appeals rule feature states.
When(/^an? (claim|authorization) is (.+)$/, function (this: MemberWorld, decision: string, status: string) {
  if (decision === 'authorization') {
    this.result = authorizationIsAppealable({ status: status.replace(/ /g, '-') as AuthorizationStatus });
    return;
  }
  const claim = CLAIMS[status];
  assert.ok(claim !== undefined, `no claim is '${status}'`);
  this.result = claimIsAppealable(claim);
});

// Single-use: what may be appealed, which only the appeals rule feature states.
Then(/^it (may|may not) be appealed$/, function (this: MemberWorld, may: string) {
  assert.equal(this.result, may === 'may');
});

function reasonOf(text: string): string {
  if (text === 'nothing') return '';
  const match = /^(\d+) characters$/.exec(text);
  assert.ok(match !== null, `a reason is 'nothing' or 'N characters', not '${text}'`);
  return 'x'.repeat(Number(match[1]));
}

// Single-use: the appeal form's rules, which only the appeals rule feature states.
When(/^an appeal of a (claim|authorization) is written with:$/, function (this: MemberWorld, decision: string, table: { rowsHash(): Record<string, string> }) {
  const facts = table.rowsHash();
  const appellant = facts['appellant'] ?? 'the member';
  const errors = appealErrors({
    decisionKind: decisionKind(decision),
    reason: reasonOf(facts['reason'] ?? 'nothing'),
    appellant: appellant === 'the member' ? 'member' : 'representative',
    representativeName: appellant === 'the member' ? null : appellant,
    representativeFormId: facts["representative's form"] === 'attached' ? 'A00001' : null,
    expedited: facts['expedited'] === 'yes',
    urgentAttestation: facts['attestation'] === 'signed',
  });
  judged(this, 'appeal', 'ready to file', Object.values(errors));
});

// Single-use: complaints, which only the appeals rule feature states.
When('a complaint about {string} says {string}', function (this: MemberWorld, category: string, description: string) {
  assert.ok(category === '' || (COMPLAINT_CATEGORIES as readonly string[]).includes(category), `no complaint category is called '${category}'`);
  const errors = complaintErrors({ category: category === '' ? null : (category as ComplaintCategory), description });
  judged(this, 'complaint', 'ready to send', Object.values(errors));
});

// Single-use: complaints, which only the appeals rule feature states.
When(/^a complaint is received on (\d{1,2} \w+ \d{4})$/, function (this: MemberWorld, received: string) {
  this.result = complaintAnswerDue(dayOf(received));
});

// The day the plan must answer the complaint by, as the rule works it out; the appeals journey reads the complaint it sent.
Then(
  /^the plan answers it by (\d{1,2} \w+ \d{4})$/,
  answered('the plan answers it by', function (this: MemberWorld, due: string) {
    assert.equal(words(this.result as string), due);
  }),
);
