import { observer } from 'mobx-react-lite';
import type { PagedList, PageView } from '../stores/paged-list';
import { PAGER_COPY } from './pager-copy';
import './pager.css';

interface PagerProps {
  /** The navigation's name, saying what is paged ('Claims pages'). */
  readonly label: string;
  readonly list: Pick<PagedList<unknown, PageView>, 'view' | 'previousPage' | 'nextPage'>;
}

/**
 * Previous and Next either side of where the member is, for a list the gateway answers a page at a time;
 * nothing when everything fits on one page. The buttons are aria-disabled rather than disabled at the
 * first and last page: the button that brought the member there keeps the focus, instead of dropping it
 * to the page body. The list ignores the click.
 */
export const Pager = observer(function Pager({ label, list }: PagerProps) {
  if (list.view === null || list.view.pageCount <= 1) return null;
  const { page, pageCount } = list.view;
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="button" aria-disabled={page === 1 || undefined} onClick={() => void list.previousPage()}>
        {PAGER_COPY.previousPage}
      </button>
      <span>{PAGER_COPY.pageOf(page, pageCount)}</span>
      <button type="button" className="button" aria-disabled={page === pageCount || undefined} onClick={() => void list.nextPage()}>
        {PAGER_COPY.nextPage}
      </button>
    </nav>
  );
});
