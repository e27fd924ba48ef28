import { right } from 'fp-ts/Either';
import type { ServiceIdentifier } from 'inversify';
import type { DomainId } from '../../domain/model';
import { AuthDesk } from './desks/auth-desk';
import { AccountDesk } from './desks/account-desk';
import { RegistrationDesk } from './desks/registration-desk';
import { BenefitsDesk } from './desks/benefits-desk';
import { EbillDesk } from './desks/ebill-desk';
import { IdCardDesk } from './desks/id-card-desk';
import { PrimaryCareDesk } from './desks/primary-care-desk';
import { ProgramsDesk } from './desks/programs-desk';
import { ReferralsDesk } from './desks/referrals-desk';
import { DocumentsDesk } from './desks/documents-desk';
import { PlanManagementDesk } from './desks/plan-management-desk';
import { ContentDesk } from './desks/content-desk';
import { ClaimsDesk } from './desks/claims-desk';
import { AuthorizationsDesk } from './desks/authorizations-desk';
import { CostEstimatorDesk } from './desks/cost-estimator-desk';
import { DataSharingDesk } from './desks/data-sharing-desk';
import { MessagesDesk } from './desks/messages-desk';
import { AppealsDesk } from './desks/appeals-desk';
import { SecurityDesk } from './desks/security-desk';
import { PasskeyDesk } from './desks/passkey-desk';
import type { HolidayCalendarVariant } from './personas/content-catalogue';
import { personaDomain } from './personas/persona-builder';
import type { PersonaData } from './personas/persona-types';
import { PERSONA_SPECS } from './personas/personas';
import type { MemberPlan } from './sandbox-state';
import { SandboxState, type Answer, type SandboxInsurerOptions, type Token } from './sandbox-state';
import type { SandboxTokenIssuer } from './sandbox-token';

export type { Answer, SandboxInsurerOptions, Token } from './sandbox-state';

/**
 * The sandbox insurer: answers every call of the wire contract from the personas, in memory. It has one desk
 * per gateway port of the registry (`application/ports/gateway-registry.ts`), each in `desks/`, named as the
 * port is: `insurer.claims.claim(token, request, today)` answers what the claims port's call would. A desk's
 * method takes the bearer token (or credentials), the request and the sandbox's `today`, and returns
 * Either<GatewayError, T> like the port. Persona data is a pure function of `today`; what members change
 * (passwords, preferences, selections, cancellations, new accounts) is the desks' shared state
 * (`sandbox-state.ts`), laid on top. `reset()` forgets it.
 */

export const SANDBOX_INSURER: ServiceIdentifier<SandboxInsurer> = Symbol.for('SandboxInsurer');

export interface PersonaSummary {
  readonly username: string;
  readonly domainId: DomainId;
  readonly situation: string;
}

export class SandboxInsurer {
  private readonly state: SandboxState;
  readonly auth: AuthDesk;
  readonly account: AccountDesk;
  readonly registration: RegistrationDesk;
  readonly benefits: BenefitsDesk;
  readonly ebill: EbillDesk;
  readonly idCard: IdCardDesk;
  readonly primaryCare: PrimaryCareDesk;
  readonly programs: ProgramsDesk;
  readonly referrals: ReferralsDesk;
  readonly documents: DocumentsDesk;
  readonly planManagement: PlanManagementDesk;
  readonly content: ContentDesk;
  readonly claims: ClaimsDesk;
  readonly authorizations: AuthorizationsDesk;
  readonly costEstimator: CostEstimatorDesk;
  readonly dataSharing: DataSharingDesk;
  readonly messages: MessagesDesk;
  readonly appeals: AppealsDesk;
  readonly security: SecurityDesk;
  readonly passkeys: PasskeyDesk;

  constructor(options: SandboxInsurerOptions = {}) {
    this.state = new SandboxState(options);
    this.auth = new AuthDesk(this.state);
    this.account = new AccountDesk(this.state);
    this.registration = new RegistrationDesk(this.state);
    this.benefits = new BenefitsDesk(this.state);
    this.ebill = new EbillDesk(this.state);
    this.idCard = new IdCardDesk(this.state);
    this.primaryCare = new PrimaryCareDesk(this.state);
    this.programs = new ProgramsDesk(this.state);
    this.referrals = new ReferralsDesk(this.state);
    this.documents = new DocumentsDesk(this.state);
    this.planManagement = new PlanManagementDesk(this.state);
    this.content = new ContentDesk(this.state);
    this.claims = new ClaimsDesk(this.state);
    this.authorizations = new AuthorizationsDesk(this.state);
    this.costEstimator = new CostEstimatorDesk(this.state);
    this.dataSharing = new DataSharingDesk(this.state);
    this.messages = new MessagesDesk(this.state);
    this.appeals = new AppealsDesk(this.state);
    this.security = new SecurityDesk(this.state);
    this.passkeys = new PasskeyDesk(this.state);
  }

  /** Signs and checks this insurer's tokens (shared by the sessions of one sandbox server). */
  get tokenIssuer(): SandboxTokenIssuer {
    return this.state.tokenIssuer;
  }

  /**
   * The member a token names and their plan on a day, as every desk resolves it (401 for a token the insurer
   * refuses, 403 for a staff token): what the sandbox's FHIR server scopes each request by.
   */
  memberAccess(token: Token, today: string): Answer<MemberPlan> {
    return this.state.withMember(token, today, (session) => right(this.state.memberPlan(session, today)));
  }

  /** Forgets everything members changed: back to the personas as documented. */
  reset(): void {
    this.state.reset();
    this.idCard.forgetSent();
  }

  /** Sandbox only: serve the hostile holiday calendar (for the contact pages' sanitising tests) or the real one. */
  useHolidayCalendar(variant: HolidayCalendarVariant): void {
    this.state.holidayCalendarVariant = variant;
  }

  /** Test tools only: moves this session's clock for proofs of who a member is on by `millis` (a sign-in then looks that old). */
  moveClockOn(millis: number): void {
    this.state.clockAheadMillis += millis;
  }

  /** The persona data for a username on a day (without what members changed), for tests and tools. */
  persona(username: string, today: string): PersonaData | undefined {
    const account = this.state.findLogin(username);
    return account === undefined ? undefined : this.state.build(account.spec, today);
  }

  personaSummaries(): readonly PersonaSummary[] {
    return PERSONA_SPECS.map((spec) => ({ username: spec.username, domainId: personaDomain(spec), situation: spec.situation }));
  }

  /** Whether the login has chosen a group through POST /api/group-selection (sandbox bookkeeping). */
  groupSelected(username: string): boolean {
    return this.state.logins.get(username.toLowerCase())?.groupSelected ?? false;
  }
}
