import type { PageView } from '../paged-list';

/** A list as the pager turns it: the page shown, and a page asked for by number. */
interface Turned {
  readonly view: PageView | null;
  turnTo(page: number): Promise<void>;
}

/** What the pager's Previous page and Next page ask of a list (ui/components/Pager.tsx): the page either side of the one shown. */
export const previousPage = (list: Turned): Promise<void> => list.turnTo((list.view?.page ?? 1) - 1);
export const nextPage = (list: Turned): Promise<void> => list.turnTo((list.view?.page ?? 1) + 1);
