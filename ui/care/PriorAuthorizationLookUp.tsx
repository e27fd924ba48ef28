import { observer } from 'mobx-react-lite';
import { TextField } from '../components/TextField';
import { AUTHORIZATIONS_COPY as COPY } from './authorizations-copy';
import type { AuthorizationsStore } from './authorizations-store';
import { Form } from '../components/Form';

/** The answer to the look-up and what to do next, read out when it arrives. */
const Answer = observer(function Answer({ store }: { readonly store: AuthorizationsStore }) {
  const answer = store.answer;
  if (store.lookingUp) return <p>{COPY.lookingUp}</p>;
  if (answer === null) return null;
  switch (answer.kind) {
    case 'found':
      return (
        <ul className="prior-auth-answers">
          {answer.rules.map((rule) => (
            <li key={rule.code} className={rule.required ? 'prior-auth-answer prior-auth-answer--required' : 'prior-auth-answer'}>
              <p className="prior-auth-answer__service">
                <strong>{rule.description}</strong> <span className="prior-auth-answer__code">{COPY.serviceCode(rule.code)}</span>
              </p>
              <p className="prior-auth-answer__verdict">{rule.required ? COPY.required : COPY.notRequired}</p>
              <p>{rule.required ? COPY.requiredNext : COPY.notRequiredNext}</p>
            </li>
          ))}
        </ul>
      );
    case 'code-not-listed':
      return <p className="prior-auth-answer">{COPY.codeNotListed(answer.code)}</p>;
    case 'not-found':
      return <p className="prior-auth-answer">{COPY.notFound(answer.query)}</p>;
    case 'invalid':
      return null;
  }
});

/** "Does this need prior authorization?": a service name or code looked up on the plan's list. */
export const PriorAuthorizationLookUp = observer(function PriorAuthorizationLookUp({ store }: { readonly store: AuthorizationsStore }) {
  return (
    <section className="card prior-auth-lookup" aria-labelledby="prior-auth-lookup-heading">
      <h2 id="prior-auth-lookup-heading" className="card__title">
        {COPY.lookUpHeading}
      </h2>
      <p className="authorizations-muted">{COPY.lookUpIntro}</p>
      <Form className="prior-auth-lookup__form" onSubmit={() => void store.lookUp()} role="search" aria-label={COPY.lookUpHeading}>
        <TextField label={COPY.lookUpLabel} value={store.query} error={store.queryError} onValueChange={(value) => store.setQuery(value)} autoComplete="off" />
        <button type="submit" className="button button--primary" aria-disabled={store.lookingUp || undefined}>
          {COPY.lookUpButton}
        </button>
      </Form>
      <div aria-live="polite" className="prior-auth-lookup__answer">
        <Answer store={store} />
      </div>
    </section>
  );
});
