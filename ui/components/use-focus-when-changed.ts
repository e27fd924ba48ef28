import { useEffect, useRef } from 'react';

/**
 * Moves focus when `value` changes (never on the first render) to the element whose id `target` names for
 * that change, or nowhere when it names none: for a change that took away the control the member pressed,
 * so that focus goes to what took its place instead of to the page.
 */
export function useFocusWhenChanged<T>(value: T, target: (before: T, now: T) => string | null): void {
  const previous = useRef(value);
  useEffect(() => {
    const before = previous.current;
    previous.current = value;
    if (Object.is(before, value)) return;
    const id = target(before, value);
    if (id !== null) document.getElementById(id)?.focus();
  });
}
