import type { FormHTMLAttributes, ReactNode, Ref } from 'react';

type Props = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate' | 'className'> & {
  /** What the form does when submitted: validate through its store, then call the gateway. */
  readonly onSubmit: () => void;
  /** While a submission is under way the form says so (aria-busy) and a second submit is ignored. */
  readonly busy?: boolean;
  /** Classes of the form; `form` (a column of fields) unless the screen lays it out its own way. */
  readonly className?: string;
  readonly ref?: Ref<HTMLFormElement>;
  readonly children: ReactNode;
};

/**
 * The one form of the app. The browser's own validation is off (`noValidate`): the domain's rules validate,
 * and their messages sit under the fields they are about. Submitting never reloads the page, a busy form
 * ignores a second submit (a double click sends one request), and after a submit that shows errors the
 * shell's listener moves focus to the first invalid field (`focus-first-invalid.ts`).
 */
export function Form({ onSubmit, busy = false, className = 'form', children, ...attributes }: Props) {
  return (
    <form
      {...attributes}
      className={className}
      noValidate
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) onSubmit();
      }}
    >
      {children}
    </form>
  );
}
