import { areaRoutes, type AreaPages } from '../app/area-routes';
import { AreaSwitch } from '../app/AreaSwitch';
import { lazyPage } from '../app/lazy-page';

/**
 * The secure messages area's route table: the inbox, a new message and a thread. It loads with the first
 * visit to the area; each page is still its own chunk.
 */
const InboxPage = lazyPage(() => import('./InboxPage'));
const NewMessagePage = lazyPage(() => import('./NewMessagePage'));
const ThreadPage = lazyPage(() => import('./ThreadPage'));

const MESSAGES_PAGES: AreaPages<'messages'> = {
  messages: <InboxPage />,
  newMessage: <NewMessagePage />,
  messageThread: <ThreadPage />,
};

const routes = areaRoutes('messages', MESSAGES_PAGES);

export default function MessagesPages() {
  return <AreaSwitch routes={routes} />;
}
