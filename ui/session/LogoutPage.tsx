import { observer } from 'mobx-react-lite';
import { Redirect } from 'wouter';
import { useService } from '../app/ServicesProvider';
import { PageHeading } from '../components/PageHeading';
import { LOGOUT_COPY } from './logout-copy';
import { SessionStore } from '../stores/session-store';

/** Shown only on Providence; elsewhere /logout goes to /login (spec section 2). */
export default observer(function LogoutPage() {
  const session = useService(SessionStore);
  if (!session.brand.providenceLogoutPage) return <Redirect to="/login" replace />;
  return (
    <section className="auth-card" aria-labelledby="logout-heading">
      <PageHeading id="logout-heading">{LOGOUT_COPY.heading}</PageHeading>
      <p>{LOGOUT_COPY.body}</p>
      <ul className="stacked-links">
        {LOGOUT_COPY.links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </section>
  );
});
