import type { EstimateLink } from '../../application/care/track-authorizations';
import { PATHS } from '../../domain/routes';

/**
 * What the cost estimator opens with, from its query string (?search=73721&member=0): the service to estimate
 * and the suffix of the member it is for, so that a link from approved care shows its estimate at once.
 */
export function readEstimateQuery(search: string): EstimateLink | null {
  const params = new URLSearchParams(search);
  const service = params.get('search')?.trim() ?? '';
  const member = params.get('member');
  if (service === '') return null;
  return { search: service, memberSuffix: member !== null && /^\d{1,3}$/.test(member) ? Number(member) : 0 };
}

/** The estimator's address for a service and a member. */
export function estimatorPathFor(link: EstimateLink): string {
  return `${PATHS.costEstimator}?${new URLSearchParams({ search: link.search, member: String(link.memberSuffix) }).toString()}`;
}
