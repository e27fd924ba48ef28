import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useScreenStore } from '../app/ServicesProvider';
import { PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { HOME_COPY } from './home-copy';
import { HomeStore } from './home-store';

export default observer(function HomePage() {
  const store = useScreenStore(HomeStore);
  useEffect(() => {
    void store.load();
    return () => store.dispose();
  }, [store]);

  if (store.home === null) return <Spinner label="Loading your dashboard" />;
  const { account } = store.home;
  return (
    <div className="home">
      <section className="welcome-banner" aria-labelledby="welcome-heading">
        <PageHeading id="welcome-heading">{store.greeting}</PageHeading>
        <div className="welcome-banner__id">
          <span className="welcome-banner__label">{HOME_COPY.subscriberIdLabel}</span>
          <span className="welcome-banner__value" data-testid="subscriber-id">
            {account.subscriberId}
          </span>
          <button
            type="button"
            className="button button--ghost button--small"
            aria-label={store.copied ? HOME_COPY.copied : HOME_COPY.copyButtonLabel}
            onClick={() => void store.copy()}
          >
            {store.copied ? HOME_COPY.copied : HOME_COPY.copy}
          </button>
        </div>
      </section>
    </div>
  );
});
