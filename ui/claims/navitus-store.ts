import { makeAutoObservable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { LoadNavitus, type NavitusView } from '../../application/claims/load-navitus';
import { SessionStore } from '../stores/session-store';

/** /navitus: pharmacy claims through Navitus and the way to its site. */
@injectable()
export class NavitusStore {
  view: NavitusView | null = null;
  notFound = false;

  constructor(
    @inject(LoadNavitus) private readonly loadNavitus: LoadNavitus,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeAutoObservable<NavitusStore, 'loadNavitus' | 'session'>(this, { loadNavitus: false, session: false });
  }

  async load(): Promise<void> {
    const outcome = await this.loadNavitus.execute();
    runInAction(() => {
      if (outcome.kind === 'error') this.session.fail(outcome.error);
      else if (outcome.kind === 'not-found') this.notFound = true;
      else this.view = outcome.view;
    });
  }
}
