import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { LoadInbox, type InboxEntry } from '../../application/messages/secure-messages';
import { SessionStore } from '../stores/session-store';

/** /messages: the member's threads, newest first, a page at a time (Show more adds the next page). */
@injectable()
export class InboxStore {
  entries: readonly InboxEntry[] = [];
  total = 0;
  loaded = false;
  loading = false;
  private page = 0;

  constructor(
    @inject(LoadInbox) private readonly loadInbox: LoadInbox,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeAutoObservable<InboxStore, 'loadInbox' | 'session'>(this, { loadInbox: false, session: false, entries: observableRef });
  }

  get hasMore(): boolean {
    return this.entries.length < this.total;
  }

  async load(): Promise<void> {
    this.loading = true;
    const outcome = await this.loadInbox.execute(1);
    runInAction(() => {
      this.loading = false;
      if (outcome.kind === 'error') {
        this.session.fail(outcome.error);
        return;
      }
      this.entries = outcome.value.entries;
      this.total = outcome.value.total;
      this.page = 1;
      this.loaded = true;
    });
  }

  async showMore(): Promise<void> {
    if (this.loading || !this.hasMore) return;
    this.loading = true;
    const outcome = await this.loadInbox.execute(this.page + 1);
    runInAction(() => {
      this.loading = false;
      if (outcome.kind === 'error') {
        this.session.fail(outcome.error);
        return;
      }
      const known = new Set(this.entries.map((entry) => entry.thread.threadId));
      this.entries = [...this.entries, ...outcome.value.entries.filter((entry) => !known.has(entry.thread.threadId))];
      this.total = outcome.value.total;
      this.page = outcome.value.page;
    });
  }
}
