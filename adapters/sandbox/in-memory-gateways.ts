import { right, type Either } from 'fp-ts/Either';
import { inject, injectable, type Container, type ServiceIdentifier } from 'inversify';
import type { GatewayError, GatewayResult } from '../../application/shared/gateway-error';
import { forEachGateway, type GatewayClasses } from '../../application/ports/gateway-registry';
import { type AccountGateway, type PasswordChange, type SecurityAnswer } from '../../application/ports/account-gateway';
import { type AuthGateway } from '../../application/ports/auth-gateway';
import { type AuthorizationsGateway } from '../../application/ports/authorizations-gateway';
import { type BenefitsGateway } from '../../application/ports/benefits-gateway';
import { type ClaimsGateway } from '../../application/ports/claims-gateway';
import { type ContentGateway } from '../../application/ports/content-gateway';
import { type CostEstimatorGateway } from '../../application/ports/cost-estimator-gateway';
import { type DocumentsGateway } from '../../application/ports/documents-gateway';
import { type EbillGateway } from '../../application/ports/ebill-gateway';
import { type IdCardGateway } from '../../application/ports/id-card-gateway';
import { type PlanManagementGateway } from '../../application/ports/plan-management-gateway';
import { CLOCK, type Clock } from '../../application/ports/platform';
import { type PrimaryCareGateway } from '../../application/ports/primary-care-gateway';
import { type ProgramsGateway } from '../../application/ports/programs-gateway';
import { type ReferralsGateway } from '../../application/ports/referrals-gateway';
import { type NewAccount, type PasswordReset, type RegistrationGateway, type UserDetails } from '../../application/ports/registration-gateway';
import { SESSION_TOKENS, TEMPORARY_STATE, type SessionTokens, type TemporaryState } from '../../application/ports/session';
import type {
  AccountDetails,
  Authorization,
  PriorAuthorizationRule,
  AccountStatus,
  AccreditationDetails,
  BenefitHistory,
  CategoryBenefits,
  ChatConfig,
  Claim,
  ClaimsMetadata,
  ClaimsQuery,
  DentalBenefits,
  DomainId,
  EmployeeIdShortcut,
  EobDocument,
  FamilyEligibilityRow,
  Group,
  GroupChangeRequest,
  IdCardView,
  Limit,
  LoginRequest,
  MedicalBenefits,
  MedicalServiceDetail,
  MedicareMaterial,
  MemberCostSharing,
  NavitusPharmacy,
  NewIdRequest,
  Page,
  PcpSearchRequest,
  PcpSearchResponse,
  PcpSelectRequest,
  PlanManagementDetails,
  PriceSearch,
  ProviderPrice,
  Preferences,
  PrimaryCareEligibility,
  PrimaryCareMember,
  Program,
  ProgramDetails,
  Provider,
  Referral,
  ReferralMetadata,
  ReferralQuery,
  RegistrationPolicies,
  SecurityQuestion,
  SiteContentProgram,
  TokenResponse,
} from '../../domain/model';
import { SANDBOX_INSURER, SandboxInsurer, type Token } from './sandbox-insurer';
import { languageInForce } from '../../domain/copy/localized';

/**
 * Every gateway port answered in memory by the sandbox insurer: the assembly for Gherkin features,
 * component tests and a browser build without any HTTP. A call carries the session token, or while the
 * member is between login and the dashboard the temporary token, as the HTTP adapter's bearer would.
 */

/** What every in-memory call needs: the insurer, the caller's token and the (possibly pinned) day. */
@injectable()
export class SandboxCallContext {
  constructor(
    @inject(SANDBOX_INSURER) readonly insurer: SandboxInsurer,
    @inject(SESSION_TOKENS) private readonly tokens: SessionTokens,
    @inject(TEMPORARY_STATE) private readonly temporary: TemporaryState,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  token(): Token {
    return this.tokens.current() ?? this.temporary.tempToken();
  }

  today(): string {
    return this.clock.today();
  }

  /** Ports are asynchronous; the insurer answers at once. */
  answer<T>(result: Either<GatewayError, T>): GatewayResult<T> {
    return Promise.resolve(result);
  }
}
export const SANDBOX_CALL_CONTEXT: ServiceIdentifier<SandboxCallContext> = Symbol.for('SandboxCallContext');

@injectable()
export class SandboxAuthGateway implements AuthGateway {
  constructor(@inject(SANDBOX_CALL_CONTEXT) private readonly call: SandboxCallContext) {}

