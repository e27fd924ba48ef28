import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useScreenStore } from '../app/ServicesProvider';
import { PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { CheckboxField, FormMessage, RadioGroup, SubmitButton } from './FormControls';
import { RegistrationPoliciesStore } from './registration-policies-store';
import { REGISTRATION_POLICIES_COPY } from './registration-copy';
import { Form } from '../components/Form';
import './session.css';

type EobChoice = 'consent' | 'paper';

export default observer(function RegistrationPoliciesPage() {
  const store = useScreenStore(RegistrationPoliciesStore);
  useEffect(() => {
    void store.load();
  }, [store]);
  const form = store.form;

  return (
    <section className="auth-card auth-card--wide" aria-labelledby="registration-policies-heading">
      <PageHeading id="registration-policies-heading">{REGISTRATION_POLICIES_COPY.heading}</PageHeading>
      <p>{REGISTRATION_POLICIES_COPY.intro}</p>
      {form === null ? (
        store.loading ? (
          <Spinner label={REGISTRATION_POLICIES_COPY.loading} />
        ) : (
          <>
            <FormMessage message={store.message} />
            <button type="button" className="button" onClick={() => void store.load()}>
              {REGISTRATION_POLICIES_COPY.retry}
            </button>
          </>
        )
      ) : (
        <Form onSubmit={() => void store.submit()}>
          <FormMessage message={store.message} />
          <section className="policy" aria-labelledby="policy-heading">
            <h2 id="policy-heading" className="section-heading">
              {REGISTRATION_POLICIES_COPY.policyHeading}
            </h2>
            <p className="policy__text">{REGISTRATION_POLICIES_COPY.policyText}</p>
          </section>
          <CheckboxField
            name="communicationPolicy"
            label={REGISTRATION_POLICIES_COPY.policyCheckbox}
            checked={form.communicationPolicySigned}
            error={store.policyError}
            onChange={(checked) => store.setCommunicationPolicySigned(checked)}
          />
          {store.subscriber && (
            <RadioGroup<EobChoice>
              legend={REGISTRATION_POLICIES_COPY.eobLegend}
              name="eobDelivery"
              options={[
                { value: 'consent', label: REGISTRATION_POLICIES_COPY.eobConsent },
                { value: 'paper', label: REGISTRATION_POLICIES_COPY.eobPaper },
              ]}
              value={form.eobConsented === null ? null : form.eobConsented ? 'consent' : 'paper'}
              onChange={(choice) => store.setEobConsented(choice === 'consent')}
            />
          )}
          <SubmitButton busy={store.submitting} busyLabel={REGISTRATION_POLICIES_COPY.saving}>
            {REGISTRATION_POLICIES_COPY.submit}
          </SubmitButton>
        </Form>
      )}
    </section>
  );
});
