import { areaRoutes } from '../app/area-routes';
import { HomePage } from './HomePage';

/**
 * Home (spec section 2). Where members land after signing in, so the page comes with the app's core rather
 * than in a chunk of its own: the core and the page would otherwise be two downloads on every first visit.
 */
export const homeRoutes = areaRoutes('home', { home: <HomePage /> });
