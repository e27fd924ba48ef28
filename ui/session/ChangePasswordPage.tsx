import { observer } from 'mobx-react-lite';
import { useScreenStore } from '../app/ServicesProvider';
import { HiddenInput } from '../components/HiddenInput';
import { PageHeading } from '../components/PageHeading';
import { ChangePasswordStore } from './change-password-store';
import { FormMessage, SubmitButton } from './FormControls';
import { CHANGE_PASSWORD_COPY } from './change-password-copy';
import { Form } from '../components/Form';
import { FreshCheckField } from '../components/FreshCheckField';
import { FRESH_CHECK_COPY } from '../components/fresh-check-copy';
import './session.css';

export default observer(function ChangePasswordPage() {
  const store = useScreenStore(ChangePasswordStore);
  const { errors, form } = store;
  return (
    <section className="auth-card" aria-labelledby="change-password-heading">
      <PageHeading id="change-password-heading">{CHANGE_PASSWORD_COPY.heading}</PageHeading>
      <p>{CHANGE_PASSWORD_COPY.intro}</p>
      <Form onSubmit={() => void store.submit()}>
        <FormMessage message={store.serverMessage} />
        <HiddenInput
          label={CHANGE_PASSWORD_COPY.currentPassword}
          name="currentPassword"
          autoComplete="current-password"
          required
          value={form.currentPassword}
          error={errors.currentPassword}
          onValueChange={(value) => store.set('currentPassword', value)}
        />
        <p className="field__hint" id="change-password-rule">
          {CHANGE_PASSWORD_COPY.rule}
        </p>
        <HiddenInput
          label={CHANGE_PASSWORD_COPY.newPassword}
          name="newPassword"
          autoComplete="new-password"
          required
          value={form.newPassword}
          error={errors.newPassword}
          onValueChange={(value) => store.set('newPassword', value)}
        />
        <HiddenInput
          label={CHANGE_PASSWORD_COPY.confirmPassword}
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={form.confirmPassword}
          error={errors.confirmPassword}
          onValueChange={(value) => store.set('confirmPassword', value)}
        />
        <FreshCheckField prompt={store.freshCheck} />
        <SubmitButton busy={store.submitting} busyLabel={CHANGE_PASSWORD_COPY.saving}>
          {store.freshCheck.check === null ? CHANGE_PASSWORD_COPY.submit : FRESH_CHECK_COPY.confirm}
        </SubmitButton>
      </Form>
    </section>
  );
});
