import type { Resource } from '@medplum/fhirtypes';
import type { Language } from '../../../domain/copy/language';
import type { SandboxInsurer } from '../sandbox-insurer';
import { familyResources } from './persona-resources';

/**
 * Every family of the sandbox's personas on a day, as FHIR resources (persona-resources.ts): what the sandbox's
 * FHIR server is loaded with. A family that several personas log in to (the subscriber, the spouse, the minor)
 * is mapped once; a resource two families share (the insurer, a provider) once too. The insurer's texts are in
 * `language` where it has them (as the sandbox gateway answers a member who reads Spanish), English otherwise.
 */
export function sandboxFhirResources(insurer: SandboxInsurer, today: string, language: Language = 'en'): Resource[] {
  const families = new Set<string>();
  const resources = new Map<string, Resource>();
  for (const summary of insurer.personaSummaries()) {
    const persona = insurer.persona(summary.username, today);
    if (persona === undefined || persona.role !== 'member') continue;
    for (const plan of persona.plans) {
      const family = `${String(persona.domainId)}:${plan.account.subscriberId}:${plan.group.groupId}`;
      if (families.has(family)) continue;
      families.add(family);
      for (const resource of familyResources({ plan, domainId: persona.domainId, today, language })) {
        const key = `${resource.resourceType}/${resource.id ?? ''}`;
        const known = resources.get(key);
        // Two families may name one provider or insurer; anything else sharing an id would hide one of them.
        if (known !== undefined && JSON.stringify(known) !== JSON.stringify(resource)) throw new Error(`Two different resources are ${key}`);
        resources.set(key, resource);
      }
    }
  }
  return [...resources.values()];
}
