import { lazy } from 'react';
import { Route } from 'wouter';
import { RequireSession } from '../app/RouteGuards';
import ErrorRoute from './ErrorPage';

/** The contact pages are their own chunk (with DOMPurify); most visits never open them. */
const ContactUsPage = lazy(() => import('./ContactUsPage'));
const CustomerServicePage = lazy(() => import('./CustomerServicePage'));

/**
 * Pages of the shell. The error page is in the main chunk on purpose: any page can fail in place and
 * must be able to show it without another download.
 */
export const shellRoutes = [
  <Route key="error" path="/error/:status" component={ErrorRoute} />,
  <Route key="contact-us" path="/contact-us" component={ContactUsPage} />,
  <Route key="customer-service" path="/support/customer-service">
    <RequireSession>
      <CustomerServicePage />
    </RequireSession>
  </Route>,
];
