import { observer } from 'mobx-react-lite';
import { useScreenStore } from '../app/ServicesProvider';
import { PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { TextField } from '../components/TextField';
import { CheckboxField, FormMessage } from './FormControls';
import { NewIdStore } from './new-id-store';
import { NEW_ID_COPY } from './new-id-copy';
import { Form } from '../components/Form';
import './session.css';

export default observer(function NewIdPage() {
  const store = useScreenStore(NewIdStore);
  const { errors } = store;
  const busy = store.busy !== null;
  return (
    <section className="auth-card auth-card--wide" aria-labelledby="new-id-heading">
      <PageHeading id="new-id-heading">{NEW_ID_COPY.heading}</PageHeading>
      <p>{NEW_ID_COPY.intro}</p>
      <Form onSubmit={() => void store.submit('submit')}>
        <FormMessage message={store.serverMessage ?? errors.member ?? null} />
        <TextField
          label={NEW_ID_COPY.subscriberId}
          name="subscriberId"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          value={store.subscriberId}
          error={errors.subscriberId}
          onValueChange={(value) => store.set('subscriberId', value)}
        />
        <div className="form__row">
          <TextField
            label={NEW_ID_COPY.firstName}
            name="firstName"
            autoComplete="off"
            value={store.firstName}
            error={errors.firstName}
            onValueChange={(value) => store.set('firstName', value)}
          />
          <TextField
            label={NEW_ID_COPY.lastName}
            name="lastName"
            autoComplete="off"
            value={store.lastName}
            error={errors.lastName}
            onValueChange={(value) => store.set('lastName', value)}
          />
        </div>
        <TextField
          label={NEW_ID_COPY.dateOfBirth}
          name="dateOfBirth"
          type="date"
          max={store.today}
          value={store.dateOfBirth}
          error={errors.dateOfBirth}
          onValueChange={(value) => store.set('dateOfBirth', value)}
        />
        <CheckboxField
          name="blockCrmNavigation"
          label={NEW_ID_COPY.blockCrm}
          hint={NEW_ID_COPY.blockCrmHint}
          checked={store.blockCrmNavigation}
          onChange={(checked) => store.setBlockCrmNavigation(checked)}
        />
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {NEW_ID_COPY.submit}
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => void store.submit('continue-as-subscriber')}>
            {NEW_ID_COPY.continueAsSubscriber}
          </button>
          {busy && <Spinner inline label={NEW_ID_COPY.working} />}
        </div>
      </Form>
    </section>
  );
});
