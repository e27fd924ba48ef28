import { inject, injectable } from 'inversify';
import { NO_CLAIMS_FILTER, type ClaimsFilter } from '../../domain/rules/claims';
import { LoadClaims, type ClaimsView } from '../../application/claims/load-claims';
import { ListFilter } from '../stores/list-filter';
import { PagedList } from '../stores/paged-list';
import { SessionStore } from '../stores/session-store';

/**
 * /claims: the filter as the member fills it in, and the claims it found, a page at a time (a family's history
 * runs to thousands of claims).
 */
@injectable()
export class ClaimsStore {
  readonly filters = new ListFilter<ClaimsFilter>(NO_CLAIMS_FILTER);
  readonly list: PagedList<ClaimsFilter, ClaimsView>;

  constructor(@inject(LoadClaims) loadClaims: LoadClaims, @inject(SessionStore) session: SessionStore) {
    this.list = new PagedList(NO_CLAIMS_FILTER, (filter, page) => loadClaims.execute(filter, page), session, this.filters);
  }
}
