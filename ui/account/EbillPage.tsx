import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Redirect } from 'wouter';
import { PATHS } from '../../domain/routes';
import { useScreenStore } from '../app/ServicesProvider';
import { Icon } from '../components/Icon';
import { PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { ACCOUNT_COPY } from './account-copy';
import { AccountLayout } from './AccountLayout';
import { EbillStore } from './ebill-store';

export default observer(function EbillPage() {
  const store = useScreenStore(EbillStore);
  useEffect(() => {
    void store.load();
  }, [store]);
  if (store.hidden) return <Redirect to={PATHS.accountSummary} replace />;
  return (
    <AccountLayout>
      {() => (
        <div className="account-page">
          <PageHeading>{ACCOUNT_COPY.ebillHeading}</PageHeading>
          <p className="account-page__intro">{ACCOUNT_COPY.ebillIntro}</p>
          {store.registered === null ? (
            <Spinner label={ACCOUNT_COPY.loading} />
          ) : (
            <section className="card account-card ebill-card" aria-labelledby="ebill-status-title">
              <h2 id="ebill-status-title" className="card__title">
                {ACCOUNT_COPY.ebillStatusTitle}
              </h2>
              <p className="ebill-card__status" data-testid="ebill-status">
                <Icon name={store.registered ? 'success' : 'info'} size={22} />
                {store.registered ? ACCOUNT_COPY.ebillRegistered : ACCOUNT_COPY.ebillNotRegistered}
              </p>
              {store.said.text !== null && (
                <div className="banner banner--error" role="alert">
                  <p>{store.said.text}</p>
                </div>
              )}
              <div className="button-row">
                {!store.registered && (
                  <button type="button" className="button button--primary" disabled={store.registering} onClick={() => void store.registerForEbill()}>
                    {store.registering && <Spinner inline label={ACCOUNT_COPY.ebillRegister} />}
                    {ACCOUNT_COPY.ebillRegister}
                  </button>
                )}
                <button type="button" className={store.registered ? 'button button--primary' : 'button'} onClick={() => store.open()}>
                  {ACCOUNT_COPY.ebillOpen}
                  <Icon name="external" size={16} />
                </button>
              </div>
              <p className="account-card__help">{ACCOUNT_COPY.ebillOpenHelp}</p>
            </section>
          )}
        </div>
      )}
    </AccountLayout>
  );
});
