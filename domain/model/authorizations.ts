/**
 * Prior authorizations and referrals: the requests that stand between a member and their care. The spec
 * names the prior authorizations call (section 7) but not its payload; these shapes follow what the
 * federal Patient Access API will carry for prior authorizations (status, dates, items and denial
 * reasons), so that the tracker can show the same facts the insurer decided on. Dates are yyyy-mm-dd;
 * the moment a request was received is an ISO date-time with its offset, because an expedited decision
 * is due 72 hours after it.
 */

/** A prior authorization asks the plan to approve a service; a referral sends the member to a specialist. */
export type AuthorizationKind = 'prior-authorization' | 'referral';
export const AUTHORIZATION_KINDS: readonly AuthorizationKind[] = ['prior-authorization', 'referral'];

/** Where a request stands, as the insurer records it. */
export type AuthorizationStatus =
  | 'received'
  | 'in-review'
  | 'more-information-needed'
  | 'approved'
  | 'partly-approved'
  | 'denied'
  | 'expired'
  | 'withdrawn';
export const AUTHORIZATION_STATUSES: readonly AuthorizationStatus[] = [
  'received',
  'in-review',
  'more-information-needed',
  'approved',
  'partly-approved',
  'denied',
  'expired',
  'withdrawn',
];

/** Expedited when waiting could seriously harm the member's health; standard otherwise. */
export type ReviewUrgency = 'expedited' | 'standard';

/**
 * What kind of care a request is for. Behavioral health, substance use treatment and reproductive or
 * sexual health are sensitive: the plan's confidentiality rules decide who else may see them.
 */
export type AuthorizationServiceCategory =
  | 'specialist-visit'
  | 'imaging'
  | 'surgery'
  | 'therapy'
  | 'medical-equipment'
  | 'prescription-drug'
  | 'dental'
  | 'behavioral-health'
  | 'substance-use'
  | 'reproductive-health';
export const AUTHORIZATION_SERVICE_CATEGORIES: readonly AuthorizationServiceCategory[] = [
  'specialist-visit',
  'imaging',
  'surgery',
  'therapy',
  'medical-equipment',
  'prescription-drug',
  'dental',
  'behavioral-health',
  'substance-use',
  'reproductive-health',
];

export interface AuthorizedService {
  /** CPT, HCPCS or CDT code; null for a referral to a specialty rather than a service. */
  readonly code: string | null;
  readonly description: string;
  readonly category: AuthorizationServiceCategory;
}

export interface AuthorizationProvider {
  readonly providerId: string | null;
  readonly name: string;
}

/** What the plan approved: how many units (visits, sessions, days, items) and for which dates. */
export interface ApprovedCare {
  readonly units: number;
  /** The unit's name, singular: 'visit', 'session', 'day', 'item'. */
  readonly unit: string;
  readonly startDate: string;
  readonly endDate: string;
}

/**
 * The language of the texts an insurer writes (a service's name, a denial reason, a remark): the one the member
 * asked for (Accept-Language) when the insurer has the text in it, else English.
 */
export type TextLanguage = 'en' | 'es';

export interface Authorization {
  readonly authorizationId: string;
  readonly kind: AuthorizationKind;
  readonly memberKey: string;
  readonly memberName: string;
  readonly service: AuthorizedService;
  /** The clinician who asked for the care. */
  readonly requestingProvider: AuthorizationProvider;
  /** Where the care is to be given. */
  readonly servicingProvider: AuthorizationProvider;
  readonly status: AuthorizationStatus;
  readonly urgency: ReviewUrgency;
  /** ISO date-time with offset: when the plan received the request. */
  readonly receivedAt: string;
  /** The day the plan decided (or the request was withdrawn); null while it waits for a decision. */
  readonly decisionDate: string | null;
  /** How many units were asked for. */
  readonly requestedUnits: number;
  /** Approved and partly approved requests (and expired approvals): what was approved. */
  readonly approved: ApprovedCare | null;
  /** Denied or partly approved: the specific reason, in plain words. */
  readonly denialReason: string | null;
  /** More information needed: what the plan is waiting for. */
  readonly informationRequested: string | null;
  /** The language of the service's description, the denial reason and what the plan is waiting for. */
  readonly language: TextLanguage;
}

/** Whether the plan needs to approve a service before the member gets it (the plan's list). */
export interface PriorAuthorizationRule {
  readonly code: string;
  readonly description: string;
  readonly category: AuthorizationServiceCategory;
  readonly required: boolean;
  /** Other words members use for the service ('MRI', 'knee replacement'). */
  readonly keywords: readonly string[];
}

/** The tracker's filters as the gateway takes them (GET /api/prior-authorizations/page): days as yyyy-mm-dd. */
export interface AuthorizationsQuery {
  readonly memberKey?: string;
  /** The status as the member sees it (an approval past its end date has expired). */
  readonly status?: AuthorizationStatus;
  /** The day received, from and to (both included). */
  readonly fromDate?: string;
  readonly toDate?: string;
}

/** One page of the requests the query finds, newest first, with what the tracker says of all of them. */
export interface AuthorizationsPage {
  readonly items: readonly Authorization[];
  /** From 1. */
  readonly page: number;
  readonly pageSize: number;
  /** How many requests meet the query, on every page together. */
  readonly total: number;
  /** Every approval the caller may see that runs out within 30 days, whatever the query, soonest first. */
  readonly expiringSoon: readonly Authorization[];
}
