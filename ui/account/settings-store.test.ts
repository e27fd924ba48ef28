import { describe, expect, it, vi } from 'vitest';
import type { Preferences } from '../../domain/model';
import type { GatewayError } from '../../application/shared/gateway-error';
import type { ChangeAccountEmail, ChangeEmailOutcome, LoadAccountSettings, SavePreference, SavePreferenceOutcome } from '../../application/account/account-settings';
import type { AccountState } from '../../application/shared/resolve-account-state';
import type { AccountStore } from '../stores/account-store';
import { AccountScreen } from '../stores/account-screen';
import { NotificationStore } from '../stores/notification-store';
import type { SessionStore } from '../stores/session-store';
import { SettingsStore } from './settings-store';
import { FreshCheckPrompt } from '../stores/fresh-check-prompt';
import type { ConfirmItIsYouWithPasskey } from '../../application/shared/fresh-check-passkey';
import type { ConfirmItIsYou } from '../../application/shared/fresh-check';

const PREFERENCES: Preferences = {
  emailAddress: 'daniel.hollis@example.com',
  electronicEob: 'Y',
  emailBreakingNews: 'Y',
  electronicMedicareMailing: 'N',
  emailPaymentReminder: 'N',
  emailAutopayWithdrawalReminder: 'N',
  discontinuePaperStatements: 'N',
  emailWhenBillReady: 'N',
  emailEwpNotification: 'N',
  showEwpLandingPage: 'N',
};

function storeAnswering(answers: { readonly save?: SavePreferenceOutcome; readonly email?: ChangeEmailOutcome }) {
  const load = {
    execute: () =>
      Promise.resolve({
        kind: 'loaded' as const,
        settings: { emailAddress: PREFERENCES.emailAddress ?? '', preferences: [{ flag: 'emailBreakingNews' as const, enabled: true }] },
      }),
  };
  const save = { execute: vi.fn(() => Promise.resolve(answers.save ?? { kind: 'saved' as const, preferences: PREFERENCES })) };
  const email = { execute: vi.fn(() => Promise.resolve(answers.email ?? { kind: 'saved' as const, preferences: PREFERENCES })) };
  const account = { ensure: () => Promise.resolve({} as AccountState), reload: vi.fn(() => Promise.resolve(null)) };
  const session = { fail: vi.fn((_error: GatewayError) => undefined) };
  const notifications = new NotificationStore();
  const store = new SettingsStore(
    load as unknown as LoadAccountSettings,
    save as unknown as SavePreference,
    email as unknown as ChangeAccountEmail,
    new AccountScreen(account as unknown as AccountStore, session as unknown as SessionStore, notifications),
    new FreshCheckPrompt(
      { execute: () => Promise.resolve({ kind: 'confirmed' }) } as unknown as ConfirmItIsYou,
      { supported: () => false } as unknown as ConfirmItIsYouWithPasskey,
    ),
  );
  return { store, save, email, account, session, notifications };
}

describe('SettingsStore', () => {
  it('a saved preference shows at once, says so, and refreshes the account state', async () => {
    const { store, account, notifications } = storeAnswering({ save: { kind: 'saved', preferences: { ...PREFERENCES, emailBreakingNews: 'N' } } });
    await store.load();
    store.edit('emailBreakingNews');
    store.setPreferenceDraft(false);
    await store.save();
    expect(store.editing).toBeNull();
    expect(store.settings?.preferences).toEqual([{ flag: 'emailBreakingNews', enabled: false }]);
    expect(notifications.current).toMatchObject({ message: 'Saved: Plan news by e-mail', status: 'success' });
    expect(account.reload).toHaveBeenCalledOnce();
  });

  it('a refused save keeps the card open with what the member chose, and says why', async () => {
    const { store, account } = storeAnswering({ save: { kind: 'error', error: { kind: 'http', status: 400, message: 'That preference cannot be changed.' } } });
    await store.load();
    store.edit('emailBreakingNews');
    store.setPreferenceDraft(false);
    await store.save();
    expect(store.editing).toBe('emailBreakingNews');
    expect(store.preferenceDraft).toBe(false);
    expect(store.said.text).toBe('That preference cannot be changed.');
    expect(store.settings?.preferences).toEqual([{ flag: 'emailBreakingNews', enabled: true }]);
    expect(account.reload).not.toHaveBeenCalled();
  });

  it('an outage keeps the typed e-mail address and asks to try later', async () => {
    const { store } = storeAnswering({ email: { kind: 'error', error: { kind: 'network', status: 1 } } });
    await store.load();
    store.edit('email');
    store.setEmailDraft('dan@example.org');
    await store.save();
    expect(store.editing).toBe('email');
    expect(store.emailDraft).toBe('dan@example.org');
    expect(store.said.text).toMatch(/try again/i);
  });

  it('an invalid address is a field message, and typing clears it', async () => {
    const { store } = storeAnswering({ email: { kind: 'invalid', message: 'Invalid email address' } });
    await store.load();
    store.edit('email');
    store.setEmailDraft('dan@');
    await store.save();
    expect(store.emailError).toBe('Invalid email address');
    store.setEmailDraft('dan@example.org');
    expect(store.emailError).toBeNull();
  });

  it('an ended session goes to the session, not the form', async () => {
    const { store, session } = storeAnswering({ save: { kind: 'error', error: { kind: 'http', status: 401 } } });
    await store.load();
    store.edit('emailBreakingNews');
    await store.save();
    expect(session.fail).toHaveBeenCalledWith({ kind: 'http', status: 401 });
    expect(store.said.text).toBeNull();
  });
});
