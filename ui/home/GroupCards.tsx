import { Link } from 'wouter';
import type { CityOfPortlandCard } from '../../application/home/load-home-dashboard';
import { formatBannerDate } from '../../domain/rules/formats';
import { ExternalLink } from '../components/ExternalLink';
import { Icon } from '../components/Icon';
import { NameInText } from '../i18n/NameInText';
import { GROUP_CARDS_COPY } from './group-cards-copy';
import { ContactLines } from './ContactLines';

function PreventiveCareCard() {
  return (
    <section className="card home-card home-card--accent" aria-labelledby="pci-title" data-testid="preventive-care-card">
      <div className="home-card__header">
        <span className="home-card__badge" aria-hidden="true">
          <Icon name="success" size={22} />
        </span>
        <h2 id="pci-title" className="card__title">
          {GROUP_CARDS_COPY.preventiveCareTitle}
        </h2>
      </div>
      <p>{GROUP_CARDS_COPY.preventiveCareText}</p>
      <Link href="/find-care" className="home-card__link">
        {GROUP_CARDS_COPY.preventiveCareLink}
      </Link>
    </section>
  );
}

function CityOfPortlandCardView({ card }: { readonly card: CityOfPortlandCard }) {
  const due = formatBannerDate(card.dueDate);
  return (
    <section className="card home-card" aria-labelledby="portland-title" data-testid="city-of-portland-card">
      <div className="home-card__header">
        <span className="home-card__badge" aria-hidden="true">
          <Icon name="info" size={22} />
        </span>
        <h2 id="portland-title" className="card__title">
          <NameInText format={GROUP_CARDS_COPY.cityOfPortlandTitle} name={GROUP_CARDS_COPY.cityOfPortland} keepName />
        </h2>
      </div>
      <p data-testid="city-of-portland-status">{due === '' ? GROUP_CARDS_COPY.cityOfPortlandUnavailable : GROUP_CARDS_COPY.cityOfPortlandDue(due)}</p>
      <p className="home-card__label">
        <NameInText format={GROUP_CARDS_COPY.cityOfPortlandContact} name={GROUP_CARDS_COPY.cityOfPortland} keepName />
      </p>
      <ContactLines phone={GROUP_CARDS_COPY.cityOfPortlandPhone} email={GROUP_CARDS_COPY.cityOfPortlandEmail} />
    </section>
  );
}

function ProvidenceDentalCard() {
  return (
    <section className="card home-card" aria-labelledby="providence-dental-title" data-testid="providence-dental-tile">
      <div className="home-card__header">
        <span className="home-card__badge" aria-hidden="true">
          <Icon name="search" size={22} />
        </span>
        <h2 id="providence-dental-title" className="card__title">
          {GROUP_CARDS_COPY.providenceDentalTitle}
        </h2>
      </div>
      <p>{GROUP_CARDS_COPY.providenceDentalText}</p>
      <p>
        <ExternalLink href={GROUP_CARDS_COPY.providenceDentalDirectoryHref} className="home-card__link" leadingIcon="document" iconSize={18}>
          {GROUP_CARDS_COPY.providenceDentalDirectory}
        </ExternalLink>
      </p>
      <ContactLines phone={GROUP_CARDS_COPY.providenceDentalPhone} />
    </section>
  );
}

/**
 * The home page's cards for some members only: Providence's dental network for its members, and for some
 * groups the Preventive Care Initiative and the City of Portland's advocate.
 */
export default function GroupCards({
  providenceDental,
  cityOfPortland,
  preventiveCare,
}: {
  readonly providenceDental: boolean;
  readonly cityOfPortland: CityOfPortlandCard | null;
  readonly preventiveCare: boolean;
}) {
  return (
    <>
      {providenceDental && <ProvidenceDentalCard />}
      {cityOfPortland !== null && <CityOfPortlandCardView card={cityOfPortland} />}
      {preventiveCare && <PreventiveCareCard />}
    </>
  );
}
