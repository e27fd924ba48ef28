import { observer } from 'mobx-react-lite';
import { useLocation } from 'wouter';
import { PATHS } from '../../domain/routes';
import { useService } from '../app/ServicesProvider';
import { Icon, type IconName } from '../components/Icon';
import { isCurrentPath, MenuLink } from './MenuLink';
import { ShellStore } from './shell-store';
import { SHELL_COPY } from './shell-copy';

const ICONS: Readonly<Record<string, IconName>> = {
  Home: 'home',
  Benefits: 'shield',
  'Find care': 'search',
};

/** Phones: the primary menu without Account, as a bar at the bottom of the screen. */
export const BottomNav = observer(function BottomNav() {
  const shell = useService(ShellStore);
  const [location] = useLocation();
  const items = shell.menus.bottom;
  // Shown with the chat launcher's slot or without it, never rearranged afterwards (ShellStore.chatSettled).
  if (items.length === 0 || !shell.chatSettled) return null;
  return (
    <nav aria-label={SHELL_COPY.bottomNavLabel} className="bottom-nav">
      <ul className="bottom-nav__list" style={{ gridTemplateColumns: `repeat(${items.length}, 1fr)` }}>
        {items.map((item) => {
          const current = item.label === 'Benefits' ? isCurrentPath(location, '/benefits') : isCurrentPath(location, item.path);
          return (
            <li key={item.label}>
              <MenuLink
                item={item}
                className={current ? 'bottom-nav__link bottom-nav__link--current' : 'bottom-nav__link'}
                icon={<Icon name={ICONS[item.label] ?? (item.path === PATHS.claims ? 'document' : 'heart')} size={22} />}
              />
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
