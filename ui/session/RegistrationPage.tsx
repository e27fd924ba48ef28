import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useSessionWideStore } from '../app/session-wide-stores';
import { HiddenInput } from '../components/HiddenInput';
import { PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { TextField } from '../components/TextField';
import { SelectField } from '../components/SelectField';
import { CheckboxField, FormMessage, SubmitButton } from './FormControls';
import { REGISTRATION_STEPS, RegistrationStore } from './registration-store';
import { REGISTRATION_COPY } from './registration-copy';
import { StepHeading } from './StepHeading';
import { Form } from '../components/Form';
import './session.css';

const DetailsStep = observer(function DetailsStep({ store }: { store: RegistrationStore }) {
  const errors = store.detailsErrors;
  const form = store.userDetails;
  return (
    <>
      <p>{REGISTRATION_COPY.detailsIntro}</p>
      <div className="form__row">
        <TextField label={REGISTRATION_COPY.firstName} name="firstName" autoComplete="given-name" required value={form.firstName} error={errors.firstName} onValueChange={(value) => store.setDetail('firstName', value)} />
        <TextField label={REGISTRATION_COPY.lastName} name="lastName" autoComplete="family-name" required value={form.lastName} error={errors.lastName} onValueChange={(value) => store.setDetail('lastName', value)} />
      </div>
      <TextField label={REGISTRATION_COPY.dateOfBirth} name="dateOfBirth" type="date" autoComplete="bday" max={store.today} required value={form.dateOfBirth} error={errors.dateOfBirth} onValueChange={(value) => store.setDetail('dateOfBirth', value)} />
      <TextField label={REGISTRATION_COPY.subscriberId} name="subscriberId" autoComplete="off" autoCapitalize="characters" spellCheck={false} required value={form.subscriberId} error={errors.subscriberId} onValueChange={(value) => store.setDetail('subscriberId', value)} />
      <TextField label={REGISTRATION_COPY.zipCode} name="zipCode" autoComplete="postal-code" inputMode="numeric" required value={form.zipCode} error={errors.zipCode} onValueChange={(value) => store.setDetail('zipCode', value)} />
    </>
  );
});

const CredentialsStep = observer(function CredentialsStep({ store }: { store: RegistrationStore }) {
  const errors = store.credentialsErrors;
  const form = store.credentials;
  return (
    <>
      <p>{REGISTRATION_COPY.credentialsIntro}</p>
      <TextField label={REGISTRATION_COPY.username} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} required value={form.username} error={errors.username} onValueChange={(value) => store.setCredential('username', value)} />
      <TextField label={REGISTRATION_COPY.emailAddress} name="email" type="email" autoComplete="email" spellCheck={false} required value={form.emailAddress} error={errors.emailAddress} onValueChange={(value) => store.setCredential('emailAddress', value)} />
      <p className="field__hint">{REGISTRATION_COPY.passwordRule}</p>
      <HiddenInput label={REGISTRATION_COPY.password} name="password" autoComplete="new-password" required value={form.password} error={errors.password} onValueChange={(value) => store.setCredential('password', value)} />
      <HiddenInput label={REGISTRATION_COPY.confirmPassword} name="confirmPassword" autoComplete="new-password" required value={form.confirmPassword} error={errors.confirmPassword} onValueChange={(value) => store.setCredential('confirmPassword', value)} />
    </>
  );
});

const SecurityStep = observer(function SecurityStep({ store }: { store: RegistrationStore }) {
  const errors = store.securityErrors;
  const form = store.securityAnswers;
  if (store.details === null) return <DetailsLoading store={store} />;
  const questions = store.details.questions.map((question) => ({ value: question.id, label: question.question }));
  return (
    <>
      <p>{REGISTRATION_COPY.securityIntro}</p>
      <SelectField label={REGISTRATION_COPY.firstQuestion} name="firstQuestion" placeholder={REGISTRATION_COPY.chooseQuestion} options={questions} value={form.firstQuestionId} error={errors.firstQuestionId} onValueChange={(value) => store.setAnswer('firstQuestionId', value)} />
      <HiddenInput label={REGISTRATION_COPY.firstAnswer} name="firstAnswer" required value={form.firstAnswer} error={errors.firstAnswer} onValueChange={(value) => store.setAnswer('firstAnswer', value)} />
      <SelectField
        label={REGISTRATION_COPY.secondQuestion}
        name="secondQuestion"
        placeholder={REGISTRATION_COPY.chooseQuestion}
        options={questions.map((question) => ({ ...question, disabled: question.value === form.firstQuestionId }))}
        value={form.secondQuestionId}
        error={errors.secondQuestionId}
        onValueChange={(value) => store.setAnswer('secondQuestionId', value)}
      />
      <HiddenInput label={REGISTRATION_COPY.secondAnswer} name="secondAnswer" required value={form.secondAnswer} error={errors.secondAnswer} onValueChange={(value) => store.setAnswer('secondAnswer', value)} />
    </>
  );
});

