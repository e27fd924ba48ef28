import { isLeft, right, type Either } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { EligibleDates, Member, PcpHistoryEntry, PrimaryCareEligibility, PrimaryCareMember } from '../../domain/model';
import { familyMembersVisibleTo } from '../../domain/rules/claims';
import { isSubscriber, primaryCareMenuVisible } from '../../domain/rules/menus-and-permissions';
import { currentPrimaryCareProvider, primaryCareFacts } from '../../domain/rules/primary-care';
import { eligibleForSelection, pastSelections, selectionEffectiveDate, upcomingSelections } from '../../domain/rules/primary-care-selection';
import type { GatewayError } from '../shared/gateway-error';
import { PRIMARY_CARE_GATEWAY, type PrimaryCareGateway } from '../ports/primary-care-gateway';
import { ReadViewer, type ViewerContext } from '../shared/viewer-context';

/** One family member's primary care as the pages show it. */
export interface PrimaryCareMemberView {
  readonly member: Member;
  /** The selected provider covering today (begin <= today < end), or null. */
  readonly current: PcpHistoryEntry | null;
  /** Chosen, not yet in effect. */
  readonly upcoming: readonly PcpHistoryEntry[];
  /** Ended on or before today, with the reason they ended. */
  readonly past: readonly PcpHistoryEntry[];
  readonly eligibleDates: readonly EligibleDates[];
  /** Whether the member may choose a provider now, and from which day the choice would count. */
  readonly canSelect: boolean;
  readonly effectiveDate: string | null;
}

export interface PrimaryCareView extends ViewerContext {
  /** Whether the primary care menu (and page) is shown to this member (spec section 6). */
  readonly menuVisible: boolean;
  readonly eligibility: PrimaryCareEligibility | null;
  /** The family members the viewer may see who have primary care, subscriber first. */
  readonly members: readonly PrimaryCareMemberView[];
}

export type PrimaryCareOutcome =
  | { readonly kind: 'loaded'; readonly view: PrimaryCareView }
  /** The member asked for is not one the viewer may see (or has no primary care). */
  | { readonly kind: 'not-found' }
  | { readonly kind: 'error'; readonly error: GatewayError };

/** Plans without primary care answer 403 or 404: that means none, not a fault. */
const noneWhenRefused = <T>(result: Either<GatewayError, T>, none: T): Either<GatewayError, T> =>
  isLeft(result) && result.left.kind === 'http' && (result.left.status === 403 || result.left.status === 404) ? right(none) : result;

/**
 * /find-care/primary-care (and /{suffix}): each family member the viewer may see, their current provider
 * (history matched by date range, spec section 4), past and upcoming selections and eligibility dates.
 */
@injectable()
export class LoadPrimaryCare {
  constructor(
    @inject(ReadViewer) private readonly readViewer: ReadViewer,
    @inject(PRIMARY_CARE_GATEWAY) private readonly primaryCare: PrimaryCareGateway,
  ) {}

  /** @param suffix only this member (the /{suffix} pages); every member the viewer may see when absent. */
  async execute(suffix?: number): Promise<PrimaryCareOutcome> {
    const [context, pcpMembers, pcpEligibility] = await Promise.all([
      this.readViewer.execute(),
      this.primaryCare.members(),
      this.primaryCare.eligibility(),
    ]);
    if (isLeft(context)) return { kind: 'error', error: context.left };
    const members = noneWhenRefused<readonly PrimaryCareMember[]>(pcpMembers, []);
    const eligibility = noneWhenRefused<PrimaryCareEligibility | null>(pcpEligibility, null);
    if (isLeft(members)) return { kind: 'error', error: members.left };
    if (isLeft(eligibility)) return { kind: 'error', error: eligibility.left };
    const { account, viewer, today } = context.right;

    const views = familyMembersVisibleTo(viewer, account.members)
      .filter((member) => suffix === undefined || member.memberSuffix === suffix)
      .sort((a, b) => a.memberSuffix - b.memberSuffix)
      .flatMap((member): PrimaryCareMemberView[] => {
        const pcp = members.right.find((candidate) => candidate.memberKey === member.memberKey);
        if (pcp === undefined) return [];
        const effectiveDate = selectionEffectiveDate(pcp.eligibleDates, today);
        return [
          {
            member,
            current: currentPrimaryCareProvider(pcp, today),
            upcoming: upcomingSelections(pcp.pcp360History, today),
            past: pastSelections(pcp.pcp360History, today),
            eligibleDates: pcp.eligibleDates,
            canSelect: eligibleForSelection(pcp, eligibility.right, today),
            effectiveDate,
          },
        ];
      });
    if (suffix !== undefined && views.length === 0) return { kind: 'not-found' };
    const menuVisible = primaryCareMenuVisible(
      primaryCareFacts({
        viewerMemberKey: viewer.memberKey,
        viewerIsSubscriber: isSubscriber(viewer),
        members: members.right,
        eligibility: eligibility.right,
      }),
    );
    return { kind: 'loaded', view: { ...context.right, menuVisible, eligibility: eligibility.right, members: views } };
  }
}
