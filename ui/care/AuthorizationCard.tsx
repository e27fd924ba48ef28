import type { TrackedAuthorization } from '../../application/care/track-authorizations';
import { AUTHORIZATION_KIND_LABELS, AUTHORIZATION_STATUS_LABELS, formatDecisionDue } from '../../domain/rules/authorizations';
import { formatBannerDate } from '../../domain/rules/formats';
import { ASK_COPY } from '../../domain/copy/messages-copy';
import { newMessagePath } from '../../domain/rules/secure-messages';
import { AUTHORIZATIONS_COPY as COPY } from './authorizations-copy';
import { gatewayLang } from '../i18n/gateway-lang';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { estimatorPathFor } from './estimate-query';

/** What the tracker says about the decision: when it was made or withdrawn, or when it is due. */
function DecisionFact({ tracked }: { readonly tracked: TrackedAuthorization }) {
  const decision = tracked.decision;
  switch (decision.kind) {
    case 'due':
      return (
        <div>
          <dt>{COPY.decisionDue}</dt>
          <dd>
            {formatDecisionDue(decision.dueAt, decision.urgency)} {decision.urgency === 'expedited' ? COPY.expedited : null}
          </dd>
        </div>
      );
    case 'decided':
    case 'withdrawn':
      return (
        <div>
          <dt>{decision.kind === 'decided' ? COPY.decided : COPY.withdrawn}</dt>
          <dd>{formatBannerDate(decision.date)}</dd>
        </div>
      );
    case 'none':
      return null;
  }
}

/**
 * One prior authorization or referral: the service, the providers, where it stands and what to do next.
 * `appeals` are the link to its appeal form, where it may be appealed, and the member's appeals of it.
 */
export function AuthorizationCard({ tracked, appeals }: { readonly tracked: TrackedAuthorization; readonly appeals?: ReactNode }) {
  const { item, status } = tracked;
  const approved = item.approved;
  const headingId = `authorization-${item.authorizationId}`;
  const deadline = tracked.appealBy;
  return (
    <li className="card authorization-card" aria-labelledby={headingId}>
      <div className="authorization-card__head">
        <p className="authorization-card__kind">{AUTHORIZATION_KIND_LABELS[item.kind]}</p>
        <h3 id={headingId} className="authorization-card__service" lang={gatewayLang(item.language)}>
          {item.service.description}
        </h3>
        <p className="authorization-card__badges">
          <span className={`authorization-status authorization-status--${status}`}>{AUTHORIZATION_STATUS_LABELS[status]}</span>
          {tracked.expiresSoon && <span className="authorization-status authorization-status--expiring">{COPY.expiringSoon}</span>}
        </p>
      </div>
      <dl className="authorization-card__facts">
        <div>
          <dt>{COPY.member}</dt>
          <dd>{item.memberName}</dd>
        </div>
        <div>
          <dt>{COPY.requestedBy}</dt>
          <dd translate="no">{item.requestingProvider.name}</dd>
        </div>
        <div>
          <dt>{COPY.servicing}</dt>
          <dd translate="no">{item.servicingProvider.name}</dd>
        </div>
        <div>
          <dt>{COPY.received}</dt>
          <dd>{formatBannerDate(item.receivedAt)}</dd>
        </div>
        <DecisionFact tracked={tracked} />
        {approved === null ? (
          <div>
            <dt>{COPY.requested}</dt>
            <dd>{COPY.units(item.requestedUnits)}</dd>
          </div>
        ) : (
          <div>
            <dt>{COPY.approved}</dt>
            <dd>{COPY.approvedCare(approved.units, approved.unit, formatBannerDate(approved.startDate), formatBannerDate(approved.endDate))}</dd>
          </div>
        )}
        <div>
          <dt>{COPY.reference}</dt>
          <dd>
            {item.authorizationId}
            {item.service.code === null ? null : ` · ${COPY.serviceCode(item.service.code)}`}
          </dd>
        </div>
      </dl>
      <p className="authorization-card__ask">
        <Link href={newMessagePath({ topic: 'authorization', reference: item.authorizationId, aboutMemberKey: item.memberKey })}>
          {ASK_COPY.askAboutAuthorization}
          <span className="visually-hidden"> {item.authorizationId}</span>
        </Link>
      </p>
      {tracked.estimate !== null && (
        <p className="authorization-card__estimate">
          <Link href={estimatorPathFor(tracked.estimate)}>
            {COPY.estimateLink}
            <span className="visually-hidden"> {COPY.estimateFor(item.service.code ?? '')}</span>
          </Link>
        </p>
      )}
      {status === 'more-information-needed' && item.informationRequested !== null && (
        <div className="authorization-card__note">
          <h4>{COPY.informationHeading}</h4>
          <p lang={gatewayLang(item.language)}>{item.informationRequested}</p>
        </div>
      )}
      {item.denialReason !== null && (status === 'denied' || status === 'partly-approved') && (
        <div className="authorization-card__note authorization-card__note--denied">
          <h4>{COPY.reasonHeading}</h4>
          <p lang={gatewayLang(item.language)}>{item.denialReason}</p>
          {deadline !== null && (
            <>
              <h4>{COPY.appealHeading}</h4>
              <ol className="authorization-card__steps">
                {COPY.appealSteps(item.requestingProvider.name, formatBannerDate(deadline)).map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </>
          )}
        </div>
      )}
      {appeals}
    </li>
  );
}
