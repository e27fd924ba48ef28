import * as t from 'io-ts';
import type {
  CancellationOption,
  MedicareMaterial,
  PlanManagementDetails,
  Program,
  ProgramDetails,
  SiteContentProgram,
} from '../../../domain/model';
import { nullable, type Same } from './common';

/** Payloads of programs, plan management and documents (spec section 3; a notification is the app's own, never on the wire). */

export const ProgramCodec = t.type(
  {
    id: t.number,
    name: t.string,
    description: t.string,
    categories: t.readonlyArray(t.string),
    eligible: t.boolean,
    displayOrder: t.number,
    highPriority: t.boolean,
    featureGroup: nullable(t.string),
    childResourceIds: t.readonlyArray(t.number),
    resource: nullable(t.string),
    url: nullable(t.string),
    urlDocumentType: nullable(t.string),
  },
  'Program',
);
const _program: Same<t.TypeOf<typeof ProgramCodec>, Program> = true;
export const ProgramsCodec = t.readonlyArray(ProgramCodec, 'Programs');

export const SiteContentProgramCodec = t.type(
  { details: t.type({ programId: t.number }), title: t.string, shortDescription: t.string },
  'SiteContentProgram',
);
const _siteContent: Same<t.TypeOf<typeof SiteContentProgramCodec>, SiteContentProgram> = true;
export const SiteContentProgramsCodec = t.readonlyArray(SiteContentProgramCodec, 'SiteContentPrograms');

export const ProgramDetailsCodec = t.type({ programId: t.number, phoneNumber: nullable(t.string) }, 'ProgramDetails');
const _programDetails: Same<t.TypeOf<typeof ProgramDetailsCodec>, ProgramDetails> = true;

export const CancellationOptionCodec = t.type({ id: t.string, description: t.string }, 'CancellationOption');
const _cancellationOption: Same<t.TypeOf<typeof CancellationOptionCodec>, CancellationOption> = true;

export const PlanManagementDetailsCodec = t.type(
  {
    eligibleAndActive: t.boolean,
    groupType: t.string,
    openEnrollmentStart: nullable(t.string),
    openEnrollmentEnd: nullable(t.string),
    currentPlanYear: nullable(t.string),
    upcomingPlanYear: nullable(t.string),
    coverageEndDateUponCancellation: nullable(t.string),
    coverageStartDateUponRenewal: nullable(t.string),
    directPlanCancellationStatus: nullable(t.type({ id: t.keyof({ M: null, D: null }) })),
    directCancellationOptions: t.readonlyArray(CancellationOptionCodec),
    directShopUrl: nullable(t.string),
    exchangeUrl: nullable(t.string),
    exchangeUrlLabel: nullable(t.string),
  },
  'PlanManagementDetails',
);
const _planManagement: Same<t.TypeOf<typeof PlanManagementDetailsCodec>, PlanManagementDetails> = true;

/** POST /api/plan-management/cancellation body. */
export const CancellationRequestCodec = t.type({ cancellationStatusId: t.string }, 'CancellationRequest');

export const MedicareMaterialCodec = t.type(
  { id: t.string, title: t.string, description: t.string, url: t.string, year: t.number },
  'MedicareMaterial',
);
const _medicareMaterial: Same<t.TypeOf<typeof MedicareMaterialCodec>, MedicareMaterial> = true;
export const MedicareMaterialsCodec = t.readonlyArray(MedicareMaterialCodec, 'MedicareMaterials');
