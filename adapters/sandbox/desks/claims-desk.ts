import { map, right } from 'fp-ts/Either';
import type { Language } from '../../../domain/copy/language';
import { claimIn } from '../personas/insurer-language';
import { summarisedPage } from '../../../domain/rules/claims-paging';
import type { Claim, ClaimsMetadata, ClaimsPage, Paging, ClaimsQuery, EobDocument, EobsPage, NavitusPharmacy } from '../../../domain/model';
import { claimsMetadata, eobPdf, findClaim, listClaims, listEobs, navitusPharmacy, pageClaims, pageEobs } from '../sandbox-claims';
import type { Answer, Token, SandboxState } from '../sandbox-state';

/** The sandbox insurer's desk for claims, EOBs and Navitus, from sandbox-claims.ts (the claims port). */
export class ClaimsDesk {
  constructor(private readonly state: SandboxState) {}

  /** Claims with their texts (status reasons, lines' descriptions and remarks) in the member's language. */
  claims(token: Token, query: ClaimsQuery, today: string, language: Language = 'en'): Answer<readonly Claim[]> {
    return this.state.withMember(token, today, (session) => map((claims: readonly Claim[]) => claims.map((claim) => claimIn(language, claim)))(listClaims(this.state.memberPlan(session, today), query)));
  }

  /** A page of the claims, its claims' texts in the member's language. */
  claimsPage(token: Token, query: ClaimsQuery, paging: Paging, today: string, language: Language = 'en'): Answer<ClaimsPage> {
    return this.state.withMember(token, today, (session) =>
      map((page: ClaimsPage<Claim>) => summarisedPage({ ...page, items: page.items.map((claim) => claimIn(language, claim)) }))(pageClaims(this.state.memberPlan(session, today), query, paging)),
    );
  }

  claimsMetadata(token: Token, today: string): Answer<ClaimsMetadata> {
    return this.state.withMember(token, today, (session) => claimsMetadata(this.state.memberPlan(session, today)));
  }

  claim(token: Token, request: { readonly claimId: string }, today: string, language: Language = 'en'): Answer<Claim> {
    return this.state.withMember(token, today, (session) => map((claim: Claim) => claimIn(language, claim))(findClaim(this.state.memberPlan(session, today), request.claimId)));
  }

  eobs(token: Token, today: string): Answer<readonly EobDocument[]> {
    return this.state.withMember(token, today, (session) => listEobs(this.state.memberPlan(session, today)));
  }

  /** A page of the EOB documents (the subscriber's only). */
  eobsPage(token: Token, paging: Paging, today: string): Answer<EobsPage> {
    return this.state.withMember(token, today, (session) => pageEobs(this.state.memberPlan(session, today), paging));
  }

  async eobPdf(token: Token, request: { readonly eobId: string }, today: string): Promise<Answer<Uint8Array>> {
    const desk = this.state.withMember(token, today, (session) => right(this.state.memberPlan(session, today)));
    return desk._tag === 'Left' ? desk : eobPdf(desk.right, request.eobId);
  }

  navitus(token: Token, today: string): Answer<NavitusPharmacy> {
    return this.state.withMember(token, today, (session) => navitusPharmacy(this.state.memberPlan(session, today)));
  }
}
