import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { focusableWithin } from '../components/focus';
import { Icon } from '../components/Icon';

type Props = {
  /** The button's content (its accessible name unless `buttonLabel` is given). */
  readonly label: ReactNode;
  readonly buttonLabel?: string | undefined;
  readonly buttonClassName?: string | undefined;
  readonly panelClassName?: string | undefined;
  readonly className?: string | undefined;
  /** Marks the button as the section of the current page. */
  readonly current?: boolean | undefined;
  readonly title?: string | undefined;
  readonly align?: 'start' | 'end' | undefined;
  /**
   * The panel's content. Following a link closes the menu; so does clicking an element marked
   * `data-menu-close` ("focus" as its value also gives focus back to the menu button).
   */
  readonly children: ReactNode;
};

/**
 * A menu button with a pop-up panel of links (the disclosure navigation pattern): the button says
 * whether the panel is open (aria-expanded); Escape closes it and gives focus back to the button; a
 * click outside, focus leaving it or following one of its links closes it. Arrow keys move between its
 * items, and Arrow Down on the button opens it at the first one.
 */
export function DisclosureMenu({ label, buttonLabel, buttonClassName, panelClassName, className, current, title, align = 'start', children }: Props) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusFirstOnOpen = useRef(false);

  const close = (options: { readonly restoreFocus?: boolean } = {}) => {
    setOpen(false);
    if (options.restoreFocus === true) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    if (focusFirstOnOpen.current && panelRef.current !== null) focusableWithin(panelRef.current)[0]?.focus();
    focusFirstOnOpen.current = false;
    const onPointerDown = (event: PointerEvent) => {
      if (wrapperRef.current !== null && !wrapperRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (panelRef.current === null) return;
    const items = focusableWithin(panelRef.current);
    const active = document.activeElement;
    const index = active instanceof HTMLElement ? items.indexOf(active) : -1;
    let next: HTMLElement | undefined;
    if (event.key === 'ArrowDown') next = items[(index + 1) % items.length];
    else if (event.key === 'ArrowUp') next = items[(index - 1 + items.length) % items.length];
    else if (event.key === 'Home') next = items[0];
    else if (event.key === 'End') next = items[items.length - 1];
    if (next !== undefined) {
      event.preventDefault();
      next.focus();
    }
  };

  return (
    <div
      ref={wrapperRef}
      className={className === undefined ? 'disclosure' : `disclosure ${className}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close({ restoreFocus: true });
        }
      }}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget) && event.relatedTarget !== null) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName === undefined ? 'disclosure__button' : `disclosure__button ${buttonClassName}`}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={buttonLabel}
        aria-current={current === true ? 'true' : undefined}
        title={title}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            focusFirstOnOpen.current = true;
            setOpen(true);
          }
        }}
      >
        {label}
        <Icon name="chevron-down" size={16} className="disclosure__chevron" />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        className={`disclosure__panel disclosure__panel--${align}${panelClassName === undefined ? '' : ` ${panelClassName}`}`}
        hidden={!open}
        onKeyDown={moveFocus}
        onClick={(event) => {
          const target = event.target as HTMLElement;
          const closer = target.closest<HTMLElement>('[data-menu-close]');
          if (closer !== null) close({ restoreFocus: closer.dataset['menuClose'] === 'focus' });
          else if (target.closest('a') !== null) close();
        }}
      >
        {open && children}
      </div>
    </div>
  );
}
