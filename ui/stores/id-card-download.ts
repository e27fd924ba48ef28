import { makeAutoObservable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { DownloadIdCard } from '../../application/account/download-id-card';
import { NotificationStore } from './notification-store';
import { SessionStore } from './session-store';
import { ID_CARD_DOWNLOAD_COPY } from '../account/id-card-copy';

/** Whose card is being fetched: a member key, or the viewer's own card. */
const OWN_CARD = 'own';

/**
 * The Download ID card button of home and member information: the PDF in a new window, opened inside
 * the click. A failure closes that window and shows the error page with its status (spec section 8).
 */
@injectable()
export class IdCardDownload {
  downloading: string | null = null;

  constructor(
    @inject(DownloadIdCard) private readonly downloadCard: DownloadIdCard,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(NotificationStore) private readonly notifications: NotificationStore,
  ) {
    makeAutoObservable<IdCardDownload, 'downloadCard' | 'session' | 'notifications'>(this, { downloadCard: false, session: false, notifications: false });
  }

  isDownloading(memberKey?: string): boolean {
    return this.downloading === (memberKey ?? OWN_CARD);
  }

  /** Call straight from the click handler: the window must open before anything is awaited. */
  download(memberKey?: string): void {
    if (this.downloading !== null) return;
    this.downloading = memberKey ?? OWN_CARD;
    void this.downloadCard.execute(memberKey).then((outcome) =>
      runInAction(() => {
        this.downloading = null;
        if (outcome.kind === 'error') this.session.fail(outcome.error);
        else if (outcome.kind === 'blocked') this.notifications.notify({ message: ID_CARD_DOWNLOAD_COPY.blocked, status: 'error' });
      }),
    );
  }
}
