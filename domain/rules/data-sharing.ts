import type { ConnectedApp, DataSharingEvent, Member } from '../model';
import { isAdult, isSubscriber } from './menus-and-permissions';

/**
 * Who controls a member's data-sharing choices: an adult controls their own (a dependant adult's are theirs,
 * not the subscriber's); the subscriber controls those of the family's minors, and a minor sees theirs
 * without changing them.
 */

type Person = Pick<Member, 'memberKey' | 'memberSuffix' | 'dateOfBirth'>;

/** Whether `actor` may change the data-sharing choices of `subject`. */
export function mayChangeDataSharing(actor: Person, subject: Person, today: string): boolean {
  if (isAdult(subject.dateOfBirth, today)) return actor.memberKey === subject.memberKey;
  return isSubscriber(actor) && actor.memberKey !== subject.memberKey;
}

/** Whether `viewer` may see the data-sharing choices of `subject`: their own, and those they control. */
export function maySeeDataSharing(viewer: Person, subject: Person, today: string): boolean {
  return viewer.memberKey === subject.memberKey || mayChangeDataSharing(viewer, subject, today);
}

/** The members whose choices the viewer sees, the viewer first, then by suffix. */
export function dataSharingMembers<M extends Person>(viewer: Person, members: readonly M[], today: string): M[] {
  return members
    .filter((member) => maySeeDataSharing(viewer, member, today))
    .sort((a, b) => (a.memberKey === viewer.memberKey ? -1 : b.memberKey === viewer.memberKey ? 1 : a.memberSuffix - b.memberSuffix));
}

export type GrantStatus = 'active' | 'revoked' | 'expired';

/** A grant has ended once revoked, or once its end day has passed (it still reads on its last day). */
export function grantStatus(app: Pick<ConnectedApp, 'revokedOn' | 'grantEndsOn'>, today: string): GrantStatus {
  if (app.revokedOn !== null) return 'revoked';
  return app.grantEndsOn < today ? 'expired' : 'active';
}

/** The history of changes, newest first (ties keep their order). */
export function historyNewestFirst(events: readonly DataSharingEvent[]): DataSharingEvent[] {
  return events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => (a.event.at === b.event.at ? a.index - b.index : a.event.at < b.event.at ? 1 : -1))
    .map(({ event }) => event);
}
