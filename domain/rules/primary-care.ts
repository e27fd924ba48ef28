import type { PcpHistoryEntry, PrimaryCareEligibility, PrimaryCareMember } from '../model';
import { isoDay, todayDay } from './dates';

/** Primary care history and the facts behind the primary care menu (spec sections 4 and 6). */

/** The history entry covering a day: begin <= day < end (no end means still current). */
export function primaryCareEntryOn(history: readonly PcpHistoryEntry[], date: string): PcpHistoryEntry | null {
  const day = todayDay(date);
  return (
    history.find((entry) => {
      const begin = isoDay(entry.beginDate);
      const end = isoDay(entry.endDate);
      return begin !== null && begin <= day && (end === null || day < end);
    }) ?? null
  );
}

/** The member's primary care provider today, or null when they have none (the tile then offers a selection). */
export function currentPrimaryCareProvider(member: PrimaryCareMember | null | undefined, today: string): PcpHistoryEntry | null {
  if (member === null || member === undefined) return null;
  const entry = primaryCareEntryOn(member.pcp360History, today);
  return entry !== null && entry.pcpSelected ? entry : null;
}

export interface PrimaryCareFacts {
  /** The viewer is the subscriber and some family member has primary care history. */
  readonly subscriberHasMembersWithHistory: boolean;
  /** The viewer has selected a primary care provider. */
  readonly memberHasSelection: boolean;
  /** The primary care eligibility call said eligible. */
  readonly eligible: boolean;
}

export const NO_PRIMARY_CARE: PrimaryCareFacts = {
  subscriberHasMembersWithHistory: false,
  memberHasSelection: false,
  eligible: false,
};

/** Derives the primary care facts from the primary care members and eligibility answers. */
export function primaryCareFacts(input: {
  readonly viewerMemberKey: string;
  readonly viewerIsSubscriber: boolean;
  readonly members: readonly PrimaryCareMember[];
  readonly eligibility: PrimaryCareEligibility | null;
}): PrimaryCareFacts {
  const viewer = input.members.find((member) => member.memberKey === input.viewerMemberKey);
  return {
    subscriberHasMembersWithHistory:
      input.viewerIsSubscriber && input.members.some((member) => member.pcp360History.length > 0),
    memberHasSelection: viewer !== undefined && viewer.pcp360History.some((entry) => entry.pcpSelected),
    eligible: input.eligibility?.eligible === true,
  };
}
