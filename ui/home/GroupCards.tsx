import { Link } from 'wouter';
import type { CityOfPortlandCard } from '../../application/home/load-home-dashboard';
import { formatBannerDate } from '../../domain/rules/formats';
import { ExternalLink } from '../components/ExternalLink';
import { NameInText } from '../i18n/NameInText';
import { GROUP_CARDS_COPY } from './group-cards-copy';
import { ContactLines } from './ContactLines';
import { HomeCard } from './HomeCard';

function PreventiveCareCard() {
  return (
    <HomeCard id="pci-title" icon="success" title={GROUP_CARDS_COPY.preventiveCareTitle} testId="preventive-care-card" variant="accent">
      <p>{GROUP_CARDS_COPY.preventiveCareText}</p>
      <Link href="/find-care" className="home-card__link">
        {GROUP_CARDS_COPY.preventiveCareLink}
      </Link>
    </HomeCard>
  );
}

function CityOfPortlandCardView({ card }: { readonly card: CityOfPortlandCard }) {
  const due = formatBannerDate(card.dueDate);
  return (
    <HomeCard id="portland-title" icon="info" title={<NameInText format={GROUP_CARDS_COPY.cityOfPortlandTitle} name={GROUP_CARDS_COPY.cityOfPortland} keepName />} testId="city-of-portland-card">
      <p data-testid="city-of-portland-status">{due === '' ? GROUP_CARDS_COPY.cityOfPortlandUnavailable : GROUP_CARDS_COPY.cityOfPortlandDue(due)}</p>
      <p className="home-card__label">
        <NameInText format={GROUP_CARDS_COPY.cityOfPortlandContact} name={GROUP_CARDS_COPY.cityOfPortland} keepName />
      </p>
      <ContactLines phone={GROUP_CARDS_COPY.cityOfPortlandPhone} email={GROUP_CARDS_COPY.cityOfPortlandEmail} />
    </HomeCard>
  );
}

function ProvidenceDentalCard() {
  return (
    <HomeCard id="providence-dental-title" icon="search" title={GROUP_CARDS_COPY.providenceDentalTitle} testId="providence-dental-tile">
      <p>{GROUP_CARDS_COPY.providenceDentalText}</p>
      <p>
        <ExternalLink href={GROUP_CARDS_COPY.providenceDentalDirectoryHref} className="home-card__link" leadingIcon="document" iconSize={18}>
          {GROUP_CARDS_COPY.providenceDentalDirectory}
        </ExternalLink>
      </p>
      <ContactLines phone={GROUP_CARDS_COPY.providenceDentalPhone} />
    </HomeCard>
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
