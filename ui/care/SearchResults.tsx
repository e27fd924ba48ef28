import type { ReactNode } from 'react';
import { Icon } from '../components/Icon';

/** A search form's submit button, waiting while a search runs. */
export function SearchButton({ className, busy, children }: { readonly className: string; readonly busy: boolean; readonly children: ReactNode }) {
  return (
    <div className={className}>
      <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
        <Icon name="search" size={18} />
        {children}
      </button>
    </div>
  );
}

/**
 * A search's results: a heading that names the section, a count announced politely as it changes (or
 * 'Searching'), then the results; busy while a search runs.
 */
export function SearchResults({
  id,
  className,
  heading,
  busy,
  count,
  children,
}: {
  /** The heading's id, which labels the section. */
  readonly id: string;
  /** The section's class; its count is `${className}__count`. */
  readonly className: string;
  readonly heading: string;
  readonly busy: boolean;
  readonly count: string;
  readonly children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id} aria-busy={busy}>
      <h2 id={id} className="care-section-heading">
        {heading}
      </h2>
      <p className={`${className}__count`} role="status" aria-live="polite">
        {count}
      </p>
      {children}
    </section>
  );
}
