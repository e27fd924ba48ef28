import { observer } from 'mobx-react-lite';
import { useScreenStore } from '../app/ServicesProvider';
import { PageHeading } from '../components/PageHeading';
import { TextField } from '../components/TextField';
import { FormMessage, SubmitButton } from './FormControls';
import { UPDATE_EMAIL_COPY } from './update-email-copy';
import { UpdateEmailStore } from './update-email-store';
import { Form } from '../components/Form';
import './session.css';

export default observer(function UpdateEmailPage() {
  const store = useScreenStore(UpdateEmailStore);
  return (
    <section className="auth-card" aria-labelledby="update-email-heading">
      <PageHeading id="update-email-heading">{UPDATE_EMAIL_COPY.heading}</PageHeading>
      <p>{UPDATE_EMAIL_COPY.intro}</p>
      <Form onSubmit={() => void store.submit()}>
        <FormMessage message={store.message} />
        <TextField
          label={UPDATE_EMAIL_COPY.label}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
          value={store.emailAddress}
          error={store.error}
          onValueChange={(value) => store.setEmailAddress(value)}
        />
        <SubmitButton busy={store.submitting} busyLabel={UPDATE_EMAIL_COPY.saving}>
          {UPDATE_EMAIL_COPY.submit}
        </SubmitButton>
      </Form>
    </section>
  );
});
