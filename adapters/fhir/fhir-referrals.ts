import type { ServiceRequest } from '@medplum/fhirtypes';
import type { Referral } from '../../domain/model';
import { EXTENSIONS, SYSTEMS } from './fhir-codes';

/**
 * A referral to a specialist as the dashboard reads it from a payer's Patient Access API: a US Core
 * ServiceRequest for a patient referral (adapters/sandbox/fhir/persona-resources.ts writes them). What no
 * standard element says is in the payer's codes (`fhir-codes.ts`): the referral's number, its status as the
 * insurer words it, the provider's id and the visits used. The resource's own `status` says only whether the
 * referral still runs: `completed` once its end date has passed, `active` before.
 */

const ofSystem = (system: string) => (entry: { readonly system?: string }) => entry.system === system;

export function referralOf(resource: ServiceRequest): Referral {
  const performer = resource.performer?.[0];
  const status = resource.extension?.find((extension) => extension.url === EXTENSIONS.referralStatus)?.valueCoding;
  return {
    referralId: resource.identifier?.find(ofSystem(SYSTEMS.payerReferralId))?.value ?? resource.id ?? '',
    memberKey: resource.subject.reference?.replace(/^Patient\//, '') ?? '',
    memberName: resource.subject.display ?? '',
    providerId: performer?.identifier?.system === SYSTEMS.payerProviderId ? (performer.identifier.value ?? '') : (performer?.reference?.split('/')[1] ?? ''),
    providerName: performer?.display ?? '',
    specialty: resource.performerType?.text ?? resource.performerType?.coding?.[0]?.display ?? '',
    // A payer without the insurer's own status gives the resource's: active or completed.
    statusCode: status?.code ?? resource.status.toUpperCase(),
    statusDescription: status?.display ?? resource.status,
    startDate: resource.occurrencePeriod?.start ?? '',
    endDate: resource.occurrencePeriod?.end ?? '',
    visitsAuthorized: resource.quantityQuantity?.value ?? 0,
    visitsUsed: resource.extension?.find((extension) => extension.url === EXTENSIONS.visitsUsed)?.valueUnsignedInt ?? 0,
  };
}
