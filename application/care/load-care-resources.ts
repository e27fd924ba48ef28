import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { DomainId, Program } from '../../domain/model';
import { CARE_PROGRAM_IDS, careResources, dentistDirectory, type CareResource, type DentistDirectory } from '../../domain/rules/find-care';
import { findCareAllowed, isSubscriber, primaryCareMenuVisible } from '../../domain/rules/menus-and-permissions';
import { primaryCareFacts } from '../../domain/rules/primary-care';
import type { GatewayError } from '../shared/gateway-error';
import { BRAND_RESOLVER, type BrandResolver } from '../ports/platform';
import { PRIMARY_CARE_GATEWAY, type PrimaryCareGateway } from '../ports/primary-care-gateway';
import { PROGRAMS_GATEWAY, type ProgramsGateway } from '../ports/programs-gateway';
import { ReadViewer } from '../shared/viewer-context';

export interface CareResourcesView {
  readonly domainId: DomainId;
  /** Find care is for members with active or future eligibility (spec section 2). */
  readonly allowed: boolean;
  readonly resources: readonly CareResource[];
  readonly dentists: DentistDirectory;
  readonly firstName: string;
}

export type CareResourcesOutcome =
  | { readonly kind: 'loaded'; readonly view: CareResourcesView }
  | { readonly kind: 'error'; readonly error: GatewayError };

const refused = (error: GatewayError): boolean => error.kind === 'http' && (error.status === 403 || error.status === 404);

/**
 * /find-care/resources and /find-care/find-a-dentist: the member's ways to find care for their brand:
 * primary care (when its menu shows), finding an in-network dentist, and the care programs they have
 * (text a doctor, call a nurse...), with each program's phone number.
 */
@injectable()
export class LoadCareResources {
  constructor(
    @inject(ReadViewer) private readonly readViewer: ReadViewer,
    @inject(PROGRAMS_GATEWAY) private readonly programs: ProgramsGateway,
    @inject(PRIMARY_CARE_GATEWAY) private readonly primaryCare: PrimaryCareGateway,
    @inject(BRAND_RESOLVER) private readonly brand: BrandResolver,
  ) {}

  /** @param plan the `plan` query parameter the page was opened with (passport dental sends plan=25). */
  async execute(plan: string | null = null): Promise<CareResourcesOutcome> {
    const [context, programs, pcpMembers, pcpEligibility] = await Promise.all([
      this.readViewer.execute(),
      this.programs.programs(),
      this.primaryCare.members(),
      this.primaryCare.eligibility(),
    ]);
    if (isLeft(context)) return { kind: 'error', error: context.left };
    // Programs and primary care are optional features: a refusal means the member has none.
    for (const result of [programs, pcpMembers, pcpEligibility]) {
      if (isLeft(result) && !refused(result.left)) return { kind: 'error', error: result.left };
    }
    const { account, viewer, today } = context.right;
    const owned: readonly Program[] = isLeft(programs) ? [] : programs.right;
    const phoneNumbers: Record<number, string | null> = {};
    await Promise.all(
      owned
        .filter((program) => CARE_PROGRAM_IDS.includes(program.id) && program.eligible)
        .map(async (program) => {
          const details = await this.programs.details(program.id);
          // A missing phone number leaves the resource without one; it does not hide the page.
          phoneNumbers[program.id] = isLeft(details) ? null : details.right.phoneNumber;
        }),
    );
    const primaryCareVisible = primaryCareMenuVisible(
      primaryCareFacts({
        viewerMemberKey: viewer.memberKey,
        viewerIsSubscriber: isSubscriber(viewer),
        members: isLeft(pcpMembers) ? [] : pcpMembers.right,
        eligibility: isLeft(pcpEligibility) ? null : pcpEligibility.right,
      }),
    );
    const domainId = this.brand.domainId();
    return {
      kind: 'loaded',
      view: {
        domainId,
        allowed: findCareAllowed(viewer, today),
        resources: careResources({ primaryCareVisible, programs: owned, phoneNumbers }),
        dentists: dentistDirectory(domainId, { parentGroupId: account.parentGroupId, plan }),
        firstName: viewer.firstName,
      },
    };
  }
}
