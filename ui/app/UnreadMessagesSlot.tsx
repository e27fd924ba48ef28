import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ComponentType } from 'react';
import { afterPaintOf, IDLE_WAIT_LIMIT_MS, whenIdle } from '../components/after-next-paint';
import { PAGE_HEADING_PAINT } from '../components/PageHeading';
import { SessionStore } from '../stores/session-store';
import { useService } from './ServicesProvider';

let indicatorDownload: Promise<ComponentType> | null = null;

/** The indicator's code (the messages area's), downloaded once per tab; a failed download is tried again next time. */
function loadIndicator(): Promise<ComponentType> {
  indicatorDownload ??= import('../messages/UnreadIndicator').then(
    (module) => module.UnreadIndicator,
    (error: unknown) => {
      indicatorDownload = null;
      throw error;
    },
  );
  return indicatorDownload;
}

/**
 * The header's place for the unread messages count. Its room is kept from the first render (nothing moves
 * when it fills), and its code and its one call come after the page's first view, once the browser is idle:
 * the count is never on a page's critical path, /home's included, and the core carries only this slot.
 */
export const UnreadMessagesSlot = observer(function UnreadMessagesSlot() {
  const session = useService(SessionStore);
  const [Indicator, setIndicator] = useState<ComponentType | null>(null);
  const signedIn = session.authorised;
  useEffect(() => {
    if (!signedIn || Indicator !== null) return undefined;
    let current = true;
    void afterPaintOf(PAGE_HEADING_PAINT, IDLE_WAIT_LIMIT_MS)
      .then(whenIdle)
      .then(loadIndicator)
      .then(
        (component) => {
          if (current) setIndicator(() => component);
        },
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [signedIn, Indicator]);
  return <div className="top-nav__messages">{signedIn && Indicator !== null && <Indicator />}</div>;
});
