import { makeAutoObservable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { DownloadHealthRecord, type HealthRecordFile } from '../../application/account/download-health-record';
import { SessionStore } from '../stores/session-store';

/**
 * The Download my data page: one download at a time; a failure shows the error page of its status (spec
 * section 8, as the ID card's download does), a success the file's name and what it holds.
 */
@injectable()
export class HealthRecordStore {
  downloading = false;
  saved: HealthRecordFile | null = null;

  constructor(
    @inject(DownloadHealthRecord) private readonly download: DownloadHealthRecord,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeAutoObservable<HealthRecordStore, 'download' | 'session'>(this, { download: false, session: false });
  }

  /** Fetches the file; answers it for the page to save, or null when it failed (or one is already on its way). */
  async fetchFile(): Promise<HealthRecordFile | null> {
    if (this.downloading) return null;
    this.downloading = true;
    const outcome = await this.download.execute();
    return runInAction(() => {
      this.downloading = false;
      if (outcome.kind === 'error') {
        this.session.fail(outcome.error);
        return null;
      }
      this.saved = outcome.file;
      return outcome.file;
    });
  }
}
