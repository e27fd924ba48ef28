import { AppealCodec, AppealInformationCodec, AppealsListCodec, ComplaintCodec, ComplaintsListCodec, NewAppealCodec, NewComplaintCodec } from '../codecs/appeals';
import { endpoint, FILE, json, type Summaries } from '../endpoint';

/**
 * Appeals of the plan's decisions and complaints (grievances). Nothing here is cached: an appeal moves on
 * (in review, more information needed, decided) between two reads. Files are sent first with the secure
 * messages' upload call (messages.upload), which checks them by content, and named here by their ids.
 */
export const APPEALS_ENDPOINTS = {
  list: endpoint({
    name: 'appeals.list',
    method: 'GET',
    path: '/api/appeals',
    answer: json(AppealsListCodec),
    audience: 'member',
    writes: false,
    cache: false,
  }),
  detail: endpoint({
    name: 'appeals.detail',
    method: 'GET',
    path: '/api/appeals/:appealId',
    answer: json(AppealCodec),
    audience: 'member',
    writes: false,
    cache: false,
  }),
  file: endpoint({
    name: 'appeals.file',
    method: 'POST',
    path: '/api/appeals',
    body: NewAppealCodec,
    answer: json(AppealCodec),
    audience: 'member',
    writes: true,
    idempotent: true,
  }),
  answer: endpoint({
    name: 'appeals.answer',
    method: 'POST',
    path: '/api/appeals/:appealId/information',
    body: AppealInformationCodec,
    answer: json(AppealCodec),
    audience: 'member',
    writes: true,
    idempotent: true,
  }),
  externalReview: endpoint({
    name: 'appeals.externalReview',
    method: 'POST',
    path: '/api/appeals/:appealId/external-review',
    answer: json(AppealCodec),
    audience: 'member',
    writes: true,
  }),
  letter: endpoint({
    name: 'appeals.letter',
    method: 'GET',
    path: '/api/appeals/:appealId/letter',
    answer: FILE,
    audience: 'member',
    writes: false,
    cache: false,
  }),
  complaints: endpoint({
    name: 'appeals.complaints',
    method: 'GET',
    path: '/api/complaints',
    answer: json(ComplaintsListCodec),
    audience: 'member',
    writes: false,
    cache: false,
  }),
  complain: endpoint({
    name: 'appeals.complain',
    method: 'POST',
    path: '/api/complaints',
    body: NewComplaintCodec,
    answer: json(ComplaintCodec),
    audience: 'member',
    writes: true,
    idempotent: true,
  }),
};

/** One line per endpoint for the API reference (apart from the table, so that no page downloads them). */
export const APPEALS_SUMMARIES: Summaries<typeof APPEALS_ENDPOINTS> = {
  list: 'The appeals the signed-in member filed, newest first, each with its status and decision due date',
  detail: "One of the member's appeals; 403 for an appeal another member filed",
  file: "Files an appeal of a denied or partly denied claim, or a denied or partly approved authorization, of the member or a dependant whose claims they may see, within 180 days of the denial notice; files uploaded with messages.upload; an Idempotency-Key repeated answers the first filing",
  answer: 'Answers the plan’s request for more information on one of the member’s appeals, with a note and files; an Idempotency-Key repeated answers the first answer',
  externalReview: 'Asks for an independent external review of an appeal denied in full or in part, within 4 months of the decision',
  letter: "The decision letter of one of the member's decided appeals, as a PDF; 409 before the decision",
  complaints: 'The complaints (grievances) the signed-in member sent, newest first, with their status',
  complain: 'Sends a complaint about service, the quality of care or a provider; an Idempotency-Key repeated answers the first one',
};
