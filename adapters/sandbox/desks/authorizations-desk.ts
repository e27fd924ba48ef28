import { map } from 'fp-ts/Either';
import type { Language } from '../../../domain/copy/language';
import { authorizationIn } from '../personas/insurer-language';
import type { Authorization, AuthorizationsPage, AuthorizationsQuery, Paging, PriorAuthorizationRule } from '../../../domain/model';
import { findAuthorization, listAuthorizations, pageAuthorizations, priorAuthorizationRules } from '../sandbox-authorizations';
import type { Answer, Token, SandboxState } from '../sandbox-state';

/** The sandbox insurer's desk for prior authorizations and referrals, from sandbox-authorizations.ts (the authorizations port). */
export class AuthorizationsDesk {
  constructor(private readonly state: SandboxState) {}

  /** The member's requests with their texts (service, denial reason, what the plan needs) in the member's language. */
  authorizations(token: Token, today: string, language: Language = 'en'): Answer<readonly Authorization[]> {
    return this.state.withMember(token, today, (session) =>
      map((items: readonly Authorization[]) => items.map((item) => authorizationIn(language, item)))(listAuthorizations(this.state.memberPlan(session, today))),
    );
  }

  /** A page of the tracker's requests, their texts in the member's language. */
  authorizationsPage(token: Token, query: AuthorizationsQuery, paging: Paging, today: string, language: Language = 'en'): Answer<AuthorizationsPage> {
    const inLanguage = (items: readonly Authorization[]) => items.map((item) => authorizationIn(language, item));
    return this.state.withMember(token, today, (session) =>
      map((page: AuthorizationsPage) => ({ ...page, items: inLanguage(page.items), expiringSoon: inLanguage(page.expiringSoon) }))(
        pageAuthorizations(this.state.memberPlan(session, today), query, paging),
      ),
    );
  }

  /** One request by its reference, its texts in the member's language. */
  authorization(token: Token, request: { readonly authorizationId: string }, today: string, language: Language = 'en'): Answer<Authorization> {
    return this.state.withMember(token, today, (session) =>
      map((item: Authorization) => authorizationIn(language, item))(findAuthorization(this.state.memberPlan(session, today), request.authorizationId)),
    );
  }

  priorAuthorizationRules(token: Token, today: string): Answer<readonly PriorAuthorizationRule[]> {
    return this.state.withMember(token, today, (session) => priorAuthorizationRules(this.state.memberPlan(session, today)));
  }
}
