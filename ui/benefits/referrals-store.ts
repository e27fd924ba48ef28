import { makeAutoObservable, observableRef } from 'mobx';
import { inject, injectable } from 'inversify';
import type { Page, Referral, ReferralMetadata } from '../../domain/model';
import { SearchReferrals, type ReferralFilters } from '../../application/benefits/search-referrals';
import { SessionStore } from '../stores/session-store';
import { Loadable } from '../stores/loadable';

export interface ReferralsView {
  readonly page: Page<Referral>;
  readonly metadata: ReferralMetadata;
}

/**
 * /benefits/referrals: filters (member, status, provider, exclude expired) and the page shown. Changing a
 * filter starts again at the first page; the member filter narrows what the other filters offer.
 */
@injectable()
export class ReferralsStore {
  readonly results: Loadable<ReferralsView>;
  filters: ReferralFilters = {};
  page = 0;

  constructor(
    @inject(SearchReferrals) private readonly search: SearchReferrals,
    @inject(SessionStore) session: SessionStore,
  ) {
    this.results = new Loadable(session);
    makeAutoObservable<ReferralsStore, 'search'>(this, { search: false, results: false, filters: observableRef });
  }

  get filtered(): boolean {
    const f = this.filters;
    return (f.memberKey ?? '') !== '' || (f.statusCode ?? '') !== '' || (f.providerId ?? '') !== '' || f.excludeExpired === true;
  }

  load(): Promise<void> {
    return this.results.run(async () => {
      const outcome = await this.search.execute(this.filters, this.page);
      return outcome.kind === 'error' ? outcome : { kind: 'loaded', value: { page: outcome.page, metadata: outcome.metadata } };
    });
  }

  filter(change: Partial<ReferralFilters>): Promise<void> {
    // A new member offers other statuses and providers: their choices no longer apply.
    const memberChanged = change.memberKey !== undefined && change.memberKey !== this.filters.memberKey;
    this.filters = { ...this.filters, ...(memberChanged ? { statusCode: '', providerId: '' } : {}), ...change };
    this.page = 0;
    return this.load();
  }

  goTo(page: number): Promise<void> {
    const total = this.results.value?.page.totalPages ?? 0;
    this.page = Math.max(0, Math.min(page, Math.max(0, total - 1)));
    return this.load();
  }
}
