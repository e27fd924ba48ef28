import { useEffect, type ReactNode } from 'react';
import { focusFirstInvalidOnSubmit } from '../components/focus-first-invalid';
import { SHELL_COPY } from './shell-copy';

/**
 * The page's frame, for members and visitors alike: skip link, header, the page in <main>, footer, extras.
 * It also sends focus to the first invalid field of any form submitted with errors.
 */
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
  useEffect(() => focusFirstInvalidOnSubmit(document), []);
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
