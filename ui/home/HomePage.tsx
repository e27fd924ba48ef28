import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { lazyPage } from '../app/lazy-page';
import { LazySuspense } from '../app/LazySuspense';
import { useScreenStore } from '../app/ServicesProvider';
import { afterPaintOf } from '../components/after-next-paint';
import { PAGE_HEADING_PAINT, PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { HOME_COPY } from './home-copy';
import { HomeStore } from './home-store';
import './home.css';

/** Everything below the banner, with the use case that decides it: a chunk of its own (./HomeDashboard.tsx). */
const HomeDashboard = lazyPage(() => import('./HomeDashboard'));

export const HomePage = observer(function HomePage() {
  const store = useScreenStore(HomeStore);
  useEffect(() => {
    void store.load();
    return () => store.dispose();
  }, [store]);
  // What lies below the banner (its code, then the dashboard's calls) is asked for once the banner (its
  // heading is the page's) is on screen: on a slow phone neither its download nor its calls and their
  // answers hold the banner back. A spinner keeps its place meanwhile.
  const bannerRendered = store.home !== null;
  const [belowBanner, setBelowBanner] = useState(false);
  useEffect(() => {
    if (!bannerRendered) return undefined;
    let current = true;
    void afterPaintOf(PAGE_HEADING_PAINT).then(() => {
      if (current) setBelowBanner(true);
    });
    return () => {
      current = false;
    };
  }, [bannerRendered]);

  if (store.home === null) return <Spinner label={HOME_COPY.loadingDashboard} />;
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

      {belowBanner ? (
        <LazySuspense fallback={<Spinner label={HOME_COPY.loadingDashboard} />}>
          <HomeDashboard store={store} />
        </LazySuspense>
      ) : (
        <Spinner label={HOME_COPY.loadingDashboard} />
      )}
    </div>
  );
});
