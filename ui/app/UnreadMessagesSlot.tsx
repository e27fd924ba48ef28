import { observer } from 'mobx-react-lite';
import { afterPaintOf, IDLE_WAIT_LIMIT_MS, whenIdle } from '../components/after-next-paint';
import { PAGE_HEADING_PAINT } from '../components/PageHeading';
import { SessionStore } from '../stores/session-store';
import { laterComponent, useLaterComponent } from './later-component';
import { useService } from './ServicesProvider';

const indicator = laterComponent(() => import('../messages/UnreadIndicator').then((module) => module.UnreadIndicator));
const afterFirstView = (): Promise<unknown> => afterPaintOf(PAGE_HEADING_PAINT, IDLE_WAIT_LIMIT_MS).then(whenIdle);

/**
 * The header's place for the unread messages count. Its room is kept from the first render (nothing moves
 * when it fills), and its code and its one call come after the page's first view, once the browser is idle:
 * the count is never on a page's critical path, /home's included, and the core carries only this slot.
 */
export const UnreadMessagesSlot = observer(function UnreadMessagesSlot() {
  const signedIn = useService(SessionStore).authorised;
  const Indicator = useLaterComponent(indicator, signedIn, afterFirstView);
  return <div className="top-nav__messages">{Indicator !== null && <Indicator />}</div>;
});
