import { useEffect, useRef, type ReactNode } from 'react';

/** The page's one h1; it takes focus when the page appears so screen readers announce the new page. */
export function PageHeading({ children, id }: { children: ReactNode; id?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <h1 ref={ref} id={id} tabIndex={-1} className="page-heading">
      {children}
    </h1>
  );
}
