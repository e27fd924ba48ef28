import { memo } from 'react';
import { Link } from 'wouter';
import type { Claim, ClaimSummary } from '../../domain/model';
import { CLAIM_STATUS_LABELS, CLAIM_TYPE_LABELS } from '../../domain/rules/claims';
import { formatPrimaryCareDate } from '../../domain/rules/formats';
import { formatUsd } from '../../domain/rules/money';
import { ScrollRegion } from '../components/ScrollRegion';
import { gatewayLang } from '../i18n/gateway-lang';
import { CLAIMS_COPY } from './claims-copy';
import { pathTo } from '../../domain/routes';

/** An amount, or a dash read out as "not decided yet" while the claim is pending. */
export function Amount({ value }: { readonly value: number | null }) {
  if (value !== null) return <>{formatUsd(value)}</>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{CLAIMS_COPY.notDecided}</span>
    </>
  );
}

export function ClaimStatus({ claim }: { readonly claim: Pick<Claim, 'status'> }) {
  return <span className={`claim-status claim-status--${claim.status}`}>{CLAIM_STATUS_LABELS[claim.status]}</span>;
}

/** A row's claim: a list's summary, or (pharmacy fills) the whole claim, whose first line names the medication. */
type RowClaim = ClaimSummary & Partial<Pick<Claim, 'serviceLines'>>;

type Props = {
  readonly claims: readonly RowClaim[];
  readonly caption: string;
  /** Show whose claim it is (when the viewer sees more than one member). */
  readonly showMember: boolean;
  /** Pharmacy claims read as fills: medication, pharmacy, total cost and your cost. */
  readonly pharmacy?: boolean;
  /** Rows are on their way (the list changed and is rendering): the table says so to assistive technology. */
  readonly busy?: boolean;
};

/**
 * Claims as a table: one row per claim with the date of service, provider, status, billed, plan paid and
 * the member's share, and a link to the claim. On phones each row stacks into a card (claims.css).
 * Memoised: a page that renders again with the same claims leaves the table alone.
 */
export const ClaimsTable = memo(function ClaimsTable({ claims, caption, showMember, pharmacy = false, busy = false }: Props) {
  return (
    <ScrollRegion className="claims-table-wrap" label={caption}>
      <table className="claims-table" data-testid={pharmacy ? 'pharmacy-claims' : 'claims'} aria-busy={busy}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{pharmacy ? CLAIMS_COPY.dateFilled : CLAIMS_COPY.dateOfService}</th>
            {showMember && <th scope="col">{CLAIMS_COPY.member}</th>}
            <th scope="col">{pharmacy ? CLAIMS_COPY.medication : CLAIMS_COPY.provider}</th>
            {pharmacy && <th scope="col">{CLAIMS_COPY.pharmacy}</th>}
            <th scope="col">{CLAIMS_COPY.status}</th>
            <th scope="col" className="claims-table__money">
              {pharmacy ? CLAIMS_COPY.totalCost : CLAIMS_COPY.billed}
            </th>
            <th scope="col" className="claims-table__money">
              {CLAIMS_COPY.planPaid}
            </th>
            <th scope="col" className="claims-table__money">
              {pharmacy ? CLAIMS_COPY.yourCost : CLAIMS_COPY.yourShare}
            </th>
            <th scope="col">
              <span className="visually-hidden">{CLAIMS_COPY.details}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {claims.map((claim) => (
            <ClaimRow key={claim.claimId} claim={claim} showMember={showMember} pharmacy={pharmacy} />
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
});

/**
 * One claim's row. Memoised: showing more claims or re-rendering the page leaves the rows already
 * shown alone, since a claim from the gateway is never changed in place.
 */
const ClaimRow = memo(function ClaimRow({ claim, showMember, pharmacy }: { readonly claim: RowClaim; readonly showMember: boolean; readonly pharmacy: boolean }) {
  const date = formatPrimaryCareDate(claim.serviceStartDate);
  const medication = claim.serviceLines?.[0]?.description ?? '';
  return (
    <tr data-testid="claim-row" data-member={claim.memberKey} data-date={claim.serviceStartDate}>
      <td data-label={pharmacy ? CLAIMS_COPY.dateFilled : CLAIMS_COPY.dateOfService} className="claims-table__date">
        {date}
      </td>
      {showMember && <td data-label={CLAIMS_COPY.member}>{claim.memberName}</td>}
      {pharmacy ? (
        <>
          <td data-label={CLAIMS_COPY.medication} className="claims-table__provider" lang={gatewayLang(claim.language)}>
            {medication}
          </td>
          <td data-label={CLAIMS_COPY.pharmacy} translate="no">
            {claim.provider.name}
          </td>
        </>
      ) : (
        <td data-label={CLAIMS_COPY.provider} className="claims-table__provider">
          <span className="claims-table__provider-name" translate="no">
            {claim.provider.name}
          </span>
          <span className="claims-table__type">{CLAIM_TYPE_LABELS[claim.claimType]}</span>
        </td>
      )}
      <td data-label={CLAIMS_COPY.status}>
        <ClaimStatus claim={claim} />
      </td>
      <td data-label={pharmacy ? CLAIMS_COPY.totalCost : CLAIMS_COPY.billed} className="claims-table__money">
        <Amount value={claim.billed} />
      </td>
      <td data-label={CLAIMS_COPY.planPaid} className="claims-table__money">
        <Amount value={claim.planPaid} />
      </td>
      <td data-label={pharmacy ? CLAIMS_COPY.yourCost : CLAIMS_COPY.yourShare} className="claims-table__money claims-table__share">
        <Amount value={claim.memberShare?.total ?? null} />
      </td>
      <td className="claims-table__action">
        <Link href={pathTo('claim', { claimId: claim.claimId })} className="claims-table__link">
          {CLAIMS_COPY.details}{' '}
          <span className="visually-hidden">{CLAIMS_COPY.viewClaim(pharmacy ? medication : claim.provider.name, date)}</span>
        </Link>
      </td>
    </tr>
  );
});
