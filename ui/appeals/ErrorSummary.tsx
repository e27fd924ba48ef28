import { useEffect, useRef } from 'react';

/**
 * The problems a submit found, listed above the form with links to their fields; it takes focus each time a
 * submit finds errors (`round` changes), so a screen reader reads them at once (WCAG 3.3.1).
 */
export function ErrorSummary({ heading, errors, round }: { readonly heading: string; readonly errors: readonly { readonly field: string; readonly message: string }[]; readonly round: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (round > 0) ref.current?.focus();
  }, [round]);
  if (errors.length === 0) return null;
  return (
    <div ref={ref} className="banner banner--error error-summary" role="alert" tabIndex={-1} aria-labelledby="error-summary-title" data-testid="error-summary">
      <h2 id="error-summary-title" className="error-summary__title">
        {heading}
      </h2>
      <ul>
        {errors.map((error) => (
          <li key={error.field}>
            <a
              href={`#${error.field}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(error.field)?.focus();
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
