import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { SESSION_STORE } from '../../application/ports/session';
import { LogIn } from '../../application/use-cases/log-in';
import { takeLoginNotices } from '../../application/use-cases/login-notices';
import { useService } from '../app/ServicesProvider';
import { SessionStore } from '../stores/session-store';
import { LoginPage } from './LoginPage';
import { LoginStore } from './login-store';

/** /login once the app is running (after a logout, or on the way back from another page). */
export default observer(function LoginRoute() {
  const session = useService(SessionStore);
  const logIn = useService(LogIn);
  const sessionStore = useService(SESSION_STORE);
  const [store] = useState(
    () =>
      new LoginStore({
        logIn: (form) => logIn.execute(form),
        takeNotices: () => takeLoginNotices(sessionStore),
        sessionChanged: () => session.refresh(),
        fail: (error) => session.fail(error),
      }),
  );
  return <LoginPage store={store} showLoginLinks={session.brand.showLoginLinks} />;
});