  login(request: LoginRequest): GatewayResult<TokenResponse> {
    return this.call.answer(this.call.insurer.auth.login(request, this.call.today()));
  }
  logout(token: string): GatewayResult<void> {
    return this.call.answer(this.call.insurer.auth.logout(token));
  }
  userKey(): GatewayResult<string> {
    return this.call.answer(this.call.insurer.auth.userKey(this.call.token(), this.call.today()));
  }
  newId(request: NewIdRequest): GatewayResult<TokenResponse> {
    return this.call.answer(this.call.insurer.auth.newId(this.call.token(), request, this.call.today()));
  }
  selectGroup(request: GroupChangeRequest): GatewayResult<TokenResponse> {
    return this.call.answer(this.call.insurer.auth.selectGroup(this.call.token(), request, this.call.today()));
  }
  groups(): GatewayResult<readonly Group[]> {
    return this.call.answer(this.call.insurer.auth.groups(this.call.token(), this.call.today()));
  }
}

@injectable()
export class SandboxAccountGateway implements AccountGateway {
  constructor(@inject(SANDBOX_CALL_CONTEXT) private readonly call: SandboxCallContext) {}

  account(): GatewayResult<AccountDetails> {
    return this.call.answer(this.call.insurer.account.account(this.call.token(), this.call.today()));
  }
  status(): GatewayResult<AccountStatus> {
    return this.call.answer(this.call.insurer.account.status(this.call.token(), this.call.today()));
  }
  employeeId(): GatewayResult<EmployeeIdShortcut> {
    return this.call.answer(this.call.insurer.account.employeeId(this.call.token(), this.call.today()));
  }
  relevantPreferences(): GatewayResult<readonly string[]> {
    return this.call.answer(this.call.insurer.account.relevantPreferences(this.call.token(), this.call.today()));
  }
  preferences(): GatewayResult<Preferences> {
    return this.call.answer(this.call.insurer.account.preferences(this.call.token(), this.call.today()));
  }
  updatePreferences(preferences: Partial<Preferences>): GatewayResult<Preferences> {
    return this.call.answer(this.call.insurer.account.updatePreferences(this.call.token(), preferences, this.call.today()));
  }
  changePassword(change: PasswordChange): GatewayResult<void> {
    return this.call.answer(this.call.insurer.account.changePassword(this.call.token(), change, this.call.today()));
  }
  securityQuestions(): GatewayResult<readonly SecurityQuestion[]> {
    return this.call.answer(this.call.insurer.account.securityQuestions(this.call.token(), this.call.today(), languageInForce()));
  }
  saveSecurityAnswers(answers: readonly SecurityAnswer[]): GatewayResult<void> {
    return this.call.answer(this.call.insurer.account.saveSecurityAnswers(this.call.token(), answers, this.call.today()));
  }
  registrationPolicies(): GatewayResult<RegistrationPolicies> {
    return this.call.answer(this.call.insurer.account.registrationPolicies(this.call.token(), this.call.today()));
  }
  updateRegistrationPolicies(policies: RegistrationPolicies): GatewayResult<void> {
    return this.call.answer(this.call.insurer.account.updateRegistrationPolicies(this.call.token(), policies, this.call.today()));
  }
}

@injectable()
export class SandboxRegistrationGateway implements RegistrationGateway {
  constructor(@inject(SANDBOX_CALL_CONTEXT) private readonly call: SandboxCallContext) {}

  registrationDetails(): GatewayResult<{ readonly policyText: string; readonly questions: readonly { readonly id: string; readonly question: string }[] }> {
    return this.call.answer(this.call.insurer.registration.registrationDetails(this.call.today(), languageInForce()));
  }
  validateUserDetails(details: UserDetails): GatewayResult<void> {
    return this.call.answer(this.call.insurer.registration.validateUserDetails(details, this.call.today()));
  }
  validateUsername(username: string, domainId: DomainId): GatewayResult<void> {
    return this.call.answer(this.call.insurer.registration.validateUsername({ username, domainId }, this.call.today()));
  }
  register(account: NewAccount): GatewayResult<void> {
    return this.call.answer(this.call.insurer.registration.register(account, this.call.today()));
  }
  forgotUsername(details: UserDetails): GatewayResult<void> {
    return this.call.answer(this.call.insurer.registration.forgotUsername(details, this.call.today()));
  }
  forgotPassword(username: string, domainId: DomainId): GatewayResult<{ readonly questionId: string; readonly question: string }> {
    return this.call.answer(this.call.insurer.registration.forgotPassword({ username, domainId }, this.call.today(), languageInForce()));
  }
  resetPassword(request: PasswordReset): GatewayResult<void> {
    return this.call.answer(this.call.insurer.registration.resetPassword(request, this.call.today()));
  }
}

@injectable()
export class SandboxBenefitsGateway implements BenefitsGateway {
  constructor(@inject(SANDBOX_CALL_CONTEXT) private readonly call: SandboxCallContext) {}

