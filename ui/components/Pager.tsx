import { PAGER_COPY } from './pager-copy';
import './pager.css';

interface PagerProps {
  /** The navigation's name, saying what is paged ('Claims pages'). */
  readonly label: string;
  /** The page shown, from 1, and how many pages there are. */
  readonly page: number;
  readonly pageCount: number;
  /** Asked for the page before or after the one shown; never past the first or last page. */
  readonly onTurn: (page: number) => void;
}

/**
 * Previous and Next either side of where the member is, for a list that comes a page at a time; nothing
 * when everything fits on one page. The buttons are aria-disabled rather than disabled at the first and
 * last page: the button that brought the member there keeps the focus, instead of dropping it to the page
 * body, and the click is ignored.
 */
export function Pager({ label, page, pageCount, onTurn }: PagerProps) {
  if (pageCount <= 1) return null;
  const turn = (to: number) => {
    if (to >= 1 && to <= pageCount) onTurn(to);
  };
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="button" aria-disabled={page === 1 || undefined} onClick={() => turn(page - 1)}>
        {PAGER_COPY.previousPage}
      </button>
      <span>{PAGER_COPY.pageOf(page, pageCount)}</span>
      <button type="button" className="button" aria-disabled={page === pageCount || undefined} onClick={() => turn(page + 1)}>
        {PAGER_COPY.nextPage}
      </button>
    </nav>
  );
}
