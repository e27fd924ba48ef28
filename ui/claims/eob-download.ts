import { makeAutoObservable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { DownloadEob } from '../../application/claims/eobs';
import { SessionStore } from '../stores/session-store';

/** A PDF the browser would not open in a new window, offered as a link instead. */
export interface BlockedPdf {
  readonly eobId: string;
  readonly url: string;
}

/**
 * Opening an EOB as a PDF in a new window, shared by the EOBs page and the claim page. When the browser
 * blocks the window, the PDF is offered through a link to an object URL; a failure ends on the error page.
 */
@injectable()
export class EobDownload {
  busy: string | null = null;
  blocked: BlockedPdf | null = null;
  /** The EOB that could not be opened (the page says so beside it; spec section 8: handled by screens). */
  failed: string | null = null;

  constructor(
    @inject(DownloadEob) private readonly downloadEob: DownloadEob,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeAutoObservable<EobDownload, 'downloadEob' | 'session'>(this, { downloadEob: false, session: false });
  }

  /** Call from the click itself: the window must open inside the member's gesture. */
  async download(eobId: string): Promise<void> {
    if (this.busy !== null) return;
    this.busy = eobId;
    this.failed = null;
    this.release();
    const outcome = await this.downloadEob.execute(eobId);
    runInAction(() => {
      this.busy = null;
      // A 401 still ends the session; anything else is explained beside the button.
      if (outcome.kind === 'error' && outcome.error.status === 401) this.session.fail(outcome.error);
      else if (outcome.kind === 'error') this.failed = eobId;
      else if (outcome.kind === 'blocked') this.blocked = { eobId, url: URL.createObjectURL(outcome.pdf) };
    });
  }

  /** Forget an offered PDF (on leaving the page). */
  release(): void {
    if (this.blocked !== null) URL.revokeObjectURL(this.blocked.url);
    this.blocked = null;
  }
}
