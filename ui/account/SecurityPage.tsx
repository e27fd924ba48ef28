import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useScreenStore } from '../app/ServicesProvider';
import { Form } from '../components/Form';
import { FreshCheckField } from '../components/FreshCheckField';
import { FRESH_CHECK_COPY } from '../components/fresh-check-copy';
import { Icon } from '../components/Icon';
import { Modal } from '../components/Modal';
import { COMPONENTS_COPY } from '../components/components-copy';
import { PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { TextField } from '../components/TextField';
import { useFocusWhenChanged } from '../components/use-focus-when-changed';
import { AccountLayout } from './AccountLayout';
import { PasskeysSection } from './PasskeysSection';
import { SECURITY_COPY } from './security-copy';
import { SecurityStore, keyInGroups } from './security-store';

const DIALOG = {
  'turn-off': () => ({ title: SECURITY_COPY.turnOffTitle, body: SECURITY_COPY.turnOffBody, confirm: SECURITY_COPY.turnOffConfirm }),
  'new-codes': () => ({ title: SECURITY_COPY.newCodesTitle, body: SECURITY_COPY.newCodesBody, confirm: SECURITY_COPY.newCodesConfirm }),
} as const;

/** Turning the app off or making new recovery codes: what it does, then confirm (after a fresh check when the gateway asks for one). */
const SecurityChangeDialog = observer(function SecurityChangeDialog({ store }: { readonly store: SecurityStore }) {
  const words = store.asking === null ? null : DIALOG[store.asking]();
  return (
    <Modal
      open={store.asking !== null}
      title={words?.title ?? ''}
      primaryLabel={store.freshCheck.check === null ? (words?.confirm ?? '') : FRESH_CHECK_COPY.confirm}
      cancelLabel={COMPONENTS_COPY.cancel}
      tone={store.asking === 'turn-off' ? 'danger' : 'default'}
      busy={store.busy}
      onClose={(result) => store.closeDialog(result)}
    >
      <p>{words?.body ?? ''}</p>
      <FreshCheckField prompt={store.freshCheck} />
    </Modal>
  );
});

type Stage = 'loading' | 'off' | 'adding' | 'codes' | 'on';

/**
 * Where focus goes when the part of the card the member acted on gives way to the next: the instructions once
 * an app is being added, the recovery codes once it is on, and the app's status once the codes are saved or
 * the app is turned off (the button pressed is gone each time). Nothing moves when the page first loads.
 */
const stageFocus = (before: Stage, now: Stage): string | null =>
  before === 'loading' ? null : now === 'adding' ? 'security-scan' : now === 'codes' ? 'recovery-codes-title' : 'security-app-status';

/**
 * /account/security: adding an authenticator app (QR code and the key written out), the recovery codes shown
 * once, and turning the app off or making new recovery codes.
 */
export default observer(function SecurityPage() {
  const store = useScreenStore(SecurityStore);
  useEffect(() => {
    void store.load();
  }, [store]);
  const settings = store.settings;
  useFocusWhenChanged<Stage>(
    settings === null ? 'loading' : store.recoveryCodes !== null ? 'codes' : store.enrolment !== null ? 'adding' : settings.totpEnabled ? 'on' : 'off',
    stageFocus,
  );
  return (
    <AccountLayout>
      {() => (
        <div className="account-page">
          <PageHeading>{SECURITY_COPY.heading}</PageHeading>
          <p className="account-page__intro">{SECURITY_COPY.intro}</p>
          {settings === null ? (
            <Spinner label={SECURITY_COPY.loading} />
          ) : (
            <section className="card account-card" aria-labelledby="security-app-title">
              <h2 id="security-app-title" className="card__title">
                {SECURITY_COPY.appTitle}
              </h2>
              <p id="security-app-status" className="security-status" data-testid="authenticator-app-status" tabIndex={-1}>
                <Icon name={settings.totpEnabled ? 'success' : 'info'} size={22} />
                {settings.totpEnabled ? SECURITY_COPY.appOn : SECURITY_COPY.appOff}
              </p>
              {settings.totpEnabled && store.recoveryCodes === null && (
                <>
                  <p>{SECURITY_COPY.recoveryLeft(settings.recoveryCodesLeft)}</p>
                  <div className="button-row">
                    <button type="button" className="button" aria-disabled={store.busy || undefined} onClick={() => store.ask('new-codes')}>
                      {SECURITY_COPY.newCodes}
                    </button>
                    <button type="button" className="button button--danger" aria-disabled={store.busy || undefined} onClick={() => store.ask('turn-off')}>
                      {SECURITY_COPY.turnOff}
                    </button>
                  </div>
                </>
              )}
              {store.said.text !== null && (
                <div className="banner banner--error" role="alert">
                  <p>{store.said.text}</p>
                </div>
              )}
              {!settings.totpEnabled && store.enrolment === null && (
                <button type="button" className="button button--primary" aria-disabled={store.busy || undefined} onClick={() => void store.addApp()}>
                  {SECURITY_COPY.addApp}
                </button>
              )}
              {store.enrolment !== null && (
                <Form onSubmit={() => void store.confirm()}>
                  <p id="security-scan" tabIndex={-1}>
                    {SECURITY_COPY.scan}
                  </p>
                  {store.qrCode !== null && <img src={store.qrCode} alt={SECURITY_COPY.qrAlt} width={208} height={208} />}
                  <p>
                    {SECURITY_COPY.keyLabel}:{' '}
                    <code translate="no" data-testid="authenticator-key">
                      {keyInGroups(store.enrolment.secret)}
                    </code>
                  </p>
                  <TextField
                    label={SECURITY_COPY.codeLabel}
                    hint={SECURITY_COPY.codeHint}
                    name="code"
                    autoComplete="one-time-code"
                    inputMode="numeric"
                    value={store.code}
                    error={store.codeError.text ?? undefined}
                    onValueChange={(value) => store.setCode(value)}
                  />
                  <button type="submit" className="button button--primary" aria-disabled={store.busy || undefined}>
                    {SECURITY_COPY.confirm}
                  </button>
                </Form>
              )}
              {store.recoveryCodes !== null && (
                <section aria-labelledby="recovery-codes-title">
                  <h3 id="recovery-codes-title" tabIndex={-1}>
                    {SECURITY_COPY.recoveryTitle}
                  </h3>
                  <p>{SECURITY_COPY.recoveryIntro}</p>
                  <ul data-testid="recovery-codes" translate="no">
                    {store.recoveryCodes.map((code) => (
                      <li key={code}>
                        <code>{code}</code>
                      </li>
                    ))}
                  </ul>
                  <button type="button" className="button" onClick={() => store.savedRecoveryCodes()}>
                    {SECURITY_COPY.recoveryDone}
                  </button>
                </section>
              )}
            </section>
          )}
          {settings !== null && <PasskeysSection passkeys={settings.passkeys} />}
          <SecurityChangeDialog store={store} />
        </div>
      )}
    </AccountLayout>
  );
});