  medical(asOfDate?: string): GatewayResult<MedicalBenefits> {
    return this.call.answer(this.call.insurer.benefits.medical(this.call.token(), { asOfDate }, this.call.today()));
  }
  medicalService(serviceId: string, asOfDate?: string): GatewayResult<MedicalServiceDetail> {
    return this.call.answer(this.call.insurer.benefits.medicalService(this.call.token(), { serviceId, asOfDate }, this.call.today()));
  }
  category(category: 'vision' | 'pharmacy', suffix: number, asOfDate?: string): GatewayResult<CategoryBenefits> {
    return this.call.answer(this.call.insurer.benefits.category(this.call.token(), { category, suffix, asOfDate }, this.call.today()));
  }
  dental(suffix: number, asOfDate?: string): GatewayResult<DentalBenefits> {
    return this.call.answer(this.call.insurer.benefits.dental(this.call.token(), { suffix, asOfDate }, this.call.today()));
  }
  limits(suffix?: number, asOfDate?: string): GatewayResult<readonly Limit[]> {
    return this.call.answer(
      this.call.insurer.benefits.limits(this.call.token(), { suffix, asOfDate }, this.call.today()),
    );
  }
  history(): GatewayResult<BenefitHistory> {
    return this.call.answer(this.call.insurer.benefits.history(this.call.token(), this.call.today()));
  }
  familyEligibility(): GatewayResult<readonly FamilyEligibilityRow[]> {
    return this.call.answer(this.call.insurer.benefits.familyEligibility(this.call.token(), this.call.today()));
  }
}

@injectable()
export class SandboxEbillGateway implements EbillGateway {
  constructor(@inject(SANDBOX_CALL_CONTEXT) private readonly call: SandboxCallContext) {}

  hasEbill(): GatewayResult<boolean> {
    return this.call.answer(this.call.insurer.ebill.hasEbill(this.call.token(), this.call.today()));
  }
  ebillRegistered(): GatewayResult<boolean> {
    return this.call.answer(this.call.insurer.ebill.ebillRegistered(this.call.token(), this.call.today()));
  }
  showEbillAlert(): GatewayResult<boolean> {
    return this.call.answer(this.call.insurer.ebill.showEbillAlert(this.call.token(), this.call.today()));
  }
  registerEbillUser(): GatewayResult<void> {
    return this.call.answer(this.call.insurer.ebill.registerEbillUser(this.call.token(), this.call.today()));
  }
}

@injectable()
export class SandboxIdCardGateway implements IdCardGateway {
  constructor(@inject(SANDBOX_CALL_CONTEXT) private readonly call: SandboxCallContext) {}

  eligible(): GatewayResult<boolean> {
    return this.call.answer(this.call.insurer.idCard.idCardEligible(this.call.token(), this.call.today()));
  }
  view(memberKey?: string): GatewayResult<readonly IdCardView[]> {
    return this.call.answer(this.call.insurer.idCard.idCardView(this.call.token(), { memberKey }, this.call.today()));
  }
  async pdf(memberKey?: string): GatewayResult<Blob> {
    const bytes = await this.call.insurer.idCard.idCardPdf(this.call.token(), { memberKey }, this.call.today());
    // Copy into a plain ArrayBuffer-backed array: Blob parts must not be shared memory.
    return bytes._tag === 'Left' ? bytes : right(new Blob([new Uint8Array(bytes.right)], { type: 'application/pdf' }));
  }
  email(request: { readonly memberKey: string; readonly emailAddress: string }): GatewayResult<void> {
    return this.call.answer(this.call.insurer.idCard.emailIdCard(this.call.token(), request, this.call.today()));
  }
  request(category: string): GatewayResult<string> {
    return this.call.answer(this.call.insurer.idCard.requestIdCard(this.call.token(), { category }, this.call.today()));
  }
}

@injectable()
export class SandboxPrimaryCareGateway implements PrimaryCareGateway {
  constructor(@inject(SANDBOX_CALL_CONTEXT) private readonly call: SandboxCallContext) {}

