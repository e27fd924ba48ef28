import { makeAutoObservable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { ReadUnreadCount } from '../../application/messages/read-unread-count';

/**
 * The header's unread count, once per tab (a session-wide store, bound on first use). It is read after the
 * page's first view (never on a page's critical path), again on each navigation and whenever a thread is
 * opened or a message sent. `announced` is what the polite live region says: set only when the count
 * changes (and on the first read only when there is something unread), so nothing is said on a render
 * that changes nothing. A failed read keeps what was shown: the count is a convenience, not a page.
 */
@injectable()
export class UnreadStore {
  count: number | null = null;
  /** The count the live region last announced, or null when it has said nothing yet. */
  announced: number | null = null;
  private reads = 0;
  private generation: number | null = null;

  constructor(@inject(ReadUnreadCount) private readonly readCount: ReadUnreadCount) {
    makeAutoObservable<UnreadStore, 'readCount' | 'reads' | 'generation'>(this, { readCount: false, reads: false, generation: false });
  }

  async refresh(): Promise<void> {
    const read = ++this.reads;
    const outcome = await this.readCount.execute();
    runInAction(() => {
      // A slower earlier read never overwrites a newer one.
      if (read !== this.reads || outcome.kind === 'error') return;
      this.show(outcome.value);
    });
  }

  /** Another member's session (a new session generation): nothing of the last one's count stays. */
  forSession(generation: number): void {
    if (this.generation === generation) return;
    this.generation = generation;
    this.reads += 1;
    this.count = null;
    this.announced = null;
  }

  private show(count: number): void {
    const changed = this.count !== null && this.count !== count;
    const first = this.count === null && count > 0;
    this.count = count;
    if (changed || first) this.announced = count;
  }
}
