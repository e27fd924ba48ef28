import { makeAutoObservable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { FinishSignIn } from '../../application/session/finish-sign-in';
import { SessionStore } from '../stores/session-store';
import { afterSignIn } from './sign-in-outcome';
import { Said } from '../stores/said';

/** /sso-landing (spec section 2): only routes onward, through post-login routing (home when signed in). */
@injectable()
export class SsoLandingStore {
  readonly said = new Said();
  private started = false;

  constructor(
    @inject(FinishSignIn) private readonly finishSignIn: FinishSignIn,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeAutoObservable<SsoLandingStore, 'finishSignIn' | 'session' | 'started'>(this, { finishSignIn: false, session: false, started: false });
  }

  get message(): string | null {
    return this.said.text;
  }

  async arrive(): Promise<void> {
    if (this.started) return;
    this.started = true;
    const outcome = await this.finishSignIn.execute();
    runInAction(() => {
      this.said.keep(afterSignIn(outcome, this.session).message);
    });
  }
}
