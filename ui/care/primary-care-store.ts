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
  /** Directory details by provider id, filled in as the lookups answer. */
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

  /** @param suffix one member (with their whole history), or every member the viewer may see. */
  async load(suffix?: number): Promise<void> {
    const outcome = await this.loadPrimaryCare.execute(suffix);
    runInAction(() => {
      if (outcome.kind === 'error') this.session.fail(outcome.error);
      else if (outcome.kind === 'not-found') this.notFound = true;
      else this.view = outcome.view;
    });
    if (outcome.kind !== 'loaded') return;
    const entries = outcome.view.members.flatMap((member) => [
      ...(member.current === null ? [] : [member.current]),
      ...member.upcoming,
      ...(suffix === undefined ? [] : member.past),
    ]);
    await this.lookUpAll(entries);
  }

  providerOf(entry: PcpHistoryEntry): Provider | null | undefined {
    return this.providers.get(entry.providerId);
  }

  private async lookUpAll(entries: readonly PcpHistoryEntry[]): Promise<void> {
    const unique = [...new Map(entries.map((entry) => [entry.providerId, entry])).values()];
    await Promise.all(
      unique.map(async (entry) => {
        const found = await this.lookUp.byName(entry.providerId, entry.providerName);
        runInAction(() => {
          // Other failures than a 404 come back to the screen (spec section 8: pcp/provider is handled by
          // screens): the page still shows what the history knows. A lost session still ends at login.
          if (found.kind === 'error' && found.error.status === 401) this.session.fail(found.error);
          else if (found.kind === 'error') this.lookupFailed = true;
          else this.providers.set(entry.providerId, found.provider);
        });
      }),
    );
  }
}
