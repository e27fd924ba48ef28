import { useId, type Ref } from 'react';
import { COMPONENTS_COPY } from './components-copy';
import './error-summary.css';

/** One problem a refused submit found: the field it is about (null when there is none to go to: a failed send), and what is wrong. */
export interface SummaryItem {
  readonly field: string | null;
  readonly message: string;
}

/**
 * What stops a submit, listed above the form, each entry leading to its field (`onPick` focuses it). The page
 * focuses the summary (`summaryRef`) after each refused or failed submit, so that a screen reader reads it at
 * once (WCAG 3.3.1); nothing shows while there is nothing to say.
 */
export function ErrorSummary({
  items,
  summaryRef,
  onPick,
}: {
  readonly items: readonly SummaryItem[];
  readonly summaryRef: Ref<HTMLDivElement>;
  readonly onPick: (field: string) => void;
}) {
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <div ref={summaryRef} className="error-summary" tabIndex={-1} role="group" aria-labelledby={titleId} data-testid="error-summary">
      <h2 id={titleId} className="error-summary__title">
        {COMPONENTS_COPY.errorSummary}
      </h2>
      <ul>
        {items.map(({ field, message }) => (
          <li key={field ?? message}>
            {field === null ? (
              message
            ) : (
              <a
                href={`#${field}`}
                onClick={(event) => {
                  event.preventDefault();
                  onPick(field);
                }}
              >
                {message}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Focuses the control a summary's entry names: the form's control of that name. */
export function focusNamed(form: HTMLFormElement | null, field: string): void {
  const element = form?.elements.namedItem(field);
  if (element instanceof HTMLElement) element.focus();
  else if (element instanceof RadioNodeList) (element[0] as HTMLElement | undefined)?.focus();
}
