import { makeAutoObservable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { FinishSignIn } from '../../application/session/finish-sign-in';
import { SessionStore } from '../stores/session-store';
import { afterSignIn } from './sign-in-outcome';

/** /sso-landing (spec section 2): only routes onward, through post-login routing (home when signed in). */
@injectable()
export class SsoLandingStore {
  message: string | null = null;
  private started = false;

  constructor(
    @inject(FinishSignIn) private readonly finishSignIn: FinishSignIn,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeAutoObservable<SsoLandingStore, 'finishSignIn' | 'session' | 'started'>(this, { finishSignIn: false, session: false, started: false });
  }

  async arrive(): Promise<void> {
    if (this.started) return;
    this.started = true;
    const outcome = await this.finishSignIn.execute();
    runInAction(() => {
      this.message = afterSignIn(outcome, this.session).message;
    });
  }
}
