import { makeAutoObservable, observable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import type { PcpHistoryEntry, Provider } from '../../domain/model';
import { LoadPrimaryCare, type PrimaryCareView } from '../../application/care/load-primary-care';
import { LookUpProvider } from '../../application/care/look-up-provider';
import { SessionStore } from '../stores/session-store';

/**
 * /find-care/primary-care and /find-care/primary-care/{suffix}: the family's primary care, with each
 * shown provider's directory details (a provider the directory no longer lists keeps only the name).
 */
@injectable()
export class PrimaryCareStore {
  view: PrimaryCareView | null = null;
  notFound = false;
  /** Directory details by provider id, looked up with the page's data. */
  readonly providers = observable.map<string, Provider | null>();
  /** A provider lookup failed (not a 404): the page shows what the history knows and says details are missing. */
  lookupFailed = false;

  constructor(
    @inject(LoadPrimaryCare) private readonly loadPrimaryCare: LoadPrimaryCare,
    @inject(LookUpProvider) private readonly lookUp: LookUpProvider,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeAutoObservable<PrimaryCareStore, 'loadPrimaryCare' | 'lookUp' | 'session'>(this, { loadPrimaryCare: false, lookUp: false, session: false });
  }

  /**
   * @param suffix one member (with their whole history), or every member the viewer may see. The page shows
   * once the shown providers' directory details are in as well (looked up together), so that no card grows
   * under the member's eyes as each lookup answers.
   */
  async load(suffix?: number): Promise<void> {
    const outcome = await this.loadPrimaryCare.execute(suffix);
    if (outcome.kind !== 'loaded') {
      runInAction(() => {
        if (outcome.kind === 'error') this.session.fail(outcome.error);
        else this.notFound = true;
      });
      return;
    }
    const entries = outcome.view.members.flatMap((member) => [
      ...(member.current === null ? [] : [member.current]),
      ...member.upcoming,
      ...(suffix === undefined ? [] : member.past),
    ]);
    const unique = [...new Map(entries.map((entry) => [entry.providerId, entry])).values()];
    const lookups = await Promise.all(unique.map(async (entry) => ({ entry, found: await this.lookUp.byName(entry.providerId, entry.providerName) })));
    runInAction(() => {
      this.view = outcome.view;
      for (const { entry, found } of lookups) {
        // Other failures than a 404 come back to the screen (spec section 8: pcp/provider is handled by
        // screens): the page still shows what the history knows. A lost session still ends at login.
        if (found.kind === 'error' && found.error.status === 401) this.session.fail(found.error);
        else if (found.kind === 'error') this.lookupFailed = true;
        else this.providers.set(entry.providerId, found.provider);
      }
    });
  }

  providerOf(entry: PcpHistoryEntry): Provider | null | undefined {
    return this.providers.get(entry.providerId);
  }
}
