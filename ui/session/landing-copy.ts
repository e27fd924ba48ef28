import { NOTICES_COPY } from '../../domain/copy/notices-copy';
import { localized } from '../../domain/copy/localized';

/**
 * Single sign-on landing and resource download copy; the quoted download notice comes from the domain's catalogue.
 */

export const LANDING_COPY = localized('LANDING_COPY', {
  ssoHeading: 'Signing you in',
  ssoWorking: 'Taking you to your Member Dashboard',
  downloading: NOTICES_COPY.downloadingResource,
} as const);
