import type { SecurityAnswer } from '../../../application/ports/account-gateway';
import type {
  AccountStatus,
  ChatConfig,
  DomainId,
  Member,
  PcpHistoryEntry,
  PlanManagementDetails,
  PreferenceFlag,
  Preferences,
  PrimaryCareMember,
  RegistrationPolicies,
} from '../../../domain/model';
import { CITY_OF_PORTLAND_PARENT_GROUP_ID } from '../../../domain/rules/constants';
import { OPEN_ENDED, SandboxDay } from '../sandbox-dates';
import { accumulatorDefinitions } from './accumulator-ledger';
import { categoryPlanFor, dentalPlanFor, idCardsFor, limitsFor, medicalPlanFor, metFromSpend, type MemberSpend, type MemberStanding } from './benefits-builder';
import { buildClaimsBook } from './claims-builder';
import { BRANDS, CHAT_HOST, medicareDocuments, outlineOfCoverageDocument } from './content-catalogue';
import {
  buildFamilyRows,
  buildGroup,
  buildHistory,
  buildMembers,
  coverageDates,
  memberKeyOf,
  renewalDate,
  type CoverageDates,
  type FamilyTemplate,
  type GroupTemplate,
} from './family-builder';
import type { EbillFacts, LoginBehaviour, PersonaData, PlanData } from './persona-types';
import { programDetailsFor, programsFor, siteContentFor, type ProgramChoice } from './programs-catalogue';
import { providerById } from './provider-directory';
import { referralsFor } from './referrals-builder';

/** The one password of every persona (6-15 letters or digits with a digit, as the spec's rule wants). */
export const SANDBOX_PASSWORD = 'Sandbox1';

/** Every persona answers the first security question the same way, so forgot-password can be tried. */
export const DEFAULT_SECURITY_ANSWER: SecurityAnswer = { questionId: 'FIRST_PET', answer: 'Biscuit' };

export type PrimaryCareSetup =
  | { readonly eligible: false }
  /** Providers selected per member suffix; members left out have none. */
  | { readonly eligible: true; readonly providers: Readonly<Record<number, string>> };

export type PlanManagementSetup = 'not-offered' | 'renewal-open' | 'cancelled-medical' | 'cancelled-medical-and-dental';

export interface MemberPersonaSpec {
  readonly role: 'member';
  readonly username: string;
  readonly situation: string;
  readonly family: FamilyTemplate;
  /** The member who logs in; 0 (the subscriber) unless given. */
  readonly viewerSuffix?: number;
  readonly status?: AccountStatus;
  readonly loginBehaviour?: LoginBehaviour;
  /** Omitted: first.last@ the brand's mail domain. null: no e-mail address on file. */
  readonly email?: string | null;
  readonly policies?: Partial<RegistrationPolicies>;
  readonly ebill?: Partial<EbillFacts>;
  /** Omitted: the brand's standard programs. */
  readonly programs?: readonly ProgramChoice[];
  /** Omitted: eligible on the main brand with a provider for the subscriber; ineligible elsewhere. */
  readonly primaryCare?: PrimaryCareSetup;
  readonly referrals?: number;
  /** How many years of claims the insurer keeps for the family; omitted: the usual two. */
  readonly claimsYearsKept?: number;
  readonly planManagement?: PlanManagementSetup;
  readonly cityOfPortland?: 'due-date' | 'no-due-date';
  readonly medicareMaterials?: boolean;
  readonly employeeId?: string;
}

/** Customer service staff who log in with a new-id role token and pick a member on the new-id screen. */
export interface StaffPersonaSpec {
  readonly role: 'new-id';
  readonly username: string;
  readonly situation: string;
  readonly domainId: DomainId;
  readonly staffKey: string;
}

export type PersonaSpec = MemberPersonaSpec | StaffPersonaSpec;

export function personaDomain(spec: PersonaSpec): DomainId {
  return spec.role === 'new-id' ? spec.domainId : spec.family.domainId;
}

