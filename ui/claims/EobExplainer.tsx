import type { Claim, Limit } from '../../domain/model';
import type { LineQuote } from '../../domain/rules/cost-estimate';
import { accumulatorEffect, explainClaim, type ClaimExplanation, type LineExplanation } from '../../domain/rules/eob-explainer';
import { ProgressBar } from '../components/ProgressBar';
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

/**
 * The claim's EOB in plain words, line by line, and whether its figures add up (rule: domain/rules/eob-explainer.ts),
 * with the cost estimator's quote beside what the plan allowed where the price list has the service at this provider.
 */
function Accumulators({ explanation, accumulators }: { readonly explanation: ClaimExplanation; readonly accumulators: readonly Limit[] }) {
  const effect = accumulatorEffect(explanation);
  return (
    <>
      <h3 className="claim-subheading">{COPY.effectHeading}</h3>
      <p data-testid="eob-effect">{COPY.effect(effect.toDeductible, effect.toOutOfPocket)}</p>
      {accumulators.length > 0 && (
        <>
          <h4 className="eob-explainer__standing">{COPY.standingHeading}</h4>
          <ul className="eob-explainer__limits">
            {accumulators.map((limit) => {
              const coverage = limit.coverageType === 'FAMILY' ? COPY.family : COPY.individual;
              // 'Deductible - In Network' already names its tier; 'Out-of-Pocket Maximum' does not.
              const named = limit.limitType.toLowerCase().includes(limit.networkTier.toLowerCase());
              const label = named ? `${limit.limitType}, ${coverage}` : `${limit.networkTier}, ${limit.limitType}, ${coverage}`;
              return (
                <li key={label}>
                  <p className="eob-explainer__limit-title">{label}</p>
                  <ProgressBar label={label} met={limit.totalMet ?? 0} total={limit.total ?? 0} remaining={limit.totalRemaining ?? undefined} />
                </li>
              );
            })}
          </ul>
        </>
      )}
    </>
  );
}

export function EobExplainer({ claim, quotes, accumulators }: { readonly claim: Claim; readonly quotes: readonly LineQuote[]; readonly accumulators: readonly Limit[] }) {
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
                <h3 className="claim-subheading">{COPY.lineHeading(line.description)}</h3>
                <LineSentences explanation={parts} inNetwork={inNetwork} quote={quotes.find((quote) => quote.lineNumber === line.lineNumber)} />
              </li>
            ))}
          </ol>
          <p className="eob-explainer__total" data-testid="eob-adds-up">
            {explanation.addsUp
              ? COPY.addsUp(explanation.totals.networkDiscount, explanation.totals.planPaid, explanation.totals.memberOwes, explanation.totals.billed)
              : COPY.doesNotAddUp}
          </p>
          {(claim.claimType === 'medical' || claim.claimType === 'dental') && <Accumulators explanation={explanation} accumulators={accumulators} />}
          {explanation.notCoveredReasons.length > 0 && (
            <>
              <h3 className="claim-subheading">{COPY.whyHeading}</h3>
              <ul className="eob-explainer__reasons">
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
