import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { Link, Redirect, useParams } from 'wouter';
import type { Claim } from '../../domain/model';
import { CLAIM_TYPE_LABELS } from '../../domain/rules/claims';
import { formatPrimaryCareDate } from '../../domain/rules/formats';
import { useScreenStore } from '../app/ServicesProvider';
import { PageHeading } from '../components/PageHeading';
import { ASK_COPY } from '../../domain/copy/messages-copy';
import { newMessagePath } from '../../domain/rules/secure-messages';
import { ScrollRegion } from '../components/ScrollRegion';
import { Spinner } from '../components/Spinner';
import { ClaimsLayout } from './ClaimsLayout';
import { Amount, ClaimStatus } from './ClaimsTable';
import { CLAIMS_COPY } from './claims-copy';
import { ClaimStore } from './claim-store';
import { EobDownloadButton } from './EobDownloadButton';
import { EobExplainer } from './EobExplainer';
import { Unavailable } from './Unavailable';
import { gatewayLang } from '../i18n/gateway-lang';
import { BackLink } from '../components/BackLink';
import { claimDecision, reversingAppeal } from '../../domain/rules/appeals';
import { AppealsStore } from '../appeals/appeals-store';
import { AppealThisDecision, DecisionAppeals } from '../appeals/DecisionAppeals';