const PolicyStep = observer(function PolicyStep({ store }: { store: RegistrationStore }) {
  if (store.details === null) return <DetailsLoading store={store} />;
  return (
    <>
      <p>{REGISTRATION_COPY.policyIntro}</p>
      <p className="policy__text">{store.details.policyText}</p>
      <CheckboxField name="communicationPolicy" label={REGISTRATION_COPY.policyCheckbox} checked={store.communicationPolicySigned} error={store.policyError} onChange={(checked) => store.setCommunicationPolicySigned(checked)} />
    </>
  );
});

const DetailsLoading = observer(function DetailsLoading({ store }: { store: RegistrationStore }) {
  if (store.detailsMessage === null) return <Spinner label={REGISTRATION_COPY.loading} />;
  return (
    <>
      <FormMessage message={store.detailsMessage} />
      <button type="button" className="button" onClick={() => void store.fetchDetails()}>
        {REGISTRATION_COPY.retry}
      </button>
    </>
  );
});

export default observer(function RegistrationPage() {
  const store = useSessionWideStore(RegistrationStore);
  useEffect(() => store.arrive(), [store]);

  if (store.registered !== null) {
    return (
      <section className="auth-card" aria-labelledby="registration-heading">
        <PageHeading id="registration-heading">{REGISTRATION_COPY.doneHeading}</PageHeading>
        <div className="banner banner--success" role="status">
          <p>{REGISTRATION_COPY.done(store.registered)}</p>
        </div>
        <Link href="/login" className="button button--primary button--block">
          {REGISTRATION_COPY.logIn}
        </Link>
      </section>
    );
  }

  const total = REGISTRATION_STEPS.length;
  return (
    <section className="auth-card auth-card--wide" aria-labelledby="registration-heading">
      <PageHeading id="registration-heading">{REGISTRATION_COPY.heading}</PageHeading>
      <p>{REGISTRATION_COPY.intro}</p>
      <ol className="stepper" aria-label={REGISTRATION_COPY.stepOf(store.stepNumber, total)}>
        {REGISTRATION_STEPS.map((step, index) => (
          <li key={step} className={step === store.step ? 'stepper__step stepper__step--current' : index < store.stepNumber - 1 ? 'stepper__step stepper__step--done' : 'stepper__step'} aria-current={step === store.step ? 'step' : undefined}>
            <span className="stepper__number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="stepper__label">{REGISTRATION_COPY.steps[step]}</span>
          </li>
        ))}
      </ol>
      <Form aria-labelledby="registration-step-heading" onSubmit={() => void store.next()}>
        <StepHeading id="registration-step-heading" stepKey={store.step}>
          <span className="step-heading__count">
            {REGISTRATION_COPY.stepOf(store.stepNumber, total)}
            <span className="visually-hidden">: </span>
          </span>
          {REGISTRATION_COPY.steps[store.step]}
        </StepHeading>
        <FormMessage message={store.message} />
        {store.step === 'details' && <DetailsStep store={store} />}
        {store.step === 'credentials' && <CredentialsStep store={store} />}
        {store.step === 'security' && <SecurityStep store={store} />}
        {store.step === 'policy' && <PolicyStep store={store} />}
        <div className="form__actions form__actions--split">
          {store.step !== 'details' && (
            <button type="button" className="button" disabled={store.busy} onClick={() => store.back()}>
              {REGISTRATION_COPY.back}
            </button>
          )}
          <SubmitButton busy={store.busy} busyLabel={REGISTRATION_COPY.working} block={false}>
            {store.step === 'policy' ? REGISTRATION_COPY.submit : REGISTRATION_COPY.continue}
          </SubmitButton>
        </div>
      </Form>
      <p className="auth-card__footer">
        {REGISTRATION_COPY.haveAccount} <Link href="/login">{REGISTRATION_COPY.logIn}</Link>
      </p>
    </section>
  );
});
