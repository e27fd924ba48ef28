import type { Authorization, PriorAuthorizationRule } from '../../../domain/model';
import { listAuthorizations, priorAuthorizationRules } from '../sandbox-authorizations';
import type { Answer, Token, SandboxState } from '../sandbox-state';

/** The sandbox insurer's desk for prior authorizations and referrals, from sandbox-authorizations.ts (the authorizations port). */
export class AuthorizationsDesk {
  constructor(private readonly state: SandboxState) {}

  authorizations(token: Token, today: string): Answer<readonly Authorization[]> {
    return this.state.withMember(token, today, (session) => listAuthorizations(this.state.memberPlan(session, today)));
  }

  priorAuthorizationRules(token: Token, today: string): Answer<readonly PriorAuthorizationRule[]> {
    return this.state.withMember(token, today, (session) => priorAuthorizationRules(this.state.memberPlan(session, today)));
  }
}