const STANDARD_PROGRAMS: Readonly<Record<DomainId, readonly ProgramChoice[]>> = {
  1: [{ id: 1 }, { id: 4 }, { id: 13 }, { id: 33 }, { id: 92 }, { id: 93 }],
  2: [{ id: 8 }, { id: 13 }, { id: 36 }, { id: 94 }],
  // Providence shows no programs.
  5: [],
};

/** A provider who retired: still in members' primary care history, no longer in the directory. */
const RETIRED_PROVIDER: Omit<PcpHistoryEntry, 'beginDate' | 'endDate'> = {
  providerId: 'P100017',
  providerName: 'Harold Jensen',
  providerTitle: 'MD',
  pcpSelected: false,
  pcpTerminationReason: 'Provider retired',
  locations: [{ addressLine1: '2801 N Gantenbein Ave', city: 'Portland', state: 'OR', zipCode: '97227', phoneNumber: '503-555-0100' }],
};

export function buildPersona(today: string, spec: PersonaSpec): PersonaData {
  if (spec.role === 'new-id') {
    return {
      username: spec.username,
      domainId: spec.domainId,
      situation: spec.situation,
      password: SANDBOX_PASSWORD,
      loginBehaviour: 'normal',
      role: 'new-id',
      status: 'ACT',
      securityAnswers: [DEFAULT_SECURITY_ANSWER],
      staffKey: spec.staffKey,
      plans: [],
    };
  }
  return {
    username: spec.username,
    domainId: spec.family.domainId,
    situation: spec.situation,
    password: SANDBOX_PASSWORD,
    loginBehaviour: spec.loginBehaviour ?? 'normal',
    role: 'member',
    status: spec.status ?? 'ACT',
    securityAnswers: [DEFAULT_SECURITY_ANSWER],
    staffKey: null,
    plans: spec.family.groups.map((group) => buildPlan(today, spec, group)),
  };
}

