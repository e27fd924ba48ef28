import * as t from 'io-ts';
import type {
  ApprovedCare,
  Authorization,
  AuthorizationProvider,
  AuthorizedService,
} from '../../../domain/model';
import { nullable, TextLanguageCodec, type Same } from './common';

/**
 * Payloads of /api/prior-authorizations and its pages (designed by us: the spec names the prior
 * authorizations call only; the requirements' are in prior-authorization-rules.ts, apart so that the core,
 * which reads a page for the home page, does not carry them). An unknown status, urgency or category fails to decode
 * rather than showing a member a request the tracker cannot explain.
 */

export const AuthorizationKindCodec = t.keyof({ 'prior-authorization': null, referral: null }, 'AuthorizationKind');
export const AuthorizationStatusCodec = t.keyof(
  {
    received: null,
    'in-review': null,
    'more-information-needed': null,
    approved: null,
    'partly-approved': null,
    denied: null,
    expired: null,
    withdrawn: null,
  },
  'AuthorizationStatus',
);
const ReviewUrgencyCodec = t.keyof({ expedited: null, standard: null }, 'ReviewUrgency');
export const ServiceCategoryCodec = t.keyof(
  {
    'specialist-visit': null,
    imaging: null,
    surgery: null,
    therapy: null,
    'medical-equipment': null,
    'prescription-drug': null,
    dental: null,
    'behavioral-health': null,
    'substance-use': null,
    'reproductive-health': null,
  },
  'AuthorizationServiceCategory',
);

export const AuthorizedServiceCodec = t.type({ code: nullable(t.string), description: t.string, category: ServiceCategoryCodec }, 'AuthorizedService');
const _service: Same<t.TypeOf<typeof AuthorizedServiceCodec>, AuthorizedService> = true;

export const AuthorizationProviderCodec = t.type({ providerId: nullable(t.string), name: t.string }, 'AuthorizationProvider');
const _provider: Same<t.TypeOf<typeof AuthorizationProviderCodec>, AuthorizationProvider> = true;

export const ApprovedCareCodec = t.type({ units: t.number, unit: t.string, startDate: t.string, endDate: t.string }, 'ApprovedCare');
const _approved: Same<t.TypeOf<typeof ApprovedCareCodec>, ApprovedCare> = true;

export const AuthorizationCodec = t.type(
  {
    authorizationId: t.string,
    kind: AuthorizationKindCodec,
    memberKey: t.string,
    memberName: t.string,
    service: AuthorizedServiceCodec,
    requestingProvider: AuthorizationProviderCodec,
    servicingProvider: AuthorizationProviderCodec,
    status: AuthorizationStatusCodec,
    urgency: ReviewUrgencyCodec,
    receivedAt: t.string,
    decisionDate: nullable(t.string),
    requestedUnits: t.number,
    approved: nullable(ApprovedCareCodec),
    denialReason: nullable(t.string),
    informationRequested: nullable(t.string),
    language: TextLanguageCodec,
  },
  'Authorization',
);
const _authorization: Same<t.TypeOf<typeof AuthorizationCodec>, Authorization> = true;
export const AuthorizationsCodec = t.readonlyArray(AuthorizationCodec, 'Authorizations');
