import { isLeft } from 'fp-ts/Either';
import type { Reference, Resource } from '@medplum/fhirtypes';
import { familyMembersVisibleTo } from '../../../domain/rules/claims';
import { listAuthorizations } from '../sandbox-authorizations';
import type { MemberPlan } from '../sandbox-state';

/**
 * What one signed-in member may read of the insurer's FHIR resources: the patient compartments the claims
 * rule lets them see (`familyMembersVisibleTo`: the subscriber the family's, a dependant their own) and, of
 * the prior authorizations there, those the authorizations rule shows (a minor's sensitive care stays
 * theirs). The FHIR server's guard and the gateway's Download my data keep to the same scope.
 */
export interface MemberScope {
  readonly patients: ReadonlySet<string>;
  readonly authorizations: ReadonlySet<string>;
}

export function memberScope(desk: MemberPlan): MemberScope {
  const authorizations = listAuthorizations(desk);
  return {
    patients: new Set(familyMembersVisibleTo(desk.viewer, desk.plan.account.members).map((member) => member.memberKey)),
    authorizations: new Set(isLeft(authorizations) ? [] : authorizations.right.map((item) => item.authorizationId)),
  };
}

const referencedId = (reference: Reference | undefined, type: string): string | undefined => {
  const value = reference?.reference;
  return value?.startsWith(`${type}/`) === true ? value.slice(type.length + 1) : undefined;
};

/** Whether a resource lies within what the member may see (the insurer and providers are anyone's). */
export function visibleInScope(resource: Resource, scope: MemberScope): boolean {
  switch (resource.resourceType) {
    case 'Patient':
      return scope.patients.has(resource.id ?? '');
    case 'Coverage':
      return scope.patients.has(referencedId(resource.beneficiary, 'Patient') ?? '');
    case 'ServiceRequest':
      // A referral, seen as the claims rule sees claims (referralsVisibleTo is that rule).
      return scope.patients.has(referencedId(resource.subject, 'Patient') ?? '');
    case 'ExplanationOfBenefit':
      if (!scope.patients.has(referencedId(resource.patient, 'Patient') ?? '')) return false;
      return resource.use !== 'preauthorization' || scope.authorizations.has(resource.id ?? '');
    case 'Organization':
    case 'Practitioner':
      return true;
    default:
      return false;
  }
}