function buildPlan(today: string, spec: MemberPersonaSpec, group: GroupTemplate): PlanData {
  const family = spec.family;
  const viewerSuffix = spec.viewerSuffix ?? 0;
  const dates = coverageDates(today, family, group.kind);
  const members = buildMembers(today, family, group, dates);
  const viewer = members.find((member) => member.memberSuffix === viewerSuffix);
  if (viewer === undefined) throw new RangeError(`Persona ${spec.username} has no member with suffix ${viewerSuffix}`);
  const isSubscriber = viewerSuffix === 0;
  const brand = BRANDS[family.domainId];
  const kind = group.kind;

  const spends: MemberSpend[] = family.members.map((member) => ({
    suffix: member.suffix,
    age: member.age,
    // Nothing is spent before coverage starts.
    medical: family.timeline === 'future' ? 0 : member.medicalSpend,
    dental: family.timeline === 'future' ? 0 : member.dentalSpend,
  }));
  const viewerSpend = spends.find((spend) => spend.suffix === viewerSuffix) ?? { suffix: viewerSuffix, age: 0, medical: 0, dental: 0 };

  // eBill is premium billing: the subscriber's business, never a dependant's, never on Providence.
  const ebill = resolveEbill(family.domainId !== 5 && isSubscriber, kind !== 'employer', spec.ebill);

  const policies: RegistrationPolicies = {
    isCommunicationPolicySigned: spec.policies?.isCommunicationPolicySigned ?? true,
    isEeobPreferenceConsented: isSubscriber ? (spec.policies?.isEeobPreferenceConsented === undefined ? true : spec.policies.isEeobPreferenceConsented) : null,
  };

  const email =
    spec.email === undefined ? `${viewer.firstName}.${viewer.lastName}@example.com`.toLowerCase().replace(/[^a-z0-9.@-]/g, '') : spec.email;
  // The City of Portland runs an employer web portal (EWP): its subscribers choose its notices and start page.
  const employerPortal = isSubscriber && group.parentGroupId === CITY_OF_PORTLAND_PARENT_GROUP_ID;
  const preferences = preferencesFor(email, isSubscriber, policies, ebill, kind === 'medicare', employerPortal);

  const programs = spec.programs ?? STANDARD_PROGRAMS[family.domainId];
  const medicare = spec.medicareMaterials === true ? medicareDocuments(today) : null;
  const individualMedical = kind === 'individual' ? group.plans.medical : null;

  const planGroup = buildGroup(group, dates, viewerSuffix);
  const account = {
    subscriberId: family.subscriberId,
    subscriberKey: memberKeyOf(group, 0),
    groupKey: group.groupKey,
    groupId: group.groupId,
    groupName: group.groupName,
    parentGroupId: group.parentGroupId,
    parentGroupName: group.parentGroupName,
    effectiveDate: dates.effectiveDate,
    hireDate: family.hireYearsAgo === null ? null : SandboxDay.of(today).minus({ years: family.hireYearsAgo, days: 73 }).iso,
    members,
    preferences,
    address: family.address,
    chatConfig: chatConfigFor(family.domainId, group, family.timeline !== 'termed'),
  };
  const primaryCare = primaryCareFor(today, spec.primaryCare ?? defaultPrimaryCare(family), members, dates);
  const programList = programsFor(programs);
  // Claims are adjudicated against the family's accumulators, which end at what each member has spent this
  // plan year; the benefits show what the accumulators read once the claims are counted.
  const claims = buildClaimsBook({ account, group: planGroup, primaryCare, programs: programList, yearsKept: spec.claimsYearsKept }, today, {
    definitions: accumulatorDefinitions(group.plans.medical, group.plans.dental, spends.length),
    metBySuffix: new Map(spends.map((spend) => [spend.suffix, metFromSpend(group.plans, spend)])),
  });
  const standings: MemberStanding[] = spends.map((spend) => ({ ...spend, met: claims.metThisYear.get(spend.suffix) ?? metFromSpend(group.plans, spend) }));
  const viewerStanding = standings.find((standing) => standing.suffix === viewerSuffix) ?? { ...viewerSpend, met: metFromSpend(group.plans, viewerSpend) };

  return {
    group: planGroup,
    account,
    viewerMemberKey: viewer.memberKey,
    relevantPreferences: relevantPreferencesFor(isSubscriber, ebill, kind === 'medicare', employerPortal),
    employeeId: spec.employeeId === undefined ? { employeeId: null, local598: false } : { employeeId: spec.employeeId, local598: true },
    registrationPolicies: policies,
    benefits: {
      medical: group.plans.medical === null ? null : medicalPlanFor(group.plans.medical, viewerStanding, standings),
      dental: group.plans.dental === null ? null : dentalPlanFor(group.plans.dental, standings),
      vision: group.plans.vision === null ? null : categoryPlanFor('vision', group.plans.vision),
      pharmacy: group.plans.pharmacy === null ? null : categoryPlanFor('pharmacy', group.plans.pharmacy),
      limits: standings.map((standing) => ({ suffix: standing.suffix, limits: limitsFor(group.plans, standing, standings) })),
      currentPlanYearStart: dates.classPlanEffectiveDate,
    },
    claims,
    familyEligibility: buildFamilyRows(family, group, dates),
    history: buildHistory(family, group, dates),
    ebill,
    idCards: idCardsFor(group.plans, members, {
      subscriberId: family.subscriberId,
      groupId: group.groupId,
      groupName: group.groupName,
      customerServicePhone: group.plans.medical === null ? brand.dentalServicePhone : brand.customerServicePhone,
    }),
    primaryCare,
    cityOfPortlandDueDate: spec.cityOfPortland === 'due-date' ? SandboxDay.of(today).plus({ days: 45 }).iso : null,
    programs: programList,
    siteContentPrograms: siteContentFor(programs),
    programDetails: programDetailsFor(programs),
    referrals: referralsFor(
      today,
      members.filter((member) => member.medicalEligibility?.eligible === true).map((member) => ({ memberKey: member.memberKey, name: `${member.firstName} ${member.lastName}` })),
      spec.referrals ?? 0,
      Number(family.subscriberId.replace(/\D/g, '').slice(-2)),
    ),
    medicareMaterials: medicare === null ? null : medicare.map(({ material, document }) => ({ ...material, url: `documents/${document.slug}.pdf` })),
    outlineOfCoverageUrl:
      individualMedical === null
        ? ''
        : `documents/${outlineOfCoverageDocument(individualMedical.name, individualMedical.classPlanId, SandboxDay.of(dates.classPlanEffectiveDate).year).slug}.pdf`,
    planManagement: planManagementFor(today, kind === 'individual' ? (spec.planManagement ?? 'renewal-open') : 'not-offered', kind),
  };
}

