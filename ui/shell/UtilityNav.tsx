import type { MenuItem } from '../../domain/rules/menus-and-permissions';
import { PATHS } from '../../domain/routes';
import { Icon } from '../components/Icon';
import { LanguageSwitch } from './LanguageSwitch';
import { MenuLink } from './MenuLink';
import { SHELL_COPY } from './shell-copy';

const ICONS: Readonly<Record<string, 'phone' | 'logout' | 'user'>> = {
  [PATHS.customerService]: 'phone',
  [PATHS.contactUs]: 'phone',
  [PATHS.logout]: 'logout',
  [PATHS.login]: 'user',
};

/** Contact us and Log out when logged in, else Log in and Contact us (none on Providence); then the language switch. */
export function UtilityNav({ items, className }: { items: readonly MenuItem[]; className?: string }) {
  return (
    <nav aria-label={SHELL_COPY.utilityNavLabel} className={className === undefined ? 'utility-nav' : `utility-nav ${className}`}>
      <ul className="utility-nav__list">
        {items.map((item) => {
          const icon = ICONS[item.path];
          return (
            <li key={item.path}>
              <MenuLink item={item} className="utility-nav__link" icon={icon === undefined ? undefined : <Icon name={icon} size={16} />} />
            </li>
          );
        })}
        <li>
          <LanguageSwitch className="utility-nav__link utility-nav__language" />
        </li>
      </ul>
    </nav>
  );
}