function Facts({ rows }: { readonly rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="claims-facts claims-facts--rows">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ServiceLines({ claim }: { readonly claim: Claim }) {
  return (
    <ScrollRegion className="claims-table-wrap" label={CLAIMS_COPY.linesCaption}>
      <table className="claims-table claims-table--lines" data-testid="service-lines">
        <caption className="visually-hidden">{CLAIMS_COPY.linesCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{CLAIMS_COPY.dateOfService}</th>
            <th scope="col">{CLAIMS_COPY.code}</th>
            <th scope="col">{CLAIMS_COPY.service}</th>
            <th scope="col" className="claims-table__money">
              {CLAIMS_COPY.billed}
            </th>
            <th scope="col" className="claims-table__money">
              {CLAIMS_COPY.allowed}
            </th>
            <th scope="col" className="claims-table__money">
              {CLAIMS_COPY.planPaid}
            </th>
            <th scope="col" className="claims-table__money">
              {CLAIMS_COPY.yourShare}
            </th>
          </tr>
        </thead>
        <tbody>
          {claim.serviceLines.map((line) => {
            const details = [
              line.toothNumber === null ? null : CLAIMS_COPY.tooth(line.toothNumber),
              line.daysSupply === null ? null : CLAIMS_COPY.daysSupply(line.daysSupply),
              line.quantity > 1 ? `${CLAIMS_COPY.quantity} ${line.quantity}` : null,
            ].filter((detail): detail is string => detail !== null);
            return (
              <tr key={line.lineNumber}>
                <td data-label={CLAIMS_COPY.dateOfService}>{formatPrimaryCareDate(line.serviceDate)}</td>
                <td data-label={CLAIMS_COPY.code}>
                  <span>
                    <span className="claims-code">{line.code}</span> <span className="claims-code-system">{line.codeSystem}</span>
                  </span>
                </td>
                <td data-label={CLAIMS_COPY.service} className="claims-table__provider">
                  <span lang={gatewayLang(claim.language)}>{line.description}</span>
                  {details.length > 0 && <span className="claims-table__type">{details.join(', ')}</span>}
                  {line.remark !== null && (
                    <span className="claims-remark" lang={gatewayLang(claim.language)}>
                      {line.remark}
                    </span>
                  )}
                </td>
                <td data-label={CLAIMS_COPY.billed} className="claims-table__money">
                  <Amount value={line.billed} />
                </td>
                <td data-label={CLAIMS_COPY.allowed} className="claims-table__money">
                  <Amount value={line.allowed} />
                </td>
                <td data-label={CLAIMS_COPY.planPaid} className="claims-table__money">
                  <Amount value={line.planPaid} />
                </td>
                <td data-label={CLAIMS_COPY.yourShare} className="claims-table__money claims-table__share">
                  <Amount value={line.memberShare?.total ?? null} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

const ClaimContent = observer(function ClaimContent({ claimId }: { readonly claimId: string }) {
  const store = useScreenStore(ClaimStore);
  useEffect(() => {
    void store.load(claimId);
    return () => store.eob.release();
  }, [store, claimId]);
  // The member's appeals of this claim, under its summary.
  const appeals = useScreenStore(AppealsStore);
  useEffect(() => {
    void appeals.load(claimId);
    return () => appeals.release();
  }, [appeals, claimId]);

  if (store.notFound) return <Redirect to="/error/404" replace />;
  if (store.unavailable) {
    return (
      <>
        <PageHeading>{CLAIMS_COPY.claimHeading}</PageHeading>
        <Unavailable message={CLAIMS_COPY.claimUnavailable} onRetry={() => void store.load(claimId)} />
      </>
    );
  }
  const claim = store.claim;
  // The appeals come with the claim, so that its link to the appeal form never moves the page.
  if (claim === null || appeals.appeals === null) return <Spinner label={CLAIMS_COPY.loading} />;
  const reversed = reversingAppeal(
    appeals.appeals.map((view) => view.appeal),
    claim.claimId,
  );
  const dates =
    claim.serviceStartDate === claim.serviceEndDate
      ? formatPrimaryCareDate(claim.serviceStartDate)
      : `${formatPrimaryCareDate(claim.serviceStartDate)} - ${formatPrimaryCareDate(claim.serviceEndDate)}`;
  const share = claim.memberShare;
  return (
    <>
      <BackLink href="/claims">{CLAIMS_COPY.backToClaims}</BackLink>
      <PageHeading>{CLAIMS_COPY.claimHeading}</PageHeading>
      <div className="claim-grid">
        <section className="card" aria-labelledby="claim-summary-heading">
          <h2 id="claim-summary-heading" className="card__title claim-title">
            <span>{claim.provider.name}</span>
            <ClaimStatus claim={claim} />
          </h2>
          <Facts
            rows={[
              [CLAIMS_COPY.claimNumber, claim.claimId],
              [CLAIMS_COPY.patient, claim.memberName],
              [CLAIMS_COPY.type, CLAIM_TYPE_LABELS[claim.claimType]],
              [CLAIMS_COPY.network, claim.provider.networkStatus === 'in-network' ? CLAIMS_COPY.inNetwork : CLAIMS_COPY.outOfNetwork],
              [CLAIMS_COPY.datesOfService, dates],
              [CLAIMS_COPY.received, formatPrimaryCareDate(claim.receivedDate)],
              ...(claim.processedDate === null ? [] : [[CLAIMS_COPY.processed, formatPrimaryCareDate(claim.processedDate)] as const]),
              ...(claim.statusReason === null ? [] : [[CLAIMS_COPY.reason, <span key="reason" lang={gatewayLang(claim.language)}>{claim.statusReason}</span>] as const]),
            ]}
          />
          <div className="claim-actions">
            {store.eobId !== null && <EobDownloadButton download={store.eob} eobId={store.eobId} label={CLAIMS_COPY.downloadEob} small={false} />}
            <Link className="button" href={newMessagePath({ topic: 'claim', reference: claim.claimId, aboutMemberKey: claim.memberKey })} data-testid="ask-about-claim">
              {ASK_COPY.askAboutClaim}
            </Link>
            <AppealThisDecision store={appeals} decision={claimDecision(claim)} />
          </div>
          {reversed !== null && (
            <p className="claims-note" data-testid="reversed-on-appeal">
              {CLAIMS_COPY.reversedOnAppeal(formatPrimaryCareDate(reversed.decidedOn), reversed.outcome === 'partly-overturned')}
            </p>
          )}
          <DecisionAppeals store={appeals} reference={claim.claimId} />
        </section>
        <section className="card" aria-labelledby="claim-cost-heading">
          <h2 id="claim-cost-heading" className="card__title">
            {CLAIMS_COPY.costHeading}
          </h2>
          {claim.status === 'pending' && <p className="claims-note">{CLAIMS_COPY.pendingNote}</p>}
          <Facts
            rows={[
              [CLAIMS_COPY.billed, <Amount key="billed" value={claim.billed} />],
              [CLAIMS_COPY.allowed, <Amount key="allowed" value={claim.allowed} />],
              [CLAIMS_COPY.planPaid, <Amount key="paid" value={claim.planPaid} />],
              [CLAIMS_COPY.yourShare, <strong key="share"><Amount value={share?.total ?? null} /></strong>],
            ]}
          />
          {share !== null && (
            <>
              <h3 className="claim-subheading">{CLAIMS_COPY.shareHeading}</h3>
              <Facts
                rows={[
                  [CLAIMS_COPY.deductible, <Amount key="d" value={share.deductible} />],
                  [CLAIMS_COPY.copay, <Amount key="c" value={share.copay} />],
                  [CLAIMS_COPY.coinsurance, <Amount key="ci" value={share.coinsurance} />],
                  [CLAIMS_COPY.notCovered, <Amount key="nc" value={share.notCovered} />],
                ]}
              />
            </>
          )}
        </section>
      </div>
      <section className="claim-lines" aria-labelledby="claim-lines-heading">
        <h2 id="claim-lines-heading" className="claims-section-heading">
          {CLAIMS_COPY.linesHeading}
        </h2>
        <ServiceLines claim={claim} />
      </section>
      <EobExplainer claim={claim} quotes={store.quotes} />
    </>
  );
});

export default function ClaimDetailPage() {
  const params = useParams<{ claimId: string }>();
  return <ClaimsLayout page="claims">{() => <ClaimContent claimId={params.claimId ?? ''} />}</ClaimsLayout>;
}