function resolveEbill(mayHaveEbill: boolean, billedDirectly: boolean, override: Partial<EbillFacts> | undefined): EbillFacts {
  const hasEbill = mayHaveEbill && (override?.hasEbill ?? billedDirectly);
  const registered = hasEbill && (override?.registered ?? false);
  return { hasEbill, registered, showAlert: override?.showAlert ?? (hasEbill && !registered) };
}

const yn = (flag: boolean): 'Y' | 'N' => (flag ? 'Y' : 'N');

function preferencesFor(
  email: string | null,
  isSubscriber: boolean,
  policies: RegistrationPolicies,
  ebill: EbillFacts,
  medicare: boolean,
  employerPortal: boolean,
): Preferences {
  return {
    emailAddress: email,
    electronicEob: yn(isSubscriber && policies.isEeobPreferenceConsented === true),
    emailBreakingNews: yn(email !== null),
    electronicMedicareMailing: yn(medicare && email !== null),
    emailPaymentReminder: yn(ebill.registered),
    emailAutopayWithdrawalReminder: yn(ebill.registered),
    discontinuePaperStatements: yn(ebill.registered),
    emailWhenBillReady: yn(ebill.registered),
    emailEwpNotification: yn(employerPortal && email !== null),
    showEwpLandingPage: 'N',
  };
}

function relevantPreferencesFor(isSubscriber: boolean, ebill: EbillFacts, medicare: boolean, employerPortal: boolean): PreferenceFlag[] {
  if (!isSubscriber) return ['emailBreakingNews'];
  const flags: PreferenceFlag[] = ['electronicEob', 'emailBreakingNews'];
  if (medicare) flags.push('electronicMedicareMailing');
  if (ebill.hasEbill) flags.push('emailPaymentReminder', 'emailAutopayWithdrawalReminder', 'discontinuePaperStatements', 'emailWhenBillReady');
  if (employerPortal) flags.push('emailEwpNotification', 'showEwpLandingPage');
  return flags;
}

function chatConfigFor(domainId: DomainId, group: GroupTemplate, covered: boolean): ChatConfig | null {
  if (domainId === 5) return null;
  return {
    host: CHAT_HOST,
    bus: domainId === 2 ? 'SUMMIT' : group.kind === 'medicare' ? 'MEDICARE' : 'COMMERCIAL',
    poc: 'MEMBER_SERVICES',
    displayChat: domainId === 1 && covered,
    mappedGroupId: group.groupId,
  };
}

/** Main-brand families near Portland see Dr. Ortiz unless they say otherwise; other brands have no primary care. */
function defaultPrimaryCare(family: FamilyTemplate): PrimaryCareSetup {
  return family.domainId === 1 && family.timeline !== 'termed' ? { eligible: true, providers: { 0: 'P104211' } } : { eligible: false };
}

