import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The heading of one step of a multi-step form. When the step changes (not on the page's first render,
 * where the page heading has focus) it takes focus, so keyboard and screen reader users start the new
 * step at its top.
 */
export function StepHeading({ stepKey, children, id }: { stepKey: string; children: ReactNode; id: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus({ preventScroll: false });
  }, [stepKey]);
  return (
    <h2 ref={ref} id={id} tabIndex={-1} className="section-heading step-heading">
      {children}
    </h2>
  );
}
