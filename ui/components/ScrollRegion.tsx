import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * The frame of a data table that may be wider than the screen: the table scrolls sideways inside it, never
 * the page (WCAG 1.4.10). It is a region named like the table, and it joins the Tab order only while it
 * actually scrolls, so that a keyboard user can scroll it with the arrow keys (WCAG 2.1.1) without a
 * useless stop when the whole table fits.
 */
export function ScrollRegion({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const frame = ref.current;
    if (frame === null) return undefined;
    const measure = () => setScrollable(frame.scrollWidth > frame.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    if (frame.firstElementChild !== null) observer.observe(frame.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className={className} role="region" aria-label={label} tabIndex={scrollable ? 0 : undefined}>
      {children}
    </div>
  );
}