  members(): GatewayResult<readonly PrimaryCareMember[]> {
    return this.call.answer(this.call.insurer.primaryCare.pcpMembers(this.call.token(), this.call.today()));
  }
  eligibility(): GatewayResult<PrimaryCareEligibility> {
    return this.call.answer(this.call.insurer.primaryCare.pcpEligibility(this.call.token(), this.call.today()));
  }
  provider(providerId: string): GatewayResult<Provider> {
    return this.call.answer(this.call.insurer.primaryCare.provider(this.call.token(), { providerId }, this.call.today()));
  }
  cityOfPortland(): GatewayResult<string | null> {
    return this.call.answer(this.call.insurer.primaryCare.cityOfPortland(this.call.token(), this.call.today()));
  }
  select(request: PcpSelectRequest): GatewayResult<string> {
    return this.call.answer(this.call.insurer.primaryCare.selectPcp(this.call.token(), request, this.call.today()));
  }
  search(request: PcpSearchRequest, page: number, size: number): GatewayResult<PcpSearchResponse> {
    return this.call.answer(this.call.insurer.primaryCare.searchProviders(this.call.token(), { search: request, page, size }, this.call.today()));
  }
}

@injectable()
export class SandboxProgramsGateway implements ProgramsGateway {
  constructor(@inject(SANDBOX_CALL_CONTEXT) private readonly call: SandboxCallContext) {}

  programs(): GatewayResult<readonly Program[]> {
    return this.call.answer(this.call.insurer.programs.programs(this.call.token(), this.call.today(), languageInForce()));
  }
  siteContent(): GatewayResult<readonly SiteContentProgram[]> {
    return this.call.answer(this.call.insurer.programs.siteContentPrograms(this.call.token(), this.call.today(), languageInForce()));
  }
  details(programId: number): GatewayResult<ProgramDetails> {
    return this.call.answer(this.call.insurer.programs.programDetails(this.call.token(), { programId }, this.call.today()));
  }
}

@injectable()
export class SandboxAuthorizationsGateway implements AuthorizationsGateway {
  constructor(@inject(SANDBOX_CALL_CONTEXT) private readonly call: SandboxCallContext) {}

  authorizations(): GatewayResult<readonly Authorization[]> {
    return this.call.answer(this.call.insurer.authorizations.authorizations(this.call.token(), this.call.today()));
  }
  requirements(): GatewayResult<readonly PriorAuthorizationRule[]> {
    return this.call.answer(this.call.insurer.authorizations.priorAuthorizationRules(this.call.token(), this.call.today()));
  }
}

@injectable()
export class SandboxReferralsGateway implements ReferralsGateway {
  constructor(@inject(SANDBOX_CALL_CONTEXT) private readonly call: SandboxCallContext) {}

  referrals(query: ReferralQuery): GatewayResult<Page<Referral>> {
    return this.call.answer(this.call.insurer.referrals.referrals(this.call.token(), query, this.call.today()));
  }
  metadata(memberKey?: string): GatewayResult<ReferralMetadata> {
    return this.call.answer(this.call.insurer.referrals.referralMetadata(this.call.token(), { memberKey }, this.call.today()));
  }
  hasReferrals(): GatewayResult<boolean> {
    return this.call.answer(this.call.insurer.referrals.hasReferrals(this.call.token(), this.call.today()));
  }
}

@injectable()
export class SandboxDocumentsGateway implements DocumentsGateway {
  constructor(@inject(SANDBOX_CALL_CONTEXT) private readonly call: SandboxCallContext) {}

  medicareMaterials(): GatewayResult<readonly MedicareMaterial[]> {
    return this.call.answer(this.call.insurer.documents.medicareMaterials(this.call.token(), this.call.today()));
  }
  medicareEligibility(): GatewayResult<boolean> {
    return this.call.answer(this.call.insurer.documents.medicareEligibility(this.call.token(), this.call.today()));
  }
  outlineOfCoverage(): GatewayResult<string> {
    return this.call.answer(this.call.insurer.documents.outlineOfCoverage(this.call.token(), this.call.today()));
  }
}

@injectable()
export class SandboxPlanManagementGateway implements PlanManagementGateway {
  constructor(@inject(SANDBOX_CALL_CONTEXT) private readonly call: SandboxCallContext) {}

  details(): GatewayResult<PlanManagementDetails> {
    return this.call.answer(this.call.insurer.planManagement.planManagementDetails(this.call.token(), this.call.today()));
  }
  cancel(cancellationStatusId: string): GatewayResult<PlanManagementDetails> {
    return this.call.answer(this.call.insurer.planManagement.cancelPlan(this.call.token(), { cancellationStatusId }, this.call.today()));
  }
}

@injectable()
export class SandboxContentGateway implements ContentGateway {
  constructor(@inject(SANDBOX_CALL_CONTEXT) private readonly call: SandboxCallContext) {}

