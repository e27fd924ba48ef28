import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import './section-layout.css';
import { term } from '../../domain/copy/terms-copy';

export interface SectionNavItem {
  readonly label: string;
  readonly path: string;
}

type Props = {
  /** The side navigation's accessible name. */
  readonly navLabel: string;
  readonly items: readonly SectionNavItem[];
  /** A last entry that is an action rather than a page (the account menu's Log out). */
  readonly action?: ReactNode;
  readonly children: ReactNode;
};

/**
 * An area's frame (account, benefits, find care): its side navigation beside the page. On phones and
 * tablets the navigation is a horizontal strip that brings the current page's entry into view; on desktop
 * a sticky column (section-layout.css).
 */
export function SectionLayout({ navLabel, items, action, children }: Props) {
  const [location] = useLocation();
  const listRef = useRef<HTMLUListElement>(null);
  // Centre the current entry in the strip where it can be, so that the member sees where they are without
  // scrolling the strip themselves.
  useLayoutEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list === null || list === undefined || current === null || current === undefined || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = Math.max(0, current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2);
  }, [location]);
  return (
    <div className="section-layout">
      <nav className="section-nav" aria-label={navLabel}>
        <ul ref={listRef} className="section-nav__list">
          {items.map((item) => {
            const current = location === item.path || location.startsWith(`${item.path}/`);
            return (
              <li key={item.path}>
                <Link href={item.path} className={current ? 'section-nav__link section-nav__link--current' : 'section-nav__link'} aria-current={current ? 'page' : undefined}>
                  {term(item.label)}
                </Link>
              </li>
            );
          })}
          {action !== undefined && <li>{action}</li>}
        </ul>
      </nav>
      <div className="section-layout__content">{children}</div>
    </div>
  );
}
