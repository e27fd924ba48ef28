import { isLeft, right, type Either } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { AuthorizationsPage, Limit, Member, Program, TextLanguage } from '../../domain/model';
import { approvalsExpiringSoon, authorizationsVisibleTo } from '../../domain/rules/authorization-approvals';
import { isProvidence } from '../../domain/rules/brands';
import { eligibilityStatus, isTermedMember } from '../../domain/rules/eligibility-status';
import { safeLinkHref } from '../../domain/rules/external-links';
import { mayCancelPlan, preventiveCareInitiative, showPrimaryCareBanner } from '../../domain/rules/home-banners';
import { featuredDentalLimit, isCityOfPortlandMember, memberIdentifier, type MemberIdentifier } from '../../domain/rules/member-account';
import { ebillVisible, idCardAllowed } from '../../domain/rules/menus-and-permissions';
import { currentPrimaryCareProvider } from '../../domain/rules/primary-care';
import { programLink } from '../../domain/rules/program-links';
import { featuredPrograms, PROGRAM_IDS, shortcutPrograms } from '../../domain/rules/programs';
import type { GatewayError } from '../shared/gateway-error';
import { ACCOUNT_GATEWAY, type AccountGateway } from '../ports/account-gateway';
import { AUTHORIZATIONS_GATEWAY, type AuthorizationsGateway } from '../ports/authorizations-gateway';
import { BENEFITS_GATEWAY, type BenefitsGateway } from '../ports/benefits-gateway';
import { DOCUMENTS_GATEWAY, type DocumentsGateway } from '../ports/documents-gateway';
import { EBILL_GATEWAY, type EbillGateway } from '../ports/ebill-gateway';
import { PLAN_MANAGEMENT_GATEWAY, type PlanManagementGateway } from '../ports/plan-management-gateway';
import { APP_CONFIG, type AppConfig } from '../ports/platform';
import { PRIMARY_CARE_GATEWAY, type PrimaryCareGateway } from '../ports/primary-care-gateway';
import { PROGRAMS_GATEWAY, type ProgramsGateway } from '../ports/programs-gateway';
import { planManagementView, type PlanManagementView } from './home-plan-management';
import type { AccountState } from '../shared/resolve-account-state';
import { pathTo } from '../../domain/routes';

/** Everything /home shows below the welcome banner (spec section 2), decided from the member's data. */
export interface HomeDashboard {
  readonly termed: boolean;
  /** The primary-care administrative-update banner (primary care eligible, on or before 31 March 2025). */
  readonly primaryCareBanner: boolean;
  readonly planManagement: PlanManagementView | null;
  readonly ebillAlert: boolean;
  readonly preventiveCareInitiative: boolean;
  readonly primaryCare: PrimaryCareTile | null;
  readonly memberInformation: MemberInformationTile;
  readonly dentalLimit: Limit | null;
  readonly programs: readonly ProgramTile[];
  readonly shortcuts: readonly ProgramTile[];
  /** 'View all programs' (no programs on Providence). */
  readonly allProgramsLink: boolean;
  readonly cityOfPortland: CityOfPortlandCard | null;
  readonly providenceDental: boolean;
  /** Approvals of the viewer (and, for the subscriber, the minors) that expire within 30 days, soonest first. */
  readonly expiringApprovals: readonly ExpiringApproval[];
}

export interface ExpiringApproval {
  readonly authorizationId: string;
  readonly service: string;
  /** The language the gateway wrote the service's name in. */
  readonly language: TextLanguage;
  readonly memberName: string;
  /** The last approved day (yyyy-mm-dd). */
  readonly endDate: string;
}

export type PrimaryCareTile =
  | { readonly kind: 'provider'; readonly providerName: string; readonly providerTitle: string | null }
  | { readonly kind: 'select'; readonly path: string };

export interface MemberInformationTile {
  readonly name: string;
  readonly identifier: MemberIdentifier;
  readonly groupId: string;
  readonly groupName: string;
  readonly insuranceType: string | null;
  /** Termed members are blocked from the ID card. */
  readonly idCardAvailable: boolean;
}

