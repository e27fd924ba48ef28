import { makeAutoObservable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { LoadCareResources, type CareResourcesView } from '../../application/care/load-care-resources';
import { SessionStore } from '../stores/session-store';

/** /find-care/resources and /find-care/find-a-dentist: the member's ways to find care. */
@injectable()
export class CareResourcesStore {
  view: CareResourcesView | null = null;

  constructor(
    @inject(LoadCareResources) private readonly loadResources: LoadCareResources,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeAutoObservable<CareResourcesStore, 'loadResources' | 'session'>(this, { loadResources: false, session: false });
  }

  async load(plan: string | null = null): Promise<void> {
    const outcome = await this.loadResources.execute(plan);
    runInAction(() => {
      if (outcome.kind === 'error') this.session.fail(outcome.error);
      else this.view = outcome.view;
    });
  }
}