function primaryCareFor(
  today: string,
  setup: PrimaryCareSetup,
  members: readonly Member[],
  dates: CoverageDates,
): PlanData['primaryCare'] {
  if (!setup.eligible) return { eligibility: { eligible: false, members: [] }, members: [] };
  const covered = members.filter((member) => member.medicalEligibility?.eligible === true);
  // Assignments changed eight months ago (at the start of that month), or when coverage began if later.
  const eightMonthsAgo = SandboxDay.of(today).minus({ months: 8 }).startOfMonth().iso;
  const switchDate = eightMonthsAgo > dates.effectiveDate ? eightMonthsAgo : dates.effectiveDate;
  const pcpMembers: PrimaryCareMember[] = covered.map((member) => {
    const providerId = setup.providers[member.memberSuffix];
    const history: PcpHistoryEntry[] = [];
    if (providerId !== undefined) {
      if (member.memberSuffix === 0 && switchDate > dates.effectiveDate) {
        history.push({ ...RETIRED_PROVIDER, beginDate: dates.effectiveDate, endDate: switchDate });
      }
      const provider = providerById(providerId);
      history.push({
        providerId,
        providerName: provider.providerName,
        providerTitle: provider.title,
        beginDate: switchDate,
        endDate: dates.terminationDate ?? OPEN_ENDED,
        pcpSelected: true,
        pcpTerminationReason: null,
        locations: provider.locations,
      });
    }
    return {
      memberKey: member.memberKey,
      eligibleDates: [{ effectiveDate: dates.effectiveDate, terminationDate: dates.terminationDate }],
      pcp360History: history,
    };
  });
  return { eligibility: { eligible: true, members: covered.map((member) => member.memberKey) }, members: pcpMembers };
}

function planYearLabel(start: string): string {
  const day = SandboxDay.of(start);
  return start.endsWith('-01-01') ? String(day.year) : `${day.year}-${day.year + 1}`;
}

const CANCELLATION_OPTIONS = [
  { id: 'M', description: 'Do not renew my medical plan' },
  { id: 'D', description: 'Do not renew my medical and dental plans' },
] as const;

function planManagementFor(today: string, setup: PlanManagementSetup, kind: GroupTemplate['kind']): PlanManagementDetails {
  if (setup === 'not-offered') {
    return {
      eligibleAndActive: false,
      groupType: kind === 'medicare' ? 'MEDICARE' : 'GROUP',
      openEnrollmentStart: null,
      openEnrollmentEnd: null,
      currentPlanYear: null,
      upcomingPlanYear: null,
      coverageEndDateUponCancellation: null,
      coverageStartDateUponRenewal: null,
      directPlanCancellationStatus: null,
      directCancellationOptions: [],
      directShopUrl: null,
      exchangeUrl: null,
      exchangeUrlLabel: null,
    };
  }
  const renewal = SandboxDay.of(renewalDate(today));
  return {
    eligibleAndActive: true,
    groupType: 'INDIVIDUAL',
    // The window always surrounds today: opened three weeks ago, closes a little over two weeks before renewal.
    openEnrollmentStart: SandboxDay.of(today).minus({ days: 21 }).iso,
    openEnrollmentEnd: renewal.minus({ days: 16 }).iso,
    currentPlanYear: planYearLabel(renewal.minus({ years: 1 }).iso),
    upcomingPlanYear: planYearLabel(renewal.iso),
    coverageEndDateUponCancellation: renewal.minus({ days: 1 }).iso,
    coverageStartDateUponRenewal: renewal.iso,
    directPlanCancellationStatus: setup === 'cancelled-medical' ? { id: 'M' } : setup === 'cancelled-medical-and-dental' ? { id: 'D' } : null,
    directCancellationOptions: CANCELLATION_OPTIONS,
    directShopUrl: 'https://shop.cascadehealth.example.com/individual-and-family',
    exchangeUrl: 'https://www.healthcare.gov',
    exchangeUrlLabel: 'HealthCare.gov',
  };
}
