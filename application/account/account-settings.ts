import { isLeft, right, type Either } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { PreferenceFlag, Preferences, YesNo } from '../../domain/model';
import { settingsPreferenceFlags } from '../../domain/rules/member-account';
import { settingsVisible } from '../../domain/rules/menus-and-permissions';
import type { GatewayError } from '../shared/gateway-error';
import { invalidEmailAddress } from '../shared/invalid-input';
import { ACCOUNT_GATEWAY, type AccountGateway } from '../ports/account-gateway';
import { SECURITY_GATEWAY, type SecurityGateway } from '../ports/security-gateway';
import type { AccountState } from '../shared/resolve-account-state';

export interface PreferenceSetting {
  readonly flag: PreferenceFlag;
  readonly enabled: boolean;
}

/** /account/settings: the e-mail address and the Y/N preferences the member may change. */
export interface AccountSettings {
  readonly emailAddress: string;
  readonly preferences: readonly PreferenceSetting[];
  /** Whether the authenticator app is on (the sign-in card says so); null when the security service did not say. */
  readonly authenticatorApp: boolean | null;
}

export type AccountSettingsOutcome =
  | { readonly kind: 'loaded'; readonly settings: AccountSettings }
  /** Settings are hidden for this member (spec section 6). */
  | { readonly kind: 'hidden' }
  | { readonly kind: 'error'; readonly error: GatewayError };

const relevantOrAll = (result: Either<GatewayError, readonly string[]>): Either<GatewayError, readonly string[]> =>
  isLeft(result) && result.left.kind === 'http' && (result.left.status === 403 || result.left.status === 404) ? right([]) : result;

export function settingsFrom(preferences: Preferences, flags: readonly PreferenceFlag[], authenticatorApp: boolean | null): AccountSettings {
  return {
    emailAddress: preferences.emailAddress ?? '',
    preferences: flags.map((flag) => ({ flag, enabled: preferences[flag] === 'Y' })),
    authenticatorApp,
  };
}

@injectable()
export class LoadAccountSettings {
  constructor(
    @inject(ACCOUNT_GATEWAY) private readonly accounts: AccountGateway,
    @inject(SECURITY_GATEWAY) private readonly security: SecurityGateway,
  ) {}

  async execute(state: AccountState): Promise<AccountSettingsOutcome> {
    if (!settingsVisible(state.domainId, state.viewer, state.today)) return { kind: 'hidden' };
    const [preferences, relevant, security] = await Promise.all([this.accounts.preferences(), this.accounts.relevantPreferences(), this.security.settings()]);
    if (isLeft(preferences)) return { kind: 'error', error: preferences.left };
    const named = relevantOrAll(relevant);
    if (isLeft(named)) return { kind: 'error', error: named.left };
    // The security page itself says what went wrong with the security service; here the card only leaves the status out.
    const authenticatorApp = isLeft(security) ? null : security.right.totpEnabled;
    return { kind: 'loaded', settings: settingsFrom(preferences.right, settingsPreferenceFlags(named.right, state.viewer), authenticatorApp) };
  }
}

export type SavePreferenceOutcome =
  | { readonly kind: 'saved'; readonly preferences: Preferences }
  | { readonly kind: 'error'; readonly error: GatewayError };

/** Saves one Y/N preference; the answer is the member's preferences as the service now holds them. */
@injectable()
export class SavePreference {
  constructor(@inject(ACCOUNT_GATEWAY) private readonly accounts: AccountGateway) {}

  async execute(flag: PreferenceFlag, enabled: boolean): Promise<SavePreferenceOutcome> {
    const value: YesNo = enabled ? 'Y' : 'N';
    const update: Partial<Preferences> = { [flag]: value };
    const saved = await this.accounts.updatePreferences(update);
    return isLeft(saved) ? { kind: 'error', error: saved.left } : { kind: 'saved', preferences: saved.right };
  }
}

export type ChangeEmailOutcome =
  | { readonly kind: 'saved'; readonly preferences: Preferences }
  | { readonly kind: 'invalid'; readonly message: string }
  | { readonly kind: 'error'; readonly error: GatewayError };

/** Changes the e-mail address on the account; nothing is sent for an invalid one (spec section 5). */
@injectable()
export class ChangeAccountEmail {
  constructor(@inject(ACCOUNT_GATEWAY) private readonly accounts: AccountGateway) {}

  async execute(emailAddress: string): Promise<ChangeEmailOutcome> {
    const trimmed = emailAddress.trim();
    const invalid = invalidEmailAddress(trimmed);
    if (invalid !== null) return invalid;
    const saved = await this.accounts.updatePreferences({ emailAddress: trimmed });
    return isLeft(saved) ? { kind: 'error', error: saved.left } : { kind: 'saved', preferences: saved.right };
  }
}
