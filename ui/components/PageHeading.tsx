import { useEffect, useRef, type ReactNode } from 'react';
import { focusOnArrival } from './focus';

/**
 * The page's one h1; it takes focus when the page appears so screen readers announce the new page,
 * unless the member is busy in a field, a dialog or a menu they opened while the page loaded.
 */
export function PageHeading({ children, id }: { children: ReactNode; id?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => (ref.current === null ? undefined : focusOnArrival(ref.current)), []);
  return (
    <h1 ref={ref} id={id} tabIndex={-1} className="page-heading">
      {children}
    </h1>
  );
}
