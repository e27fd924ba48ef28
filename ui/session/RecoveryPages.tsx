import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useSessionWideStore } from '../app/session-wide-stores';
import { HiddenInput } from '../components/HiddenInput';
import { PageHeading } from '../components/PageHeading';
import { TextField } from '../components/TextField';
import { FormMessage, SubmitButton } from './FormControls';
import { RecoveryStore } from './recovery-store';
import { RECOVERY_COPY } from './recovery-copy';
import { StepHeading } from './StepHeading';
import { Form } from '../components/Form';
import './session.css';

function BackToLogin() {
  return (
    <p className="auth-card__footer">
      <Link href="/login">{RECOVERY_COPY.backToLogin}</Link>
    </p>
  );
}

/** /recovery: which help the member needs. */
export function RecoveryPage() {
  return (
    <section className="auth-card" aria-labelledby="recovery-heading">
      <PageHeading id="recovery-heading">{RECOVERY_COPY.heading}</PageHeading>
      <p>{RECOVERY_COPY.intro}</p>
      <ul className="stacked-links">
        <li>
          <Link href="/recovery/username">{RECOVERY_COPY.forgotUsername}</Link>
        </li>
        <li>
          <Link href="/recovery/password">{RECOVERY_COPY.forgotPassword}</Link>
        </li>
      </ul>
      <BackToLogin />
    </section>
  );
}

/** /recovery/username: the member's details; the username is e-mailed. */
export const ForgotUsernamePage = observer(function ForgotUsernamePage() {
  const store = useSessionWideStore(RecoveryStore);
  useEffect(() => store.arrive('username'), [store]);
  const errors = store.detailsErrors;
  const form = store.userDetails;
  return (
    <section className="auth-card auth-card--wide" aria-labelledby="forgot-username-heading">
      <PageHeading id="forgot-username-heading">{RECOVERY_COPY.forgotUsername}</PageHeading>
      {store.usernameSent ? (
        <>
          <div className="banner banner--success" role="status">
            <p>{RECOVERY_COPY.usernameSent}</p>
          </div>
          <Link href="/login" className="button button--primary button--block">
            {RECOVERY_COPY.logIn}
          </Link>
        </>
      ) : (
        <>
          <p>{RECOVERY_COPY.forgotUsernameIntro}</p>
          <Form onSubmit={() => void store.sendUsername()}>
            <FormMessage message={store.message} />
            <div className="form__row">
              <TextField label={RECOVERY_COPY.firstName} name="firstName" autoComplete="given-name" required value={form.firstName} error={errors.firstName} onValueChange={(value) => store.setDetail('firstName', value)} />
              <TextField label={RECOVERY_COPY.lastName} name="lastName" autoComplete="family-name" required value={form.lastName} error={errors.lastName} onValueChange={(value) => store.setDetail('lastName', value)} />
            </div>
            <TextField label={RECOVERY_COPY.dateOfBirth} name="dateOfBirth" type="date" autoComplete="bday" max={store.today} required value={form.dateOfBirth} error={errors.dateOfBirth} onValueChange={(value) => store.setDetail('dateOfBirth', value)} />
            <TextField label={RECOVERY_COPY.subscriberId} name="subscriberId" autoComplete="off" autoCapitalize="characters" spellCheck={false} required value={form.subscriberId} error={errors.subscriberId} onValueChange={(value) => store.setDetail('subscriberId', value)} />
            <TextField label={RECOVERY_COPY.zipCode} name="zipCode" autoComplete="postal-code" inputMode="numeric" required value={form.zipCode} error={errors.zipCode} onValueChange={(value) => store.setDetail('zipCode', value)} />
            <SubmitButton busy={store.busy} busyLabel={RECOVERY_COPY.working}>
              {RECOVERY_COPY.sendUsername}
            </SubmitButton>
          </Form>
        </>
      )}
      <BackToLogin />
    </section>
  );
});

/** /recovery/password: the username, then the security question and a new password. */
export const ForgotPasswordPage = observer(function ForgotPasswordPage() {
  const store = useSessionWideStore(RecoveryStore);
  useEffect(() => store.arrive('password'), [store]);
  const challenge = store.challenge;
  return (
    <section className="auth-card" aria-labelledby="forgot-password-heading">
      <PageHeading id="forgot-password-heading">{RECOVERY_COPY.forgotPassword}</PageHeading>
      {store.passwordReset ? (
        <>
          <div className="banner banner--success" role="status">
            <p>{RECOVERY_COPY.passwordReset}</p>
          </div>
          <Link href="/login" className="button button--primary button--block">
            {RECOVERY_COPY.logIn}
          </Link>
        </>
      ) : challenge === null ? (
        <>
          <p>{RECOVERY_COPY.forgotPasswordIntro}</p>
          <Form onSubmit={() => void store.askQuestion()}>
            <FormMessage message={store.message} />
            <TextField label={RECOVERY_COPY.username} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} required value={store.username} error={store.usernameError} onValueChange={(value) => store.setUsername(value)} />
            <SubmitButton busy={store.busy} busyLabel={RECOVERY_COPY.working}>
              {RECOVERY_COPY.continue}
            </SubmitButton>
          </Form>
        </>
      ) : (
        <Form aria-labelledby="security-question-heading" onSubmit={() => void store.resetPassword()}>
          <StepHeading id="security-question-heading" stepKey={challenge.questionId}>
            {challenge.question}
          </StepHeading>
          <p>{RECOVERY_COPY.questionIntro}</p>
          <FormMessage message={store.message} />
          <HiddenInput label={RECOVERY_COPY.answer} name="answer" required value={store.reset.answer} error={store.resetErrors.answer} onValueChange={(value) => store.setReset('answer', value)} />
          <p className="field__hint">{RECOVERY_COPY.passwordRule}</p>
          <HiddenInput label={RECOVERY_COPY.newPassword} name="newPassword" autoComplete="new-password" required value={store.reset.newPassword} error={store.resetErrors.newPassword} onValueChange={(value) => store.setReset('newPassword', value)} />
          <HiddenInput label={RECOVERY_COPY.confirmPassword} name="confirmPassword" autoComplete="new-password" required value={store.reset.confirmPassword} error={store.resetErrors.confirmPassword} onValueChange={(value) => store.setReset('confirmPassword', value)} />
          <div className="form__actions form__actions--split">
            <button type="button" className="button" disabled={store.busy} onClick={() => store.startOver()}>
              {RECOVERY_COPY.startOver}
            </button>
            <SubmitButton busy={store.busy} busyLabel={RECOVERY_COPY.working} block={false}>
              {RECOVERY_COPY.resetPassword}
            </SubmitButton>
          </div>
        </Form>
      )}
      <BackToLogin />
    </section>
  );
});
