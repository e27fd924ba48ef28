import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useScreenStore } from '../app/ServicesProvider';
import { Form } from '../components/Form';
import { Icon } from '../components/Icon';
import { PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { TextField } from '../components/TextField';
import { AccountLayout } from './AccountLayout';
import { SECURITY_COPY } from './security-copy';
import { SecurityStore, keyInGroups } from './security-store';

/** /account/security: adding an authenticator app (QR code and the key written out), and the recovery codes shown once. */
export default observer(function SecurityPage() {
  const store = useScreenStore(SecurityStore);
  useEffect(() => {
    void store.load();
  }, [store]);
  const settings = store.settings;
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
              <p data-testid="authenticator-app-status">
                <Icon name={settings.totpEnabled ? 'success' : 'info'} size={22} />
                {settings.totpEnabled ? SECURITY_COPY.appOn : SECURITY_COPY.appOff}
              </p>
              {settings.totpEnabled && store.recoveryCodes === null && <p>{SECURITY_COPY.recoveryLeft(settings.recoveryCodesLeft)}</p>}
              {store.said.text !== null && (
                <div className="banner banner--error" role="alert">
                  <p>{store.said.text}</p>
                </div>
              )}
              {!settings.totpEnabled && store.enrolment === null && (
                <button type="button" className="button button--primary" disabled={store.busy} onClick={() => void store.addApp()}>
                  {SECURITY_COPY.addApp}
                </button>
              )}
              {store.enrolment !== null && (
                <Form onSubmit={() => void store.confirm()}>
                  <p>{SECURITY_COPY.scan}</p>
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
                    onValueChange={(value) => store.setCode(value)}
                  />
                  <button type="submit" className="button button--primary" disabled={store.busy}>
                    {SECURITY_COPY.confirm}
                  </button>
                </Form>
              )}
              {store.recoveryCodes !== null && (
                <section aria-labelledby="recovery-codes-title">
                  <h3 id="recovery-codes-title">{SECURITY_COPY.recoveryTitle}</h3>
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
        </div>
      )}
    </AccountLayout>
  );
});