export type ProgramTarget = { readonly kind: 'internal'; readonly path: string } | { readonly kind: 'external'; readonly href: string };

export interface ProgramTile {
  readonly id: number;
  readonly name: string;
  readonly target: ProgramTarget;
}

/** The due date (yyyy-mm-dd) of a City of Portland member, or null: the card then says it is unavailable. */
export interface CityOfPortlandCard {
  readonly dueDate: string | null;
}

export type HomeDashboardOutcome =
  | { readonly kind: 'loaded'; readonly dashboard: HomeDashboard }
  | { readonly kind: 'error'; readonly error: GatewayError };

const skip = <T>(value: T): Promise<Either<GatewayError, T>> => Promise.resolve(right(value));

/** The member's kind of coverage: the medical insurance type, else the first category they hold. */
function insuranceTypeOf(viewer: Member): string | null {
  const medical = viewer.medicalEligibility?.insuranceType?.trim() ?? '';
  if (medical !== '') return medical;
  if (viewer.dentalEligibility?.eligible === true) return 'Dental';
  if (viewer.visionEligibility?.eligible === true) return 'Vision';
  return null;
}

function programTile(program: Program, allowList: readonly string[]): ProgramTile | null {
  const link = programLink(program);
  if (link.kind === 'internal') return { id: program.id, name: program.name, target: link };
  const href = safeLinkHref(link.href, allowList);
  return href === null ? null : { id: program.id, name: program.name, target: { kind: 'external', href } };
}

/** Shortcut tiles lead to their own places: all programs, the eBill page, the outline of coverage document. */
function shortcutTile(program: Program, allowList: readonly string[]): ProgramTile | null {
  switch (program.id) {
    case PROGRAM_IDS.PROGRAM_SHORTCUT:
    case PROGRAM_IDS.EBILL_SHORTCUT:
      return program.resource === null ? null : { id: program.id, name: program.name, target: { kind: 'internal', path: program.resource } };
    default: {
      const href = safeLinkHref(program.url, allowList);
      return href === null ? null : { id: program.id, name: program.name, target: { kind: 'external', href } };
    }
  }
}

const present = <T>(value: T | null): value is T => value !== null;

@injectable()
export class LoadHomeDashboard {
  constructor(
    @inject(ACCOUNT_GATEWAY) private readonly accounts: AccountGateway,
    @inject(BENEFITS_GATEWAY) private readonly benefits: BenefitsGateway,
    @inject(DOCUMENTS_GATEWAY) private readonly documents: DocumentsGateway,
    @inject(EBILL_GATEWAY) private readonly ebill: EbillGateway,
    @inject(PLAN_MANAGEMENT_GATEWAY) private readonly planManagement: PlanManagementGateway,
    @inject(PRIMARY_CARE_GATEWAY) private readonly primaryCare: PrimaryCareGateway,
    @inject(PROGRAMS_GATEWAY) private readonly programsGateway: ProgramsGateway,
    @inject(APP_CONFIG) private readonly config: AppConfig,
    @inject(AUTHORIZATIONS_GATEWAY) private readonly authorizations: AuthorizationsGateway,
  ) {}

