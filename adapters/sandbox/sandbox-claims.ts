import { right } from 'fp-ts/Either';
import type { Claim, ClaimsMetadata, ClaimsPage, Paging, ClaimsQuery, ClaimType, EobDocument, EobsPage, NavitusPharmacy } from '../../domain/model';
import { CLAIM_TYPES } from '../../domain/model';
import { claimsVisibleTo, familyMembersVisibleTo, filterClaims, sortClaimsNewestFirst } from '../../domain/rules/claims';
import { pageOfClaims } from '../../domain/rules/claims-paging';
import { pageOfEobs, sortEobsNewestFirst } from '../../domain/rules/eobs-paging';
import { canSeeEobs } from '../../domain/rules/menus-and-permissions';
import { renderEobPdf } from './eob-pdf';
import { BRANDS } from './personas/content-catalogue';
import { isIsoDate } from './sandbox-dates';
import { fail, pagingRefusal, type Answer, type MemberPlan } from './sandbox-state';

/**
 * The sandbox insurer's claims desk: /api/claims, /api/claims/metadata, /api/claims/{id}, /api/eobs,
 * /api/eobs/page, /api/eobs/{id}/pdf and /api/navitus for one signed-in member. The insurer resolves the member from the
 * token and hands over their plan; everything here is a pure function of it and the day.
 *
 * Like a real insurer, it answers only what the member may see: the subscriber the family's claims, a
 * dependant their own; EOBs go to the subscriber only.
 */

/** The Navitus member site (the PBM's own). */
export const NAVITUS_PORTAL_URL = 'https://members.navitus.com';
const NAVITUS_PROGRAM_ID = 37;

function visibleClaims(desk: MemberPlan, claims: readonly Claim[]): Claim[] {
  return claimsVisibleTo(claims, desk.viewer, desk.plan.account.members);
}

/** A query the desk refuses: dates that are not yyyy-mm-dd or out of order, or a member the viewer may not see. */
function queryRefusal(desk: MemberPlan, query: ClaimsQuery): Answer<never> | null {
  for (const date of [query.fromDate, query.toDate]) {
    if (date !== undefined && !isIsoDate(date)) return fail(400, 'INVALID_DATE', 'fromDate and toDate must be yyyy-mm-dd.');
  }
  if (query.fromDate !== undefined && query.toDate !== undefined && query.fromDate > query.toDate) {
    return fail(400, 'INVALID_RANGE', 'fromDate must not be after toDate.');
  }
  if (query.memberKey !== undefined && !familyMembersVisibleTo(desk.viewer, desk.plan.account.members).some((member) => member.memberKey === query.memberKey)) {
    return fail(403, 'FORBIDDEN', 'You may not see this member’s claims.');
  }
  return null;
}

export function listClaims(desk: MemberPlan, query: ClaimsQuery): Answer<readonly Claim[]> {
  const refusal = queryRefusal(desk, query);
  if (refusal !== null) return refusal;
  return right(sortClaimsNewestFirst(filterClaims(visibleClaims(desk, desk.plan.claims.claims), query)));
}

/** One page of the claims the query finds, newest first, with their count and totals. */
export function pageClaims(desk: MemberPlan, query: ClaimsQuery, paging: Paging): Answer<ClaimsPage<Claim>> {
  const refusal = queryRefusal(desk, query);
  if (refusal !== null) return refusal;
  const refused = pagingRefusal(paging);
  if (refused !== null) return refused;
  return right(pageOfClaims(visibleClaims(desk, desk.plan.claims.claims), query, paging));
}

export function claimsMetadata(desk: MemberPlan): Answer<ClaimsMetadata> {
  const claims = visibleClaims(desk, desk.plan.claims.claims);
  const types = new Set<ClaimType>(claims.map((claim) => claim.claimType));
  const earliest = claims.map((claim) => claim.serviceStartDate).sort()[0] ?? null;
  return right({
    members: familyMembersVisibleTo(desk.viewer, desk.plan.account.members).map((member) => ({
      memberKey: member.memberKey,
      name: `${member.firstName} ${member.lastName}`,
    })),
    claimTypes: CLAIM_TYPES.filter((type) => types.has(type)),
    earliestServiceDate: earliest,
  });
}

export function findClaim(desk: MemberPlan, claimId: string): Answer<Claim> {
  const book = desk.plan.claims;
  const claim = visibleClaims(desk, [...book.claims, ...book.navitusClaims]).find((candidate) => candidate.claimId === claimId);
  return claim === undefined ? fail(404, 'CLAIM_NOT_FOUND', `No claim ${claimId} was found.`) : right(claim);
}

export function listEobs(desk: MemberPlan): Answer<readonly EobDocument[]> {
  if (!canSeeEobs(desk.viewer)) return fail(403, 'SUBSCRIBER_ONLY', 'Explanations of benefits are sent to the subscriber.');
  return right(sortEobsNewestFirst(desk.plan.claims.eobs));
}

/** One page of the EOB documents, newest first, with how many there are. */
export function pageEobs(desk: MemberPlan, paging: Paging): Answer<EobsPage> {
  if (!canSeeEobs(desk.viewer)) return fail(403, 'SUBSCRIBER_ONLY', 'Explanations of benefits are sent to the subscriber.');
  const refused = pagingRefusal(paging);
  if (refused !== null) return refused;
  return right(pageOfEobs(desk.plan.claims.eobs, paging));
}

export async function eobPdf(desk: MemberPlan, eobId: string): Promise<Answer<Uint8Array>> {
  if (!canSeeEobs(desk.viewer)) return fail(403, 'SUBSCRIBER_ONLY', 'Explanations of benefits are sent to the subscriber.');
  const book = desk.plan.claims;
  const eob = book.eobs.find((candidate) => candidate.eobId === eobId);
  const claim = eob === undefined ? undefined : book.claims.find((candidate) => candidate.claimId === eob.claimId);
  if (eob === undefined || claim === undefined) return fail(404, 'EOB_NOT_FOUND', `No EOB ${eobId} was found.`);
  const account = desk.plan.account;
  const subscriber = account.members.find((member) => member.memberSuffix === 0) ?? desk.viewer;
  const brand = BRANDS[desk.domainId];
  const pdf = await renderEobPdf(
    claim,
    eob,
    {
      insurerName: brand.insurerName,
      subscriberName: `${subscriber.firstName} ${subscriber.lastName}`,
      subscriberId: account.subscriberId,
      groupId: account.groupId,
      groupName: account.groupName,
      address: account.address,
      customerServicePhone: claim.claimType === 'dental' ? brand.dentalServicePhone : brand.customerServicePhone,
    },
    desk.today,
  );
  return right(pdf);
}

export function navitusPharmacy(desk: MemberPlan): Answer<NavitusPharmacy> {
  if (!desk.plan.programs.some((program) => program.id === NAVITUS_PROGRAM_ID)) {
    return fail(404, 'NOT_NAVITUS', 'This plan’s pharmacy benefit is not managed by Navitus.');
  }
  const claims = visibleClaims(desk, desk.plan.claims.navitusClaims);
  const phone = desk.plan.programDetails.find((details) => details.programId === NAVITUS_PROGRAM_ID)?.phoneNumber ?? null;
  return right({ portalUrl: NAVITUS_PORTAL_URL, customerServicePhone: phone, claims: sortClaimsNewestFirst(claims) });
}
