import { runInAction } from 'mobx';
import type { GatewayError } from '../../application/shared/gateway-error';
import type { AccountState } from '../../application/shared/resolve-account-state';
import type { AccountStore } from './account-store';
import type { SessionStore } from './session-store';

type Failed = { readonly kind: 'error'; readonly error: GatewayError };

/**
 * How a screen that needs the account state loads: the account state first (its failure has already gone
 * to the error page), then the screen's own read; a failed read ends on the error page, anything else is
 * handed to `apply`, in one MobX action.
 */
export async function loadWithAccountState<O extends { readonly kind: string }>(
  account: AccountStore,
  session: SessionStore,
  read: (state: AccountState) => Promise<O | Failed>,
  apply: (outcome: Exclude<O, Failed>) => void,
): Promise<void> {
  const state = await account.ensure();
  if (state === null) return;
  const outcome = await read(state);
  runInAction(() => {
    if (outcome.kind === 'error') session.fail((outcome as Failed).error);
    else apply(outcome as Exclude<O, Failed>);
  });
}
