import { PAGER_COPY } from './pager-copy';
import './pager.css';

interface PagerProps {
  /** The navigation's name, saying what is paged ('Claims pages'). */
  readonly label: string;
  readonly page: number;
  readonly pageCount: number;
  readonly onPrevious: () => void;
  readonly onNext: () => void;
}

/**
 * Previous and Next either side of where the member is, for a list the gateway answers a page at a time;
 * nothing when everything fits on one page. The buttons are aria-disabled rather than disabled at the
 * first and last page: the button that brought the member there keeps the focus, instead of dropping it
 * to the page body. The store ignores the click.
 */
export function Pager({ label, page, pageCount, onPrevious, onNext }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="button" aria-disabled={page === 1 || undefined} onClick={onPrevious}>
        {PAGER_COPY.previousPage}
      </button>
      <span>{PAGER_COPY.pageOf(page, pageCount)}</span>
      <button type="button" className="button" aria-disabled={page === pageCount || undefined} onClick={onNext}>
        {PAGER_COPY.nextPage}
      </button>
    </nav>
  );
}
