import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import type { AppealedDecisionKind } from '../../domain/model';
import { appealsOf } from '../../domain/rules/appeals';
import { pathTo } from '../../domain/routes';
import { AppealCard } from './AppealCard';
import { APPEALS_COPY as COPY } from './appeals-copy';
import type { AppealsStore } from './appeals-store';

/** The link to the appeal form for a denied or partly denied claim or authorization. */
export function AppealThisDecision({ kind, reference }: { readonly kind: AppealedDecisionKind; readonly reference: string }) {
  return (
    <Link href={pathTo('appealForm', { kind, reference })} className="button button--secondary appeal-link" data-testid="appeal-this-decision">
      {COPY.appealThisDecision}
    </Link>
  );
}

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