  calendar(): GatewayResult<string> {
    return this.call.answer(this.call.insurer.content.calendar(this.call.today()));
  }
  holidayCalendar(domainId: DomainId): GatewayResult<string> {
    return this.call.answer(this.call.insurer.content.holidayCalendar({ domainId }, this.call.today(), languageInForce()));
  }
  accreditation(): GatewayResult<AccreditationDetails | null> {
    return this.call.answer(this.call.insurer.content.accreditation(this.call.today()));
  }
  chatConfig(): GatewayResult<ChatConfig | null> {
    return this.call.answer(this.call.insurer.content.chatConfig(this.call.token(), this.call.today()));
  }
}

@injectable()
export class SandboxClaimsGateway implements ClaimsGateway {
  constructor(@inject(SANDBOX_CALL_CONTEXT) private readonly call: SandboxCallContext) {}

  claims(query: ClaimsQuery): GatewayResult<readonly Claim[]> {
    return this.call.answer(this.call.insurer.claims.claims(this.call.token(), query, this.call.today()));
  }
  metadata(): GatewayResult<ClaimsMetadata> {
    return this.call.answer(this.call.insurer.claims.claimsMetadata(this.call.token(), this.call.today()));
  }
  claim(claimId: string): GatewayResult<Claim> {
    return this.call.answer(this.call.insurer.claims.claim(this.call.token(), { claimId }, this.call.today()));
  }
  eobs(): GatewayResult<readonly EobDocument[]> {
    return this.call.answer(this.call.insurer.claims.eobs(this.call.token(), this.call.today()));
  }
  async eobPdf(eobId: string): GatewayResult<Blob> {
    const bytes = await this.call.insurer.claims.eobPdf(this.call.token(), { eobId }, this.call.today());
    // Copy into a plain ArrayBuffer-backed array: Blob parts must not be shared memory.
    return bytes._tag === 'Left' ? bytes : right(new Blob([new Uint8Array(bytes.right)], { type: 'application/pdf' }));
  }
  navitus(): GatewayResult<NavitusPharmacy> {
    return this.call.answer(this.call.insurer.claims.navitus(this.call.token(), this.call.today()));
  }
}

@injectable()
export class SandboxCostEstimatorGateway implements CostEstimatorGateway {
  constructor(@inject(SANDBOX_CALL_CONTEXT) private readonly call: SandboxCallContext) {}

  prices(search: PriceSearch): GatewayResult<readonly ProviderPrice[]> {
    return this.call.answer(this.call.insurer.costEstimator.costEstimatorPrices(this.call.token(), search, this.call.today()));
  }
  costSharing(memberKey: string): GatewayResult<MemberCostSharing> {
    return this.call.answer(this.call.insurer.costEstimator.costSharing(this.call.token(), { memberKey }, this.call.today()));
  }
}

/** The in-memory sandbox adapter of every gateway port (application/ports/gateway-registry.ts). */
export const SANDBOX_GATEWAYS: GatewayClasses = {
  auth: SandboxAuthGateway,
  account: SandboxAccountGateway,
  registration: SandboxRegistrationGateway,
  benefits: SandboxBenefitsGateway,
  ebill: SandboxEbillGateway,
  idCard: SandboxIdCardGateway,
  primaryCare: SandboxPrimaryCareGateway,
  programs: SandboxProgramsGateway,
  referrals: SandboxReferralsGateway,
  documents: SandboxDocumentsGateway,
  planManagement: SandboxPlanManagementGateway,
  content: SandboxContentGateway,
  claims: SandboxClaimsGateway,
  authorizations: SandboxAuthorizationsGateway,
  costEstimator: SandboxCostEstimatorGateway,
};

/**
 * Binds every gateway port to its in-memory sandbox adapter (singletons). The caller binds the platform
 * ports they read (SESSION_TOKENS, TEMPORARY_STATE, CLOCK); SANDBOX_INSURER is bound to the given insurer,
 * or to a fresh one unless the container already has one.
 */
export function bindSandboxGateways(container: Container, insurer?: SandboxInsurer): void {
  if (insurer !== undefined) {
    if (container.isBound(SANDBOX_INSURER)) container.rebind(SANDBOX_INSURER).toConstantValue(insurer);
    else container.bind(SANDBOX_INSURER).toConstantValue(insurer);
  } else if (!container.isBound(SANDBOX_INSURER)) {
    container.bind(SANDBOX_INSURER).toConstantValue(new SandboxInsurer());
  }
  container.bind(SANDBOX_CALL_CONTEXT).to(SandboxCallContext).inSingletonScope();
  forEachGateway((name, port) => container.bind(port).to(SANDBOX_GATEWAYS[name]).inSingletonScope());
}
