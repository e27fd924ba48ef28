import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useService } from '../app/ServicesProvider';
import { Icon } from '../components/Icon';
import { GroupSelectorSlot } from './GroupSelectorSlot';
import { LanguageSwitch } from './LanguageSwitch';
import { MenuLink } from './MenuLink';
import { sectionIsCurrent } from './PrimaryNav';
import { ShellStore } from './shell-store';
import { SHELL_COPY } from './shell-copy';
import { term } from '../../domain/copy/terms-copy';

/**
 * Phones and tablets: the menus behind a Menu button. The panel is a disclosure (aria-expanded) below the
 * header; each section with a sub-menu expands in place. Escape closes it and returns focus to the button;
 * following a link closes it, and so does focus leaving it.
 */
export const MobileMenu = observer(function MobileMenu() {
  const shell = useService(ShellStore);
  const [location] = useLocation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [openedAt, setOpenedAt] = useState(location);
  if (open && openedAt !== location) {
    // A navigation happened while open: the menu has done its job.
    setOpen(false);
    setOpenedAt(location);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const menus = shell.menus;
  if (!menus.loggedIn) return null;
  return (
    <div
      className="mobile-menu"
      onBlur={(event) => {
        // Focus moving on past the open menu (Tab after its last item) would land on controls the panel
        // covers, where nobody sees it: the menu closes and shows the page.
        const next = event.relatedTarget;
        if (open && next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="mobile-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpenedAt(location);
          setOpen((value) => !value);
        }}
      >
        <Icon name={open ? 'close' : 'menu'} size={22} />
        <span>{SHELL_COPY.menuButton}</span>
      </button>
      <div id={panelId} className="mobile-menu__panel" hidden={!open}>
        {open && (
          <>
            {shell.firstName !== null && (
              <p className="mobile-menu__greeting">
                <Icon name="user" size={18} />
                {SHELL_COPY.greeting(shell.firstName)}
              </p>
            )}
            <GroupSelectorSlot variant="drawer" />
            <nav aria-label={SHELL_COPY.primaryNavLabel} className="mobile-nav">
              <ul className="mobile-nav__list">
                {shell.sections.map((section) => {
                  const key = section.item.label;
                  if (section.children.length === 0) {
                    return (
                      <li key={key}>
                        <MenuLink item={section.item} className="mobile-nav__link" onNavigate={() => setOpen(false)} />
                      </li>
                    );
                  }
                  const isOpen = expanded === key;
                  const listId = `${panelId}-${key.replace(/\W+/g, '-').toLowerCase()}`;
                  return (
                    <li key={key}>
                      <button
                        type="button"
                        className="mobile-nav__link mobile-nav__toggle"
                        aria-expanded={isOpen}
                        aria-controls={listId}
                        aria-current={sectionIsCurrent(location, section) ? 'true' : undefined}
                        onClick={() => setExpanded(isOpen ? null : key)}
                      >
                        <span>{term(section.item.label)}</span>
                        <Icon name="chevron-down" size={18} className="disclosure__chevron" />
                      </button>
                      <ul id={listId} className="mobile-nav__sublist" hidden={!isOpen}>
                        {section.children.map((child) => (
                          <li key={child.path}>
                            <MenuLink item={child} className="mobile-nav__sublink" onNavigate={() => setOpen(false)} />
                          </li>
                        ))}
                      </ul>
                    </li>
                  );
                })}
              </ul>
            </nav>
            <ul className="mobile-menu__utility">
              {menus.utility.map((item) => (
                <li key={item.path}>
                  <MenuLink item={item} className="mobile-nav__link" onNavigate={() => setOpen(false)} />
                </li>
              ))}
              <li>
                <LanguageSwitch className="mobile-nav__link mobile-nav__language" />
              </li>
            </ul>
          </>
        )}
      </div>
    </div>
  );
});
