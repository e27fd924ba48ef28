import { areaRoutes, type AreaPages } from '../app/area-routes';
import { lazyPage } from '../app/lazy-page';
import { ErrorRoute } from './ErrorPage';

/** The contact pages are their own chunk (with DOMPurify); most visits never open them. */
const ContactUsPage = lazyPage(() => import('./ContactUsPage'));
const CustomerServicePage = lazyPage(() => import('./CustomerServicePage'));
const AccessibilityStatementPage = lazyPage(() => import('./AccessibilityStatementPage'));
const LanguageAssistancePage = lazyPage(() => import('./LanguageAssistancePage'));

/**
 * Pages of the shell. The error page is in the core on purpose: any page can fail in place and must be able
 * to show it without another download.
 */
const SHELL_PAGES: AreaPages<'shell'> = {
  error: <ErrorRoute />,
  contactUs: <ContactUsPage />,
  accessibility: <AccessibilityStatementPage />,
  languageAssistance: <LanguageAssistancePage />,
  customerService: <CustomerServicePage />,
};

export const shellRoutes = areaRoutes('shell', SHELL_PAGES);
