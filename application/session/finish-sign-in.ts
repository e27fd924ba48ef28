import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { readTokenClaims } from '../../domain/rules/token-claims';
import {
  firstPostLoginStep,
  providencePostLoginStep,
  redirectDecision,
  regularPostLoginStep,
} from '../../domain/rules/post-login-routing';
import type { GatewayError } from '../shared/gateway-error';
import { ACCOUNT_GATEWAY, type AccountGateway } from '../ports/account-gateway';
import { AUTH_GATEWAY, type AuthGateway } from '../ports/auth-gateway';
import {
  ANALYTICS,
  APP_CONFIG,
  BRAND_RESOLVER,
  NAVIGATOR,
  type Analytics,
  type AppConfig,
  type BrandResolver,
  type Navigator,
} from '../ports/platform';
import { SESSION_TOKENS, TEMPORARY_STATE, type SessionTokens, type TemporaryState } from '../ports/session';

/** Where post-login routing ended, so that callers and tests can see what happened. */
export type SignInOutcome =
  | { readonly kind: 'routed'; readonly path: string }
  | { readonly kind: 'single-sign-on'; readonly url: string }
  | { readonly kind: 'redirected'; readonly url: string; readonly reload: boolean }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'error'; readonly error: GatewayError };

/**
 * Post-login routing of spec section 4, steps 1 to 4: asks the domain for the next step, fetches the
 * facts each step needs, and performs it. Run after login and after every screen that interrupts the
 * journey (group selection, update email, registration policies, new ID).
 */
@injectable()
export class FinishSignIn {
  constructor(
    @inject(AUTH_GATEWAY) private readonly auth: AuthGateway,
    @inject(ACCOUNT_GATEWAY) private readonly account: AccountGateway,
    @inject(SESSION_TOKENS) private readonly tokens: SessionTokens,
    @inject(TEMPORARY_STATE) private readonly temporary: TemporaryState,
    @inject(BRAND_RESOLVER) private readonly brand: BrandResolver,
    @inject(NAVIGATOR) private readonly navigator: Navigator,
    @inject(APP_CONFIG) private readonly config: AppConfig,
    @inject(ANALYTICS) private readonly analytics: Analytics,
  ) {}

  /** @param redirect the redirect of the last token response, if any. */
  async execute(redirect: string | null = null): Promise<SignInOutcome> {
    const tempToken = this.temporary.tempToken();
    const claims = tempToken === null ? null : readTokenClaims(tempToken);
    const domainId = this.brand.domainId();
    const first = firstPostLoginStep({
      hasTempToken: claims !== null,
      hasSessionToken: this.tokens.current() !== null,
      domainId,
      tokenRole: claims?.role ?? null,
    });
    if (first.kind === 'go') return this.route(first.path);
    if (tempToken === null || claims === null) return this.route('/logout');

    if (first.kind === 'fetch-providence') {
      const policies = await this.account.registrationPolicies();
      if (isLeft(policies)) return { kind: 'error', error: policies.left };
      const step = providencePostLoginStep({
        communicationPolicySigned: policies.right.isCommunicationPolicySigned,
        issuedByNewId: claims.issuedByNewId,
      });
      return step.kind === 'go' ? this.route(step.path) : this.complete(tempToken, step.path, redirect);
    }

    const [status, groups, preferences] = await Promise.all([
      this.account.status(),
      this.auth.groups(),
      this.account.preferences(),
    ]);
    if (isLeft(status)) return { kind: 'error', error: status.left };
    if (isLeft(groups)) return { kind: 'error', error: groups.left };
    if (isLeft(preferences)) return { kind: 'error', error: preferences.left };

    const step = regularPostLoginStep({
      groups: groups.right,
      groupSelected: this.temporary.groupSelected(),
      memberKey: claims.memberKey,
      emailAddress: preferences.right.emailAddress,
      issuedByNewId: claims.issuedByNewId,
      crmNavigationBlocked: this.temporary.crmNavigationBlocked(),
      accountStatus: status.right,
    });
    switch (step.kind) {
      case 'go':
        return this.route(step.path);
      case 'failed':
        return { kind: 'failed', message: step.message };
      case 'single-sign-on':
        return this.singleSignOn(tempToken);
      case 'complete':
        return this.complete(tempToken, step.path, redirect);
    }
  }

  private route(path: string): SignInOutcome {
    this.navigator.go(path, { replace: true });
    return { kind: 'routed', path };
  }

  private singleSignOn(token: string): SignInOutcome {
    const url = this.config.singleSignOnUrl;
    const decision = redirectDecision(url, this.config.redirectAllowList, this.navigator.currentPath());
    if (decision !== 'navigate' && decision !== 'reload') {
      this.analytics.log('refused-single-sign-on', { reason: decision });
      return this.complete(token, '/home', null);
    }
    const testEnvironment = this.temporary.testEnvironment();
    this.navigator.postForm(url, testEnvironment === null ? { token } : { token, testenv: testEnvironment });
    return { kind: 'single-sign-on', url };
  }

  private complete(token: string, path: string, redirect: string | null): SignInOutcome {
    this.tokens.store(token);
    this.temporary.setTempToken(null);
    const decision = redirectDecision(redirect, this.config.redirectAllowList, this.navigator.currentPath());
    if (redirect !== null && decision === 'navigate') {
      this.navigator.assign(redirect);
      return { kind: 'redirected', url: redirect, reload: false };
    }
    if (redirect !== null && decision === 'reload') {
      this.navigator.reload();
      return { kind: 'redirected', url: redirect, reload: true };
    }
    if (decision === 'refuse') this.analytics.log('refused-redirect', { path });
    return this.route(path);
  }
}
