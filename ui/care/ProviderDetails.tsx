import type { PcpHistoryEntry, Provider, ProviderLocation } from '../../domain/model';
import { CARE_COPY } from './care-copy';

const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

export const providerDisplayName = (name: string, title: string | null): string => (title === null || title === '' ? name : `${name}, ${title}`);

export function Locations({ locations }: { readonly locations: readonly ProviderLocation[] }) {
  if (locations.length === 0) return null;
  return (
    <ul className="provider-locations">
      {locations.map((location) => (
        <li key={`${location.addressLine1}-${location.zipCode}`}>
          <address>
            {location.addressLine1}
            <br />
            {location.city}, {location.state} {location.zipCode}
          </address>
          {location.phoneNumber !== null && (
            <a href={telHref(location.phoneNumber)} className="provider-phone">
              <span className="visually-hidden">{CARE_COPY.phoneLabel}: </span>
              {location.phoneNumber}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A history entry with what the directory knows of its provider (only the name when it no longer lists them). */
export function ProviderSummary({ entry, provider }: { readonly entry: PcpHistoryEntry; readonly provider: Provider | null | undefined }) {
  const nameOnly = provider !== undefined && provider !== null && provider.providerId === null;
  return (
    <div className="provider-summary">
      <p className="provider-summary__name" data-testid="current-provider">
        {providerDisplayName(entry.providerName, entry.providerTitle)}
      </p>
      {provider?.providerGroupName != null && <p className="provider-summary__group" translate="no">
                    {provider.providerGroupName}
                  </p>}
      {provider?.specialty != null && <p className="provider-summary__meta">{provider.specialty}</p>}
      {nameOnly && <p className="provider-summary__meta">{CARE_COPY.nameOnly}</p>}
      <Locations locations={entry.locations.length > 0 ? entry.locations : (provider?.locations ?? [])} />
    </div>
  );
}
