import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { Claim, ClaimSummary, ClaimType } from '../../domain/model';
import {
  claimsAllowed,
  claimsFilterErrors,
  claimsQueryOf,
  claimsVisibleTo,
  earliestClaimsDate,
  familyMembersVisibleTo,
  filterClaims,
  navitusAllowed,
  sortClaimsNewestFirst,
  type ClaimsFilter,
  type ClaimsFilterErrors,
  type ClaimsTotals,
} from '../../domain/rules/claims';
import { CLAIMS_PAGE_SIZE } from '../../domain/rules/claims-paging';
import { pageCount } from '../../domain/rules/paging';
import { canSeeEobs, isSubscriber } from '../../domain/rules/menus-and-permissions';
import type { GatewayError } from '../shared/gateway-error';
import { CLAIMS_GATEWAY, type ClaimsGateway } from '../ports/claims-gateway';
import { PROGRAMS_GATEWAY, type ProgramsGateway } from '../ports/programs-gateway';
import { memberName, ReadViewer } from '../shared/viewer-context';
import { fieldErrors } from '../shared/field-errors';

export interface ClaimsView {
  /** One page of the viewer's claims and those of the family members they may see, newest first. */
  readonly claims: readonly ClaimSummary[];
  /** The page shown (from 1), how many pages there are, and how many claims a page holds. */
  readonly page: number;
  readonly pageCount: number;
  readonly pageSize: number;
  /** How many claims the filters found, and what they add up to, on every page together. */
  readonly total: number;
  readonly totals: ClaimsTotals;
  /** Whom the member filter offers (only members the viewer may see). */
  readonly members: readonly { readonly memberKey: string; readonly name: string }[];
  readonly claimTypes: readonly ClaimType[];
  /** The earliest start date the filter accepts (yyyy-mm-dd) and today. */
  readonly earliestDate: string;
  readonly today: string;
  /** The subscriber sees the family's claims; a dependant only their own (the page says which). */
  readonly family: boolean;
  /** Subscribers also get EOBs. */
  readonly canSeeEobs: boolean;
  /** Pharmacy claims of Navitus members are on the Navitus page (program 37), not here. */
  readonly navitus: boolean;
}

export type ClaimsOutcome =
  | { readonly kind: 'invalid'; readonly errors: ClaimsFilterErrors }
  | { readonly kind: 'loaded'; readonly view: ClaimsView }
  /** The member has no eligibility at all: there is no Claims page for them. */
  | { readonly kind: 'not-allowed' }
  /** The claims service failed: the screen says so itself (spec section 8 leaves claims to the screens). */
  | { readonly kind: 'unavailable'; readonly error: GatewayError }
  | { readonly kind: 'error'; readonly error: GatewayError };

export type ClaimOutcome =
  | { readonly kind: 'loaded'; readonly claim: Claim; readonly eobId: string | null }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'not-allowed' }
  | { readonly kind: 'unavailable'; readonly error: GatewayError }
  | { readonly kind: 'error'; readonly error: GatewayError };

/**
 * Spec section 8 leaves failures of the claims and EOB calls to the screens ("handled by screens"), so
 * they come back as 'unavailable' for the page to explain; failing to read the account is an 'error'.
 *
 * /claims: the claims the viewer may see (the subscriber the family's, a dependant their own), filtered by
 * member, claim type and a date range that follows the stricter range rule, newest first, a page at a time
 * with the count and totals of them all. Nothing is asked of the gateway while the dates break the rule.
 */
@injectable()
export class LoadClaims {
  constructor(
    @inject(ReadViewer) private readonly readViewer: ReadViewer,
    @inject(CLAIMS_GATEWAY) private readonly claims: ClaimsGateway,
    @inject(PROGRAMS_GATEWAY) private readonly programs: ProgramsGateway,
  ) {}

  async execute(filter: ClaimsFilter, page = 1): Promise<ClaimsOutcome> {
    const context = await this.readViewer.execute();
    if (isLeft(context)) return { kind: 'error', error: context.left };
    const { account, viewer, today } = context.right;
    if (!claimsAllowed(viewer)) return { kind: 'not-allowed' };
    const errors = fieldErrors(() => claimsFilterErrors(filter, today));
    if (errors !== null) return { kind: 'invalid', errors };

    const query = claimsQueryOf(filter);
    const paging = { page: Math.max(1, page), pageSize: CLAIMS_PAGE_SIZE };
    const [first, metadata, programs] = await Promise.all([this.claims.claimsPage(query, paging), this.claims.metadata(), this.programs.programs()]);
    if (isLeft(metadata)) return { kind: 'unavailable', error: metadata.left };
    // A page past the last (claims found fewer than before) gives way to the last page.
    const last = isLeft(first) ? 1 : pageCount(first.right.total, paging.pageSize);
    const found = !isLeft(first) && paging.page > last ? await this.claims.claimsPage(query, { ...paging, page: last }) : first;
    if (isLeft(found)) return { kind: 'unavailable', error: found.left };

    // The insurer already answers only what the viewer may see; the rule is applied again so that a
    // gateway that answers more never shows a dependant someone else's care.
    const claims = sortClaimsNewestFirst(filterClaims(claimsVisibleTo(found.right.items, viewer, account.members), query));
    const visibleMembers = familyMembersVisibleTo(viewer, account.members);
    const members = visibleMembers.map((member) => ({
      memberKey: member.memberKey,
      name: metadata.right.members.find((entry) => entry.memberKey === member.memberKey)?.name ?? memberName(member),
    }));
    return {
      kind: 'loaded',
      view: {
        claims,
        page: found.right.page,
        pageCount: pageCount(found.right.total, paging.pageSize),
        pageSize: paging.pageSize,
        total: found.right.total,
        totals: found.right.totals,
        members,
        claimTypes: metadata.right.claimTypes,
        earliestDate: earliestClaimsDate(today),
        today,
        family: isSubscriber(viewer),
        canSeeEobs: canSeeEobs(viewer),
        // Programs only decide whether to point at the Navitus page: failing to read them hides the pointer.
        navitus: !isLeft(programs) && navitusAllowed(programs.right),
      },
    };
  }
}

/** /claims/{id}: one claim with its service lines, and its EOB for subscribers. */
@injectable()
export class LoadClaim {
  constructor(
    @inject(ReadViewer) private readonly readViewer: ReadViewer,
    @inject(CLAIMS_GATEWAY) private readonly claims: ClaimsGateway,
  ) {}

  async execute(claimId: string): Promise<ClaimOutcome> {
    const context = await this.readViewer.execute();
    if (isLeft(context)) return { kind: 'error', error: context.left };
    const { account, viewer } = context.right;
    if (!claimsAllowed(viewer)) return { kind: 'not-allowed' };
    const found = await this.claims.claim(claimId);
    if (isLeft(found)) {
      const error = found.left;
      return error.kind === 'http' && (error.status === 404 || error.status === 403) ? { kind: 'not-found' } : { kind: 'unavailable', error };
    }
    if (claimsVisibleTo([found.right], viewer, account.members).length === 0) return { kind: 'not-found' };
    return { kind: 'loaded', claim: found.right, eobId: canSeeEobs(viewer) ? found.right.eobId : null };
  }
}
