import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useScreenStore } from '../app/ServicesProvider';
import { PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { LOGOUT_COPY } from './logout-copy';
import { LogoutStore } from './logout-store';
import './session.css';

/** Shown only on Providence; elsewhere /logout goes to /login with the logged-out banner (spec section 2). */
export default observer(function LogoutPage() {
  const store = useScreenStore(LogoutStore);
  useEffect(() => store.arrive(), [store]);
  if (!store.showsPage) return <Spinner label={LOGOUT_COPY.loggingOut} />;
  const { parentDashboard, customerService, healthPlanCustomerService } = LOGOUT_COPY;
  return (
    <section className="auth-card" aria-labelledby="logout-heading">
      <PageHeading id="logout-heading">{LOGOUT_COPY.heading}</PageHeading>
      <p>{LOGOUT_COPY.body}</p>
      <nav aria-label={LOGOUT_COPY.linksLabel}>
        <ul className="stacked-links">
          <li>
            <a href={parentDashboard.href}>{parentDashboard.label}</a>
          </li>
          <li>
            <Link href={customerService.href}>{customerService.label}</Link>
          </li>
          <li>
            <a href={healthPlanCustomerService.href}>{healthPlanCustomerService.label}</a>
          </li>
        </ul>
      </nav>
    </section>
  );
});
