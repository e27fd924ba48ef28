import { right } from 'fp-ts/Either';
import type { HealthRecordBundle } from '../../../domain/model';
import type { Language } from '../../../domain/copy/language';
import { changedSince, healthRecordBundle } from '../../fhir/health-record-bundle';
import type { Answer, SandboxInsurer, Token } from '../sandbox-insurer';
import { memberScope, visibleInScope } from './member-scope';
import { familyResources } from './persona-resources';

/** Where the sandbox's FHIR server is, as the gateway's file names its resources (`fullUrl`). */
export const SANDBOX_FHIR_BASE = 'https://sandbox.member-dashboard.example/fhir';

/**
 * The sandbox gateway's Download my data (/api/health-record): the member's family as the FHIR server holds
 * it (the same mapper, persona-resources.ts), kept to what the member may see (member-scope.ts, the scope
 * the FHIR server's guard keeps), and with `since` only the claims and authorizations changed on or after
 * that day.
 */
export function healthRecordAnswer(insurer: SandboxInsurer, token: Token, query: { readonly since?: string | undefined }, today: string, language: Language): Answer<HealthRecordBundle> {
  const access = insurer.memberAccess(token, today);
  if (access._tag === 'Left') return access;
  const desk = access.right;
  const scope = memberScope(desk);
  const since = query.since;
  const resources = familyResources({ plan: desk.plan, domainId: desk.domainId, today, language }).filter(
    (resource) => visibleInScope(resource, scope) && (since === undefined || changedSince(resource, since)),
  );
  return right(healthRecordBundle(resources, SANDBOX_FHIR_BASE, `${today}T00:00:00.000Z`) as unknown as HealthRecordBundle);
}
