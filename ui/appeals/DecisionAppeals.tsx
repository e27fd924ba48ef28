import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import { appealsOf, type AppealableDecision } from '../../domain/rules/appeals';
import { pathTo } from '../../domain/routes';
import { AppealCard } from './AppealCard';
import { APPEALS_COPY as COPY } from './appeals-copy';
import type { AppealsStore } from './appeals-store';

/**
 * The link to the appeal form of a denied or partly denied claim or authorization, shown only where the form
 * would take an appeal (`appealOffer`: the viewer may appeal for that member, the 180 days have not run out,
 * and no appeal of it is open); past the deadline, a link to what the member can still do. Nothing until the
 * member's appeals are in.
 */
export const AppealThisDecision = observer(function AppealThisDecision({
  store,
  decision,
  paragraphClass,
}: {
  readonly store: AppealsStore;
  readonly decision: AppealableDecision | null;
  /** Given, the link is set in a paragraph of that class. */
  readonly paragraphClass?: string;
}) {
  const offer = store.offerFor(decision);
  if (decision === null || offer === null || offer === 'none') return null;
  const link = (
    <Link href={pathTo('appealForm', { kind: decision.kind, reference: decision.reference })} className="button button--secondary appeal-link" data-testid="appeal-this-decision">
      {offer === 'appeal' ? COPY.appealThisDecision : COPY.pastDeadline}
    </Link>
  );
  return paragraphClass === undefined ? link : <p className={paragraphClass}>{link}</p>;
});

/** The member's appeals of one claim or authorization, where the decision itself shows; nothing when there are none. */
export const DecisionAppeals = observer(function DecisionAppeals({ store, reference }: { readonly store: AppealsStore; readonly reference: string }) {
  const views = store.appeals === null ? [] : store.appeals.filter((view) => appealsOf([view.appeal], reference).length > 0);
  if (views.length === 0) return null;
  const headingId = `appeals-of-${reference}`;
  return (
    <section className="decision-appeals" aria-labelledby={headingId} data-testid="decision-appeals">
      <h4 id={headingId}>{COPY.appealsOfDecision}</h4>
      <ul className="appeal-list">
        {views.map((view) => (
          <AppealCard key={view.appeal.appealId} view={view} store={store} headingLevel={4} />
        ))}
      </ul>
    </section>
  );
});
