import * as t from 'io-ts';
import type { Appeal, AppealInformation, Complaint, NewAppeal, NewComplaint } from '../../../domain/model';
import { nullable, TextLanguageCodec, type Same } from './common';
import { MessageAttachmentCodec } from './messages';

/** Appeals' and complaints' payloads: what a member files and what the plan answers. */

const AppealedDecisionKindCodec = t.keyof({ claim: null, authorization: null }, 'AppealedDecisionKind');
const AppellantCodec = t.keyof({ member: null, representative: null }, 'Appellant');

export const AppealCodec = t.type(
  {
    appealId: t.string,
    memberKey: t.string,
    aboutMemberKey: t.string,
    aboutMemberName: t.string,
    decision: t.type({ kind: AppealedDecisionKindCodec, reference: t.string, deniedLines: t.readonlyArray(t.string), noticeDate: t.string }, 'AppealedDecision'),
    appellant: AppellantCodec,
    representativeName: nullable(t.string),
    reason: t.string,
    expedited: t.boolean,
    care: t.keyof({ 'pre-service': null, 'post-service': null }, 'AppealCare'),
    status: t.keyof({ received: null, 'in-review': null, 'more-information-needed': null, decided: null, 'external-review-requested': null }, 'AppealStatus'),
    receivedAt: t.string,
    decisionDueAt: t.string,
    decidedOn: nullable(t.string),
    outcome: nullable(t.keyof({ upheld: null, overturned: null, 'partly-overturned': null }, 'AppealOutcome')),
    informationRequested: nullable(t.string),
    decisionLetter: t.boolean,
    attachments: t.readonlyArray(MessageAttachmentCodec),
    language: TextLanguageCodec,
  },
  'Appeal',
);
const _appeal: Same<t.TypeOf<typeof AppealCodec>, Appeal> = true;

export const AppealsListCodec = t.type({ appeals: t.readonlyArray(AppealCodec) }, 'AppealsList');

export const NewAppealCodec = t.type(
  {
    decisionKind: AppealedDecisionKindCodec,
    reference: t.string,
    appellant: AppellantCodec,
    representativeName: nullable(t.string),
    representativeFormId: nullable(t.string),
    reason: t.string,
    expedited: t.boolean,
    urgentAttestation: t.boolean,
    attachmentIds: t.readonlyArray(t.string),
  },
  'NewAppeal',
);
const _newAppeal: Same<t.TypeOf<typeof NewAppealCodec>, NewAppeal> = true;

export const AppealInformationCodec = t.type({ note: t.string, attachmentIds: t.readonlyArray(t.string) }, 'AppealInformation');
const _information: Same<t.TypeOf<typeof AppealInformationCodec>, AppealInformation> = true;

const ComplaintCategoryCodec = t.keyof({ service: null, 'quality-of-care': null, provider: null }, 'ComplaintCategory');

export const ComplaintCodec = t.type(
  {
    complaintId: t.string,
    memberKey: t.string,
    category: ComplaintCategoryCodec,
    description: t.string,
    status: t.keyof({ received: null, 'in-review': null, resolved: null }, 'ComplaintStatus'),
    receivedOn: t.string,
    answerDueOn: t.string,
    resolvedOn: nullable(t.string),
    resolution: nullable(t.string),
    language: TextLanguageCodec,
  },
  'Complaint',
);
const _complaint: Same<t.TypeOf<typeof ComplaintCodec>, Complaint> = true;

export const ComplaintsListCodec = t.type({ complaints: t.readonlyArray(ComplaintCodec) }, 'ComplaintsList');

export const NewComplaintCodec = t.type({ category: ComplaintCategoryCodec, description: t.string }, 'NewComplaint');
const _newComplaint: Same<t.TypeOf<typeof NewComplaintCodec>, NewComplaint> = true;
