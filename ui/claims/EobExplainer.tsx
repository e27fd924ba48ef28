import type { Claim } from '../../domain/model';
import type { LineQuote } from '../../domain/rules/cost-estimate';
import { accumulatorEffect, accumulatorMoves, explainClaim, type AccumulatorMove, type ClaimExplanation, type LineExplanation } from '../../domain/rules/eob-explainer';
import { ASK_COPY } from '../../domain/copy/messages-copy';
import { newMessagePath } from '../../domain/rules/secure-messages';
import { Link } from 'wouter';
import { ProgressBar } from '../components/ProgressBar';
import { gatewayLang } from '../i18n/gateway-lang';
import { EOB_EXPLAINER_COPY as COPY } from './eob-explainer-copy';

function LineSentences({ explanation, inNetwork, quote }: { readonly explanation: LineExplanation; readonly inNetwork: boolean; readonly quote: LineQuote | undefined }) {
  const e = explanation;
  const sentences = [
    COPY.billed(e.billed),
    e.allowed === 0 ? COPY.nothingAllowed : inNetwork ? COPY.discount(e.networkDiscount, e.allowed) : COPY.allowedOutOfNetwork(e.allowed),
    e.deductible > 0 ? COPY.deductible(e.deductible) : null,
    e.copay > 0 ? COPY.copay(e.copay) : null,
    e.coinsurance > 0 ? COPY.coinsurance(e.coinsurance) : null,
    e.notCovered > 0 ? COPY.notCovered(e.notCovered) : null,
    COPY.planPaid(e.planPaid),
    COPY.youOwe(e.memberOwes),
    quote === undefined ? null : COPY.quote(quote.quoted, quote.allowed, quote.agrees),
  ].filter((sentence): sentence is string => sentence !== null);
  return (
    <ul className="eob-explainer__sentences">
      {sentences.map((sentence) => (
        <li key={sentence}>{sentence}</li>
      ))}
    </ul>
  );
}

function AccumulatorList({ moves, testId }: { readonly moves: readonly AccumulatorMove[]; readonly testId: string }) {
  return (
    <ul className="eob-explainer__limits" data-testid={testId}>
      {moves.map((move) => {
        const label = COPY.accumulatorName(move.accumulator);
        return (
          <li key={label}>
            <p className="eob-explainer__limit-title">{label}</p>
            <p className="eob-explainer__movement">{move.counts ? COPY.movement(move.accumulator, move.added) : COPY.unchanged(move.accumulator)}</p>
            <ProgressBar label={label} met={move.accumulator.metAfter} total={move.accumulator.limit} remaining={move.remainingAfter} />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * What the claim counted toward, and where the claims system says it left each accumulator of its plan year:
 * before and after, with the benefits pages' progress bars (rule: accumulatorMoves in domain/rules/eob-explainer.ts).
 */
function Accumulators({ claim, explanation }: { readonly claim: Claim; readonly explanation: ClaimExplanation }) {
  const effect = accumulatorEffect(explanation);
  const moves = accumulatorMoves(claim, explanation);
  return (
    <>
      <h3 className="claim-subheading">{COPY.effectHeading}</h3>
      <p data-testid="eob-effect">
        {claim.claimType === 'dental' ? COPY.dentalEffect(effect.toDeductible, effect.toAnnualMaximum) : COPY.effect(effect.toDeductible, effect.toOutOfPocket)}
      </p>
      {moves.length === 0 ? (
        <p className="claims-note">{COPY.noStanding}</p>
      ) : (
        <>
          <h4 className="eob-explainer__standing">{COPY.countedHeading}</h4>
          <AccumulatorList moves={moves.filter((move) => move.counts)} testId="eob-accumulators" />
          {moves.some((move) => !move.counts) && (
            <details className="eob-explainer__other-tier">
              <summary>{COPY.otherTierHeading}</summary>
              <AccumulatorList moves={moves.filter((move) => !move.counts)} testId="eob-accumulators-other-tier" />
            </details>
          )}
        </>
      )}
      {moves.some((move) => !move.agrees) && (
        <p data-testid="eob-accumulators-disagree">
          {COPY.accumulatorsDisagree}{' '}
          <Link href={newMessagePath({ topic: 'claim', reference: claim.claimId, aboutMemberKey: claim.memberKey })}>{ASK_COPY.askAboutFigures}</Link>
        </p>
      )}
    </>
  );
}

/**
 * The claim's EOB in plain words, line by line, and whether its figures add up (rule: domain/rules/eob-explainer.ts),
 * with the cost estimator's quote beside what the plan allowed where the price list has the service at this provider.
 */
export function EobExplainer({ claim, quotes }: { readonly claim: Claim; readonly quotes: readonly LineQuote[] }) {
  const explanation = explainClaim(claim);
  const inNetwork = claim.provider.networkStatus === 'in-network';
  const terms = claim.claimType === 'dental' ? COPY.dentalTerms : COPY.medicalTerms;
  return (
    <section className="card eob-explainer" aria-labelledby="eob-explainer-heading" data-testid="eob-explainer">
      <h2 id="eob-explainer-heading" className="card__title">
        {COPY.heading}
      </h2>
      {explanation === null ? (
        <p className="claims-note">{COPY.pending}</p>
      ) : (
        <>
          <p>{COPY.intro}</p>
          <ol className="eob-explainer__lines">
            {explanation.lines.map(({ line, explanation: parts }) => (
              <li key={line.lineNumber}>
                <h3 className="claim-subheading" lang={gatewayLang(claim.language)}>
                  {COPY.lineHeading(line.description)}
                </h3>
                <LineSentences explanation={parts} inNetwork={inNetwork} quote={quotes.find((quote) => quote.lineNumber === line.lineNumber)} />
              </li>
            ))}
          </ol>
          <p className="eob-explainer__total" data-testid="eob-adds-up">
            {explanation.addsUp
              ? COPY.addsUp(explanation.totals.networkDiscount, explanation.totals.planPaid, explanation.totals.memberOwes, explanation.totals.billed)
              : COPY.doesNotAddUp}
          </p>
          {(claim.claimType === 'medical' || claim.claimType === 'dental') && <Accumulators claim={claim} explanation={explanation} />}
          {explanation.notCoveredReasons.length > 0 && (
            <>
              <h3 className="claim-subheading">{claim.status === 'denied' ? COPY.whyDeniedHeading : COPY.whyHeading}</h3>
              <ul className="eob-explainer__reasons" lang={gatewayLang(claim.language)}>
                {explanation.notCoveredReasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
              <p>{COPY.appeal}</p>
            </>
          )}
        </>
      )}
      <h3 className="claim-subheading">{COPY.termsHeading(claim.claimType)}</h3>
      <ul className="eob-explainer__terms">
        {terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
    </section>
  );
}
