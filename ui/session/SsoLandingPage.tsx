import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useScreenStore } from '../app/ServicesProvider';
import { PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { FormMessage } from './FormControls';
import { LANDING_COPY } from './landing-copy';
import { SsoLandingStore } from './sso-landing-store';

export default observer(function SsoLandingPage() {
  const store = useScreenStore(SsoLandingStore);
  useEffect(() => {
    void store.arrive();
  }, [store]);
  return (
    <section className="auth-card" aria-labelledby="sso-landing-heading">
      <PageHeading id="sso-landing-heading">{LANDING_COPY.ssoHeading}</PageHeading>
      {store.message === null ? <Spinner label={LANDING_COPY.ssoWorking} /> : <FormMessage message={store.message} />}
    </section>
  );
});
