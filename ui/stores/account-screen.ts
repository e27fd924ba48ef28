import { runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import type { GatewayError } from '../../application/shared/gateway-error';
import type { AccountState } from '../../application/shared/resolve-account-state';
import type { ScreenFailure } from '../../application/shared/screen-failure';
import { AccountStore } from './account-store';
import { NotificationStore } from './notification-store';
import type { Said } from './said';
import { SessionStore } from './session-store';

type Failed = { readonly kind: 'error'; readonly error: GatewayError };

/**
 * What the store of an /account screen works with, injected as one: the account state it loads from, the
 * session a failure ends on (the error page, spec section 8), and the notifications a save is confirmed by.
 */
@injectable()
export class AccountScreen {
  constructor(
    @inject(AccountStore) readonly account: AccountStore,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(NotificationStore) private readonly notifications: NotificationStore,
  ) {}

  /**
   * The account state first (its failure has already gone to the error page), then the screen's own read;
   * a failed read ends on the error page, anything else is handed to `apply`, in one MobX action.
   */
  async load<O extends { readonly kind: string }>(
    read: (state: AccountState) => Promise<O | Failed>,
    apply: (outcome: Exclude<O, Failed>) => void,
  ): Promise<void> {
    const state = await this.account.ensure();
    if (state === null) return;
    const outcome = await read(state);
    runInAction(() => {
      if (outcome.kind === 'error') this.fail((outcome as Failed).error);
      else apply(outcome as Exclude<O, Failed>);
    });
  }

  /** A failure the screen cannot show itself: the session's error page. */
  fail(error: GatewayError): void {
    this.session.fail(error);
  }

  /** A screen's failure: a refusal or an outage is said where the member acted, any other ends on the error page. */
  tell(said: Said, failure: ScreenFailure): void {
    said.tell(failure, (error) => this.fail(error));
  }

  /** A done request, confirmed by a notification that goes away on its own. */
  confirm(message: string, dismissAfter: number): void {
    this.notifications.notify({ message, status: 'success', dismissAfter });
  }
}
