import type { ReactNode } from 'react';
import { SHELL_COPY } from './shell-copy';

/** The page's frame, for members and visitors alike: skip link, header, the page in <main>, footer, extras. */
export function ShellFrame({
  className,
  header,
  footer,
  children,
  after,
}: {
  className: string;
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
  /** Fixed-position parts after the footer (bottom bar, chat, snackbar, busy overlay). */
  after?: ReactNode;
}) {
  return (
    <div className={className}>
      <a className="skip-link" href="#main">
        {SHELL_COPY.skipToContent}
      </a>
      {header}
      <main id="main" className="page" tabIndex={-1}>
        {children}
      </main>
      {footer}
      {after}
    </div>
  );
}