  async execute(state: AccountState): Promise<HomeDashboardOutcome> {
    const { viewer, account, today, domainId } = state;
    const providence = isProvidence(domainId);
    const termed = isTermedMember(viewer, today);
    const cityOfPortland = isCityOfPortlandMember(account);
    // Limits of a dental plan the member no longer holds are history, not something to plan around.
    const dentalStatus = eligibilityStatus(viewer.dentalEligibility, today);
    const currentDental = dentalStatus === 'Active' || dentalStatus === 'Future';

    // Termed members have no care ahead to book: their approvals are not asked for. Any page of the tracker's
    // answers every approval about to expire, whatever the page holds: a page of one request is all it takes.
    const [details, ebillAlert, employeeId, limits, programs, outline, dueDate, authorizations] = await Promise.all([
      this.planManagement.details(),
      ebillVisible(state.menuFacts) ? this.ebill.showEbillAlert() : skip(false),
      this.accounts.employeeId(),
      currentDental ? this.benefits.limits(viewer.memberSuffix, today) : skip<readonly Limit[]>([]),
      providence ? skip<readonly Program[]>([]) : this.programsGateway.programs(),
      providence ? skip('') : this.documents.outlineOfCoverage(),
      cityOfPortland ? this.primaryCare.cityOfPortland() : skip<string | null>(null),
      termed ? skip<AuthorizationsPage | null>(null) : this.authorizations.authorizationsPage({}, { page: 1, pageSize: 1 }),
    ]);
    // Any failure, a 403 or 404 included, is the error page's (spec sections 2 and 8): no tile hides it.
    const answers = { details, ebillAlert, employeeId, limits, programs, outline, dueDate, authorizations };
    for (const answer of Object.values(answers)) if (isLeft(answer)) return { kind: 'error', error: answer.left };
    const value = <T>(answer: Either<GatewayError, T>, fallback: T): T => (isLeft(answer) ? fallback : answer.right);

    const allowList = this.config.redirectAllowList;
    const eligibility = state.primaryCareEligibility;
    const pcpMember = state.primaryCareMembers.find((member) => member.memberKey === viewer.memberKey);
    const provider = currentPrimaryCareProvider(pcpMember, today);
    const pcpEligible = eligibility?.eligible === true;
    const viewerMayChoose = pcpEligible && (eligibility?.members.includes(viewer.memberKey) ?? false);
    const primaryCare: PrimaryCareTile | null =
      provider !== null
        ? { kind: 'provider', providerName: provider.providerName, providerTitle: provider.providerTitle }
        : viewerMayChoose
          ? { kind: 'select', path: pathTo('primaryCareSearch', { suffix: viewer.memberSuffix }) }
          : null;

    const shortcuts = shortcutPrograms({
      domainId,
      hasEbill: state.hasEbill,
      termed,
      outlineOfCoverageUrl: safeLinkHref(value(answers.outline, ''), allowList),
    });

    return {
      kind: 'loaded',
      dashboard: {
        termed,
        primaryCareBanner: showPrimaryCareBanner(pcpEligible, today),
        planManagement: planManagementView(value(answers.details, null), allowList, mayCancelPlan(viewer)),
        // The alert leads to the eBill page: only for members who are offered it (spec section 6).
        ebillAlert: ebillVisible(state.menuFacts) && value(answers.ebillAlert, false),
        preventiveCareInitiative: preventiveCareInitiative(account.groupId),
        primaryCare,
        memberInformation: {
          name: `${viewer.firstName} ${viewer.lastName}`,
          identifier: memberIdentifier(account.subscriberId, value(answers.employeeId, null)),
          groupId: account.groupId,
          groupName: account.groupName,
          insuranceType: insuranceTypeOf(viewer),
          idCardAvailable: idCardAllowed(viewer, today),
        },
        dentalLimit: featuredDentalLimit(value(answers.limits, [])),
        programs: featuredPrograms(value(answers.programs, []), termed)
          .map((program) => programTile(program, allowList))
          .filter(present),
        shortcuts: shortcuts.map((program) => shortcutTile(program, allowList)).filter(present),
        // The programs page is for covered members: a termed member is offered no way to it.
        allProgramsLink: !providence && !termed,
        cityOfPortland: cityOfPortland ? { dueDate: value(dueDate, null) } : null,
        providenceDental: providence && viewer.dentalEligibility?.eligible === true,
        expiringApprovals: approvalsExpiringSoon(authorizationsVisibleTo(value(answers.authorizations, null)?.expiringSoon ?? [], viewer, account.members, today), today).map(
          (approval) => ({
            authorizationId: approval.authorizationId,
            service: approval.service.description,
            language: approval.language,
            memberName: approval.memberName,
            endDate: approval.approved?.endDate ?? '',
          }),
        ),
      },
    };
  }
}
