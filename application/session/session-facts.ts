import { inject, injectable } from 'inversify';
import type { DomainId, TokenClaims } from '../../domain/model';
import { readTokenClaims } from '../../domain/rules/token-claims';
import { BRAND_RESOLVER, type BrandResolver } from '../ports/platform';
import { SESSION_TOKENS, TEMPORARY_STATE, type SessionTokens, type TemporaryState } from '../ports/session';

/** What is true about the visitor right now: which brand, which tokens, who the token says they are. */
export interface SessionSnapshot {
  readonly domainId: DomainId;
  readonly authorised: boolean;
  readonly hasTempToken: boolean;
  /** Claims of the session token, else of the temporary token. */
  readonly claims: TokenClaims | null;
}

@injectable()
export class ReadSession {
  constructor(
    @inject(SESSION_TOKENS) private readonly tokens: SessionTokens,
    @inject(TEMPORARY_STATE) private readonly temporary: TemporaryState,
    @inject(BRAND_RESOLVER) private readonly brand: BrandResolver,
  ) {}

  execute(): SessionSnapshot {
    const sessionToken = this.tokens.current();
    const sessionClaims = sessionToken === null ? null : readTokenClaims(sessionToken);
    const tempToken = this.temporary.tempToken();
    return {
      domainId: this.brand.domainId(),
      authorised: sessionClaims !== null,
      hasTempToken: tempToken !== null,
      claims: sessionClaims ?? (tempToken === null ? null : readTokenClaims(tempToken)),
    };
  }
}
