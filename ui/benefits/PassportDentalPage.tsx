import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { PATHS } from '../../domain/routes';
import { findInNetworkDentistPath } from '../../domain/rules/program-links';
import { useScreenStore } from '../app/ServicesProvider';
import { Icon } from '../components/Icon';
import { PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { BenefitsLayout } from './BenefitsLayout';
import { BENEFITS_COPY } from './benefits-copy';
import { PassportDentalStore } from './programs-store';
import { BackLink } from '../components/BackLink';

const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** /passport-dental: travel dental care (spec section 2, screen details). */
const PassportContent = observer(function PassportContent() {
  const store = useScreenStore(PassportDentalStore);
  useEffect(() => {
    void store.load();
  }, [store]);
  const view = store.page.value;
  return (
    <div className="passport">
      <BackLink href={PATHS.findADentist}>{BENEFITS_COPY.passportBack}</BackLink>
      <PageHeading>{BENEFITS_COPY.passportHeading}</PageHeading>
      <p className="benefits-intro">{BENEFITS_COPY.passportIntro}</p>
      {view === null ? (
        <Spinner label={BENEFITS_COPY.loading} />
      ) : (
        <div className="passport__grid">
          <section className="card passport__phone" aria-labelledby="passport-phone">
            <h2 id="passport-phone" className="benefits-section__title">
              {BENEFITS_COPY.passportPhoneHeading}
            </h2>
            {view.internationalPhone === null ? (
              <p>{BENEFITS_COPY.passportNoPhone}</p>
            ) : (
              <p>
                {BENEFITS_COPY.passportPhone}{' '}
                <a href={telHref(view.internationalPhone)} className="phone-link phone-link--large" data-testid="passport-phone">
                  <Icon name="phone" size={18} />
                  {view.internationalPhone}
                </a>
              </p>
            )}
          </section>
          <section className="card" aria-labelledby="passport-claim">
            <h2 id="passport-claim" className="benefits-section__title">
              {BENEFITS_COPY.passportClaimHeading}
            </h2>
            <ol className="steps">
              {BENEFITS_COPY.passportClaimSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <h3 className="passport__subheading">{BENEFITS_COPY.passportReceiptHeading}</h3>
            <ul>
              {BENEFITS_COPY.passportReceiptItems.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
          <section className="card" aria-labelledby="passport-network">
            <h2 id="passport-network" className="benefits-section__title">
              {BENEFITS_COPY.passportOutOfNetworkHeading}
            </h2>
            <ul>
              {BENEFITS_COPY.passportOutOfNetwork.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
            <p>
              <Link href={findInNetworkDentistPath(view.parentGroupId)} className="button button--primary" data-testid="find-in-network-dentist">
                <Icon name="search" size={18} />
                {BENEFITS_COPY.passportFindDentist}
              </Link>
            </p>
          </section>
        </div>
      )}
    </div>
  );
});

export default function PassportDentalPage() {
  return (
    <BenefitsLayout page="Summary" nav={false}>
      {() => <PassportContent />}
    </BenefitsLayout>
  );
}
