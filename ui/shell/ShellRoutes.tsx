import { Route } from 'wouter';
import ErrorRoute from './ErrorPage';

/**
 * Pages of the shell. The error page is in the main chunk on purpose: any page can fail in place and
 * must be able to show it without another download.
 */
export const shellRoutes = [<Route key="error" path="/error/:status" component={ErrorRoute} />];
