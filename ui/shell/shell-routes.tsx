import { Route } from 'wouter';
import { RequireSession } from '../app/RouteGuards';
import ErrorRoute from './ErrorPage';
import { lazyPage } from '../app/lazy-page';

/** The contact pages are their own chunk (with DOMPurify); most visits never open them. */
const ContactUsPage = lazyPage(() => import('./ContactUsPage'));
const CustomerServicePage = lazyPage(() => import('./CustomerServicePage'));
const AccessibilityStatementPage = lazyPage(() => import('./AccessibilityStatementPage'));

/**
 * Pages of the shell. The error page is in the main chunk on purpose: any page can fail in place and
 * must be able to show it without another download.
 */
export const shellRoutes = [
  <Route key="error" path="/error/:status" component={ErrorRoute} />,
  <Route key="contact-us" path="/contact-us" component={ContactUsPage} />,
  <Route key="accessibility" path="/accessibility" component={AccessibilityStatementPage} />,
  <Route key="customer-service" path="/support/customer-service">
    <RequireSession>
      <CustomerServicePage />
    </RequireSession>
  </Route>,
];
