import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, Redirect } from 'wouter';
import type { PreferenceSetting } from '../../application/account/account-settings';
import { PATHS } from '../../domain/routes';
import { useScreenStore } from '../app/ServicesProvider';
import { EditCard } from '../components/EditCard';
import { PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { FreshCheckField } from '../components/FreshCheckField';
import { TextField } from '../components/TextField';
import { ACCOUNT_COPY, PREFERENCE_COPY } from './account-copy';
import { AccountLayout } from './AccountLayout';
import { SettingsStore } from './settings-store';
import { SECURITY_COPY } from './security-copy';
import '../components/choice.css';

const PreferenceCard = observer(function PreferenceCard({ preference, store }: { readonly preference: PreferenceSetting; readonly store: SettingsStore }) {
  const copy = PREFERENCE_COPY[preference.flag];
  const editing = store.editing === preference.flag;
  const name = `preference-${preference.flag}`;
  return (
    <EditCard
      title={copy.title}
      headingLevel={3}
      editing={editing}
      onEdit={() => store.edit(preference.flag)}
      onCancel={() => store.cancel()}
      onSave={() => void store.save()}
      saving={editing && store.saving}
      error={editing ? store.said.text : null}
      display={
        <div className="preference-display" data-testid={`preference-${preference.flag}`}>
          <p className="preference-display__value">
            <span className="visually-hidden">{ACCOUNT_COPY.currentSetting}: </span>
            <span className={preference.enabled ? 'status-dot status-dot--on' : 'status-dot'} aria-hidden="true" />
            {preference.enabled ? copy.on : copy.off}
          </p>
          <p className="preference-display__description">{copy.description}</p>
        </div>
      }
    >
      <fieldset className="choice-group choice-group--flush">
        <legend className="visually-hidden">{copy.title}</legend>
        <p className="preference-display__description">{copy.description}</p>
        {[true, false].map((value) => (
          <label key={String(value)} className="choice">
            <input type="radio" name={name} checked={store.preferenceDraft === value} onChange={() => store.setPreferenceDraft(value)} />
            <span>{value ? copy.on : copy.off}</span>
          </label>
        ))}
      </fieldset>
    </EditCard>
  );
});

export default observer(function SettingsPage() {
  const store = useScreenStore(SettingsStore);
  useEffect(() => {
    void store.load();
  }, [store]);
  if (store.hidden) return <Redirect to={PATHS.accountSummary} replace />;
  const settings = store.settings;
  return (
    <AccountLayout>
      {() => (
        <div className="account-page">
          <PageHeading>{ACCOUNT_COPY.settingsHeading}</PageHeading>
          {settings === null ? (
            <Spinner label={ACCOUNT_COPY.loading} />
          ) : (
            <>
              <section className="card account-card" aria-labelledby="security-title">
                <h2 id="security-title" className="card__title">
                  {ACCOUNT_COPY.securityTitle}
                </h2>
                <div className="security-row">
                  <div>
                    <p className="account-card__label">{ACCOUNT_COPY.passwordLabel}</p>
                    <p aria-hidden="true" className="security-row__mask">
                      {ACCOUNT_COPY.passwordMasked}
                    </p>
                  </div>
                  <Link href={PATHS.changePassword} className="button button--small">
                    {ACCOUNT_COPY.changePassword}
                  </Link>
                </div>
                {/* The way to the second step and passkeys, worded for a member who has them and one who has not. */}
                <div className="security-row">
                  <div>
                    <p className="account-card__label">{SECURITY_COPY.appTitle}</p>
                    {settings.authenticatorApp !== null && (
                      <p data-testid="settings-authenticator-app">{settings.authenticatorApp ? SECURITY_COPY.appOn : SECURITY_COPY.appOff}</p>
                    )}
                  </div>
                  <Link href={PATHS.security} className="button button--small" data-testid="second-factor-invitation">
                    {SECURITY_COPY.invitation}
                  </Link>
                </div>
              </section>
              <EditCard
                title={ACCOUNT_COPY.emailTitle}
                editing={store.editing === 'email'}
                onEdit={() => store.edit('email')}
                onCancel={() => store.cancel()}
                onSave={() => void store.save()}
                saving={store.editing === 'email' && store.saving}
                error={store.editing === 'email' ? store.said.text : null}
                display={
                  <p className="preference-display__value" data-testid="settings-email">
                    {settings.emailAddress === '' ? ACCOUNT_COPY.noEmail : settings.emailAddress}
                  </p>
                }
              >
                <TextField
                  label={ACCOUNT_COPY.emailFieldLabel}
                  type="email"
                  autoComplete="email"
                  value={store.emailDraft}
                  error={store.emailError ?? undefined}
                  onValueChange={(value) => store.setEmailDraft(value)}
                />
                <FreshCheckField prompt={store.freshCheck} />
              </EditCard>
              {settings.preferences.length > 0 && (
                <section className="account-section" aria-labelledby="preferences-title">
                  <h2 id="preferences-title" className="account-section__title">
                    {ACCOUNT_COPY.preferencesTitle}
                  </h2>
                  <p className="account-page__intro">{ACCOUNT_COPY.preferencesIntro}</p>
                  <div className="preference-list">
                    {settings.preferences.map((preference) => (
                      <PreferenceCard key={preference.flag} preference={preference} store={store} />
                    ))}
                  </div>
                </section>
              )}
            </>
          )}
        </div>
      )}
    </AccountLayout>
  );
});
