import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { focusableWithin, trapTab } from './focus';
import { Icon } from './Icon';
import { Spinner } from './Spinner';
import { COMPONENTS_COPY } from './components-copy';

export type ModalResult = 'primary' | 'secondary' | 'cancel' | 'close';

type Props = {
  readonly open: boolean;
  readonly title: string;
  readonly primaryLabel: string;
  readonly secondaryLabel?: string | undefined;
  readonly cancelLabel?: string | undefined;
  /**
   * Every way out reports here: the buttons ('primary', 'secondary', 'cancel'), the close button and
   * Escape ('close'). The modal then closes itself; return `false` to keep it open (say, a form that
   * did not validate). Set `open` back to false when you are done with it.
   */
  readonly onClose: (result: ModalResult) => boolean | void;
  readonly children?: ReactNode;
  readonly primaryDisabled?: boolean | undefined;
  /** Shows a spinner on the primary button and disables the buttons. */
  readonly busy?: boolean | undefined;
  /** 'danger' styles the primary button as a destructive action (cancel a plan, remove...). */
  readonly tone?: 'default' | 'danger' | undefined;
  readonly closeLabel?: string | undefined;
  /**
   * 'alertdialog' for a dialog that interrupts to ask something urgent (the idle warning): screen readers
   * announce it at once, and focus starts on the primary button so that one key answers it.
   */
  readonly role?: 'dialog' | 'alertdialog' | undefined;
};

/**
 * A modal dialog (role=dialog, aria-modal): the rest of the page is inert while it is open, Tab stays
 * inside, Escape reports 'close', and focus goes back to whatever opened it.
 */
export function Modal({
  open,
  title,
  primaryLabel,
  secondaryLabel,
  cancelLabel,
  onClose,
  children,
  primaryDisabled = false,
  busy = false,
  tone = 'default',
  closeLabel = COMPONENTS_COPY.close,
  role = 'dialog',
}: Props) {
  // "Emit, then close": the dialog hides itself after a result until its owner opens it again.
  const [dismissed, setDismissed] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setDismissed(false);
  }
  const visible = open && !dismissed;

  const emit = (result: ModalResult) => {
    if (onClose(result) !== false) setDismissed(true);
  };

  if (!visible || typeof document === 'undefined') return null;
  return createPortal(
    <ModalDialog
      title={title}
      primaryLabel={primaryLabel}
      secondaryLabel={secondaryLabel}
      cancelLabel={cancelLabel}
      primaryDisabled={primaryDisabled}
      busy={busy}
      tone={tone}
      closeLabel={closeLabel}
      role={role}
      emit={emit}
    >
      {children}
    </ModalDialog>,
    document.body,
  );
}

type DialogProps = Required<Pick<Props, 'title' | 'primaryLabel' | 'primaryDisabled' | 'busy' | 'tone' | 'closeLabel' | 'role'>> &
  Pick<Props, 'secondaryLabel' | 'cancelLabel' | 'children'> & { readonly emit: (result: ModalResult) => void };

function ModalDialog({ title, primaryLabel, secondaryLabel, cancelLabel, primaryDisabled, busy, tone, closeLabel, role, emit, children }: DialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const hostRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);
  const startOnPrimary = useRef(role === 'alertdialog');
  const emitRef = useRef(emit);
  useLayoutEffect(() => {
    emitRef.current = emit;
  });

  // Opening: remember the opener, make everything else inert, move focus in. Closing: undo, focus back.
  useEffect(() => {
    const host = hostRef.current;
    const dialog = dialogRef.current;
    if (host === null || dialog === null) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const madeInert = Array.from(document.body.children).filter(
      (element): element is HTMLElement => element instanceof HTMLElement && element !== host && !element.contains(host) && !element.inert,
    );
    madeInert.forEach((element) => (element.inert = true));
    const body = dialog.querySelector<HTMLElement>('.modal__body');
    const firstField = body === null ? undefined : focusableWithin(body).find((element) => element.matches('input, select, textarea'));
    (firstField ?? (startOnPrimary.current ? primaryRef.current : null) ?? headingRef.current ?? dialog).focus();
    const bodyOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      madeInert.forEach((element) => (element.inert = false));
      document.body.style.overflow = bodyOverflow;
      if (opener !== null && opener.isConnected) opener.focus();
    };
  }, []);

  return (
    <div ref={hostRef} className="modal-backdrop">
      <div
        ref={dialogRef}
        className="modal"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children === undefined ? undefined : bodyId}
        aria-busy={busy || undefined}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            if (!busy) emitRef.current('close');
            return;
          }
          if (dialogRef.current !== null) trapTab(event, dialogRef.current);
        }}
      >
        <div className="modal__header">
          <h2 ref={headingRef} id={titleId} className="modal__title" tabIndex={-1}>
            {title}
          </h2>
          <button type="button" className="icon-button modal__close" aria-label={closeLabel} disabled={busy} onClick={() => emit('close')}>
            <Icon name="close" />
          </button>
        </div>
        {children !== undefined && (
          <div id={bodyId} className="modal__body">
            {children}
          </div>
        )}
        <div className="modal__actions">
          {cancelLabel !== undefined && (
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => emit('cancel')}>
              {cancelLabel}
            </button>
          )}
          {secondaryLabel !== undefined && (
            <button type="button" className="button" disabled={busy} onClick={() => emit('secondary')}>
              {secondaryLabel}
            </button>
          )}
          <button
            ref={primaryRef}
            type="button"
            className={tone === 'danger' ? 'button button--danger' : 'button button--primary'}
            disabled={busy || primaryDisabled}
            onClick={() => emit('primary')}
          >
            {busy && <Spinner inline label={COMPONENTS_COPY.working} />}
            {primaryLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
