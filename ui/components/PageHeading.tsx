import { useEffect, useRef, type ReactNode } from 'react';
import { focusOnArrival } from './focus';

const PRODUCT = 'Member Dashboard';

/** The name under which every page's heading reports its paint (Element Timing; `afterPaintOf`). */
export const PAGE_HEADING_PAINT = 'page-heading';

/** The browser tab's title for a page whose heading reads `heading`. */
export const pageTitle = (heading: string): string => (heading.includes(PRODUCT) ? heading : `${heading} - ${PRODUCT}`);

/**
 * The page's one h1; it takes focus when the page appears so screen readers announce the new page,
 * unless the member is busy in a field, a dialog or a menu they opened while the page loaded. It also
 * names the browser tab after itself (WCAG 2.4.2): a single-page app otherwise keeps one title for every
 * page, and the title is what a screen reader reads when the member switches tabs or windows. The browser
 * reports when it reaches the screen (`afterPaintOf(PAGE_HEADING_PAINT)`): what a page's first view does not
 * need waits for that.
 */
export function PageHeading({ children, id }: { children: ReactNode; id?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => (ref.current === null ? undefined : focusOnArrival(ref.current)), []);
  useEffect(() => {
    const text = ref.current?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    if (text !== '') document.title = pageTitle(text);
  });
  return (
    <h1 ref={ref} id={id} tabIndex={-1} className="page-heading" elementtiming={PAGE_HEADING_PAINT}>
      {children}
    </h1>
  );
}
