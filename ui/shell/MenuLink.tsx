import { createContext, useContext, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { MenuItem } from '../../domain/rules/menus-and-permissions';
import { PATHS } from '../../domain/routes';
import { term } from '../../domain/copy/terms-copy';

/**
 * How a logged-in page logs out (the app shell provides the session's logout); null for visitors, whose
 * menus have no Log out. A context rather than the session store, so that the menus render on the
 * logged-out entry, which has no store.
 */
export const LogoutAction = createContext<(() => void) | null>(null);

/** Whether a menu path is the page being shown (or a page below it). */
export function isCurrentPath(location: string, path: string): boolean {
  return location === path || location.startsWith(`${path}/`);
}

/**
 * One menu entry: a link marked aria-current on its page, or, for Log out, a button that logs out (the
 * logout use case clears everything and goes on to the login page or Providence's logout page).
 */
export function MenuLink({
  item,
  className,
  icon,
  onNavigate,
}: {
  item: MenuItem;
  className?: string;
  icon?: ReactNode;
  onNavigate?: () => void;
}) {
  const logout = useContext(LogoutAction);
  const [location] = useLocation();
  if (item.path === PATHS.logout && logout !== null) {
    return (
      <button
        type="button"
        className={className === undefined ? 'menu-link menu-link--button' : `menu-link menu-link--button ${className}`}
        onClick={() => {
          onNavigate?.();
          logout();
        }}
      >
        {icon}
        <span>{term(item.label)}</span>
      </button>
    );
  }
  const current = isCurrentPath(location, item.path);
  return (
    <Link
      href={item.path}
      className={className === undefined ? 'menu-link' : `menu-link ${className}`}
      aria-current={current ? 'page' : undefined}
      onClick={() => onNavigate?.()}
    >
      {icon}
      <span>{term(item.label)}</span>
    </Link>
  );
}
