import { inject, injectable } from 'inversify';
import { LoadEobs, type EobsView } from '../../application/claims/eobs';
import { PagedList } from '../stores/paged-list';
import { SessionStore } from '../stores/session-store';
import { EobDownload } from './eob-download';

/**
 * /eobs: the subscriber's EOB documents, newest first, a page at a time (a family's history runs to hundreds
 * of EOBs), each downloadable as a PDF.
 */
@injectable()
export class EobsStore {
  readonly list: PagedList<null, EobsView>;

  constructor(
    @inject(LoadEobs) loadEobs: LoadEobs,
    @inject(SessionStore) session: SessionStore,
    @inject(EobDownload) readonly download: EobDownload,
  ) {
    this.list = new PagedList(null, (_none, page) => loadEobs.execute(page), session);
  }
}
