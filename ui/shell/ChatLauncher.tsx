import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { useService } from '../app/ServicesProvider';
import { Icon } from '../components/Icon';
import { SessionStore } from '../stores/session-store';
import { ShellStore } from './shell-store';
import { CHAT_COPY } from './shell-copy';

const telHref = (phone: string): string => `tel:+${phone.replace(/\D/g, '')}`;

/**
 * Whether the chat launcher shows: for a member, when chat may start, and not before the menus (on a phone
 * the launcher sits in the bottom navigation, which comes with them, and a launcher already shown would
 * jump: a layout shift). The shell keeps room for it where it shows (AppShell).
 */
export function useChatShown(): boolean {
  const shell = useService(ShellStore);
  const session = useService(SessionStore);
  return session.authorised && shell.chat.kind === 'available' && shell.menusSettled;
}

/**
 * Chat, only when it may start (displayChat and the known chat host: domain/rules/chat.ts). The launcher
 * opens a small non-modal panel that says chat is connecting and offers the phone meanwhile: the
 * dashboard carries no chat client of its own (the spec names the configuration, not the protocol).
 */
export const ChatLauncher = observer(function ChatLauncher() {
  const shell = useService(ShellStore);
  const session = useService(SessionStore);
  const titleId = useId();
  const launcherRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wasOpen = useRef(false);
  const open = shell.chatOpen;

  useEffect(() => {
    if (open) headingRef.current?.focus();
    else if (wasOpen.current) launcherRef.current?.focus();
    wasOpen.current = open;
    if (!open) return;
    // Escape closes the panel wherever focus is (it is not modal: the member may have moved on).
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') shell.closeChat();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, shell]);

  const shown = useChatShown();
  if (!shown) return null;
  const phone = session.brand.supportPhone;
  return (
    <div className="chat">
      {open && (
        <div
          className="chat__panel"
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
        >
          <div className="chat__header">
            <h2 id={titleId} ref={headingRef} tabIndex={-1} className="chat__title">
              {CHAT_COPY.panelTitle}
            </h2>
            <button type="button" className="icon-button chat__close" aria-label={CHAT_COPY.close} onClick={() => shell.closeChat()}>
              <Icon name="close" />
            </button>
          </div>
          <div className="chat__body">
            <p className="chat__status" role="status">
              <span className="spinner__wheel chat__wheel" aria-hidden="true" />
              {CHAT_COPY.connecting}
            </p>
            <p>{CHAT_COPY.cannotConnect}</p>
            <a className="button button--primary button--block" href={telHref(phone)}>
              <Icon name="phone" size={18} />
              {CHAT_COPY.callLabel}: {phone}
            </a>
            <p className="chat__tty">{CHAT_COPY.tty}</p>
          </div>
        </div>
      )}
      <button
        ref={launcherRef}
        type="button"
        className="chat__launcher"
        aria-expanded={open}
        onClick={() => (open ? shell.closeChat() : shell.openChat())}
      >
        <Icon name="chat" size={22} />
        <span className="visually-hidden">{CHAT_COPY.launcher}</span>
      </button>
    </div>
  );
});
