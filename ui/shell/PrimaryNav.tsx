import { observer } from 'mobx-react-lite';
import { useLocation } from 'wouter';
import type { MenuSection } from '../../domain/rules/shell-menus';
import { useService } from '../app/ServicesProvider';
import { DisclosureMenu } from './DisclosureMenu';
import { isCurrentPath, MenuLink } from './MenuLink';
import { ShellStore } from './shell-store';
import { SHELL_COPY } from './shell-copy';
import { term } from '../../domain/copy/terms-copy';

export function sectionIsCurrent(location: string, section: MenuSection): boolean {
  if (isCurrentPath(location, section.item.path)) return true;
  if (section.item.label === 'Benefits' && isCurrentPath(location, '/benefits')) return true;
  return section.children.some((child) => isCurrentPath(location, child.path));
}

/** The primary menu on desktop: plain links, or menu buttons for the items that open a sub-menu. */
export const PrimaryNav = observer(function PrimaryNav() {
  const shell = useService(ShellStore);
  const [location] = useLocation();
  const sections = shell.sections;
  if (sections.length === 0) return null;
  return (
    <nav aria-label={SHELL_COPY.primaryNavLabel} className="primary-nav">
      <ul className="primary-nav__list">
        {sections.map((section) => (
          <li key={section.item.label} className="primary-nav__item">
            {section.children.length === 0 ? (
              <MenuLink item={section.item} className="primary-nav__link" />
            ) : (
              <DisclosureMenu
                label={term(section.item.label)}
                buttonClassName="primary-nav__link"
                panelClassName="menu-panel"
                current={sectionIsCurrent(location, section)}
              >
                <ul className="menu-panel__list">
                  {section.children.map((child) => (
                    <li key={child.path}>
                      <MenuLink item={child} className="menu-panel__link" />
                    </li>
                  ))}
                </ul>
              </DisclosureMenu>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
});
