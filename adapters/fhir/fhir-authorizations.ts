import type { CodeableConcept, ExplanationOfBenefit, ExplanationOfBenefitCareTeam } from '@medplum/fhirtypes';
import {
  AUTHORIZATION_KINDS,
  AUTHORIZATION_SERVICE_CATEGORIES,
  AUTHORIZATION_STATUSES,
  type Authorization,
  type AuthorizationProvider,
  type AuthorizationServiceCategory,
  type AuthorizationStatus,
} from '../../domain/model';
import { EXTENSIONS, SYSTEMS } from './fhir-codes';

/**
 * Da Vinci PDex Prior Authorization resources (an ExplanationOfBenefit whose `use` is `preauthorization`) as
 * the dashboard's prior authorizations and referrals. Pure functions of the resource: the request's kind,
 * status and the service's category are read from the payer's codes `fhir-codes.ts` lists (X12 review
 * outcomes say too little: queued covers received, in review and waiting for information); docs/fhir.md says
 * what shows when a payer lacks them.
 */

const codeIn = (concept: CodeableConcept | undefined, system: string): string | undefined => concept?.coding?.find((coding) => coding.system === system)?.code;

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined => values.find((candidate) => candidate === value);

function providerOf(member: ExplanationOfBenefitCareTeam | undefined, fallback: ExplanationOfBenefit['provider']): AuthorizationProvider {
  const reference = member?.provider ?? fallback;
  const id = reference.reference?.split('/')[1];
  return { providerId: id ?? null, name: reference.display ?? '' };
}

/** X12 review outcome as a status, for a payer that sends no status code of the dashboard's own. */
function statusFromOutcome(eob: ExplanationOfBenefit): AuthorizationStatus {
  if (eob.status === 'cancelled' || eob.outcome === 'error') return 'withdrawn';
  if (eob.outcome === 'queued') return 'in-review';
  if (eob.outcome === 'partial') return 'partly-approved';
  return (eob.preAuthRefPeriod?.length ?? 0) > 0 ? 'approved' : 'denied';
}

/** Whether an EOB is a prior authorization or referral (PDex) rather than a claim (CARIN). */
export const isPriorAuthorization = (eob: ExplanationOfBenefit): boolean => eob.use === 'preauthorization';

export function authorizationOf(eob: ExplanationOfBenefit): Authorization {
  const item = eob.item?.[0];
  const coding = item?.productOrService.coding?.[0];
  const adjudication = item?.adjudication ?? [];
  const statusCode = adjudication.map((entry) => codeIn(entry.category, SYSTEMS.payerAuthorizationStatus)).find((code) => oneOf(AUTHORIZATION_STATUSES, code) !== undefined);
  const approvedUnits = adjudication.find((entry) => codeIn(entry.category, SYSTEMS.payerAuthorizationStatus) === 'approved-units');
  const period = eob.preAuthRefPeriod?.[0];
  const notes = eob.processNote ?? [];
  const note = (number: number): string | null => notes.find((candidate) => candidate.number === number)?.text ?? null;
  const careTeam = eob.careTeam ?? [];
  const category: AuthorizationServiceCategory =
    oneOf(AUTHORIZATION_SERVICE_CATEGORIES, codeIn(item?.category, SYSTEMS.payerServiceCategory)) ?? (codeIn(eob.type, SYSTEMS.claimType) === 'oral' ? 'dental' : 'specialist-visit');
  const patient = eob.patient.reference ?? '';
  return {
    authorizationId: eob.identifier?.find((identifier) => identifier.system === SYSTEMS.payerClaimId)?.value ?? eob.id ?? '',
    kind: oneOf(AUTHORIZATION_KINDS, codeIn(eob.subType, SYSTEMS.payerAuthorizationKind)) ?? 'prior-authorization',
    memberKey: patient.startsWith('Patient/') ? patient.slice('Patient/'.length) : patient,
    memberName: eob.patient.display ?? '',
    service: { code: coding?.code ?? null, description: coding?.display ?? item?.productOrService.text ?? '', category },
    requestingProvider: providerOf(careTeam.find((member) => member.sequence === 1), eob.provider),
    servicingProvider: providerOf(careTeam.find((member) => member.sequence === 2), eob.provider),
    status: oneOf(AUTHORIZATION_STATUSES, statusCode) ?? statusFromOutcome(eob),
    urgency: codeIn(eob.priority, SYSTEMS.processPriority) === 'stat' ? 'expedited' : 'standard',
    receivedAt: eob.created,
    decisionDate: eob.extension?.find((extension) => extension.url === EXTENSIONS.decisionDate)?.valueDate ?? null,
    requestedUnits: item?.quantity?.value ?? 1,
    approved:
      period?.start === undefined || period.end === undefined
        ? null
        : { units: approvedUnits?.value ?? item?.quantity?.value ?? 1, unit: approvedUnits?.reason?.text ?? 'visit', startDate: period.start, endDate: period.end },
    // The mapper's process notes: 1 the reason for a denial, 2 what the plan is waiting for.
    denialReason: note(1),
    informationRequested: note(2),
    language: eob.language === 'es' ? 'es' : 'en',
  };
}
