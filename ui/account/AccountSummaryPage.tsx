import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import { formatPrimaryCareDate } from '../../domain/rules/formats';
import { PATHS } from '../../domain/routes';
import type { AccountState } from '../../application/shared/resolve-account-state';
import { useService } from '../app/ServicesProvider';
import { Icon, type IconName } from '../components/Icon';
import { PageHeading } from '../components/PageHeading';
import { AccountStore } from '../stores/account-store';
import { ACCOUNT_COPY } from './account-copy';
import { AccountLayout } from './AccountLayout';
import { term } from '../../domain/copy/terms-copy';
import { relationshipOf } from '../../domain/rules/member-account';

const SHORTCUT_ICONS: Readonly<Record<string, IconName>> = {
  [PATHS.memberInformation]: 'user',
  [PATHS.settings]: 'shield',
  [PATHS.planBenefits]: 'heart',
  [PATHS.ebill]: 'document',
  [PATHS.helpCenter]: 'chat',
  [PATHS.newId]: 'search',
};

const SummaryContent = observer(function SummaryContent({ state }: { readonly state: AccountState }) {
  const menu = useService(AccountStore).accountMenu;
  const { account, viewer } = state;
  const address = account.address;
  const email = account.preferences.emailAddress?.trim() ?? '';
  const shortcuts = menu.filter((item) => item.path in SHORTCUT_ICONS);
  return (
    <div className="account-page">
      <PageHeading>{ACCOUNT_COPY.summaryHeading}</PageHeading>
      <div className="account-grid">
        <section className="card account-card" aria-labelledby="summary-member-title">
          <h2 id="summary-member-title" className="card__title">
            {ACCOUNT_COPY.summaryMember}
          </h2>
          <p className="account-card__lead">
            {viewer.firstName} {viewer.lastName}
          </p>
          <dl className="fact-list">
            <div>
              <dt>{ACCOUNT_COPY.subscriberIdLabel}</dt>
              <dd data-testid="account-subscriber-id">{account.subscriberId}</dd>
            </div>
            <div>
              <dt>{ACCOUNT_COPY.relationshipLabel}</dt>
              <dd>{relationshipOf(viewer)}</dd>
            </div>
            <div>
              <dt>{ACCOUNT_COPY.groupLabel}</dt>
              <dd>
                {account.groupId} <span translate="no">{account.groupName}</span>
              </dd>
            </div>
            <div>
              <dt>{ACCOUNT_COPY.memberSinceLabel}</dt>
              <dd>{formatPrimaryCareDate(account.effectiveDate)}</dd>
            </div>
          </dl>
        </section>
        <section className="card account-card" aria-labelledby="summary-contact-title">
          <h2 id="summary-contact-title" className="card__title">
            {ACCOUNT_COPY.summaryContact}
          </h2>
          <dl className="fact-list">
            <div>
              <dt>{ACCOUNT_COPY.addressLabel}</dt>
              <dd>
                {address.addressLine1}
                {address.addressLine2 !== null && address.addressLine2 !== '' && (
                  <>
                    <br />
                    {address.addressLine2}
                  </>
                )}
                <br />
                {address.city}, {address.state} {address.zipCode}
              </dd>
            </div>
            {address.phoneNumber !== null && (
              <div>
                <dt>{ACCOUNT_COPY.phoneLabel}</dt>
                <dd>{address.phoneNumber}</dd>
              </div>
            )}
            <div>
              <dt>{ACCOUNT_COPY.emailLabel}</dt>
              <dd data-testid="account-email">{email === '' ? ACCOUNT_COPY.noEmail : email}</dd>
            </div>
          </dl>
          <p className="account-card__help">{ACCOUNT_COPY.addressHelp}</p>
        </section>
      </div>
      {shortcuts.length > 0 && (
        <section aria-labelledby="summary-shortcuts-title" className="account-section">
          <h2 id="summary-shortcuts-title" className="account-section__title">
            {ACCOUNT_COPY.summaryShortcuts}
          </h2>
          <ul className="account-shortcuts">
            {shortcuts.map((item) => (
              <li key={item.path}>
                <Link href={item.path} className="account-shortcut">
                  <span className="account-shortcut__icon" aria-hidden="true">
                    <Icon name={SHORTCUT_ICONS[item.path] ?? 'info'} size={22} />
                  </span>
                  {term(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
});

export default function AccountSummaryPage() {
  return <AccountLayout>{(state) => <SummaryContent state={state} />}</AccountLayout>;
}
