import { cloneElement, isValidElement, useEffect, useId, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Icon } from './Icon';

type Props = {
  /** What the tooltip says. Keep it short: it is a description, not a dialog. */
  readonly content: ReactNode;
  /** The trigger: a focusable element (it gets aria-describedby), or text/an icon, which is wrapped in a button. */
  readonly children?: ReactNode;
  /** Accessible name of the generated button when the trigger is not an element (e.g. 'More about deductibles'). */
  readonly triggerLabel?: string | undefined;
};

const GAP_PX = 8;
const EDGE_PX = 8;

/**
 * A tooltip (spec section 9: hover trigger, automatic placement, no delay). It also opens on keyboard
 * focus, stays open while the pointer is over it (WCAG 1.4.13), closes with Escape, and goes above the
 * trigger when there is room there, otherwise below.
 */
export function Tooltip({ content, children, triggerLabel }: Props) {
  const tooltipId = useId();
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLSpanElement>(null);
  const tipRef = useRef<HTMLSpanElement>(null);

  useLayoutEffect(() => {
    const wrapper = wrapperRef.current;
    const tip = tipRef.current;
    if (!open || wrapper === null || tip === null) return;
    const anchor = wrapper.getBoundingClientRect();
    const height = tip.offsetHeight;
    const viewportHeight = window.innerHeight || document.documentElement.clientHeight;
    const roomAbove = anchor.top;
    const roomBelow = viewportHeight - anchor.bottom;
    const placement = roomAbove >= height + GAP_PX || roomAbove > roomBelow ? 'top' : 'bottom';
    tip.dataset['placement'] = placement;
    // Keep it inside the viewport horizontally.
    tip.style.setProperty('--tooltip-shift', '0px');
    const box = tip.getBoundingClientRect();
    const viewportWidth = window.innerWidth || document.documentElement.clientWidth;
    let shift = 0;
    if (box.left < EDGE_PX) shift = EDGE_PX - box.left;
    else if (box.right > viewportWidth - EDGE_PX) shift = viewportWidth - EDGE_PX - box.right;
    tip.style.setProperty('--tooltip-shift', `${Math.round(shift)}px`);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const trigger = isValidElement(children) ? (
    cloneElement(children as ReactElement<{ 'aria-describedby'?: string }>, { 'aria-describedby': tooltipId })
  ) : (
    <button type="button" className="tooltip__button" aria-describedby={tooltipId} aria-label={triggerLabel}>
      {children ?? <Icon name="info" size={18} />}
    </button>
  );

  return (
    <span
      ref={wrapperRef}
      className="tooltip"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      {trigger}
      <span ref={tipRef} id={tooltipId} role="tooltip" className="tooltip__bubble" data-placement="top" hidden={!open}>
        {content}
      </span>
    </span>
  );
}
