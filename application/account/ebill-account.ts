import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { brandConfig } from '../../domain/rules/brands';
import { originAllowListed } from '../../domain/rules/external-links';
import { ebillPageUrl } from '../../domain/rules/member-account';
import { ebillVisible } from '../../domain/rules/menus-and-permissions';
import type { GatewayError } from '../shared/gateway-error';
import { EBILL_GATEWAY, type EbillGateway } from '../ports/ebill-gateway';
import { ANALYTICS, APP_CONFIG, BRAND_RESOLVER, NAVIGATOR, type Analytics, type AppConfig, type BrandResolver, type Navigator } from '../ports/platform';
import { SESSION_TOKENS, type SessionTokens } from '../ports/session';
import type { AccountState } from '../shared/resolve-account-state';

export type EbillAccountOutcome =
  | { readonly kind: 'loaded'; readonly registered: boolean }
  /** No eBill, termed, or Providence: the page is not offered (spec section 6). */
  | { readonly kind: 'hidden' }
  | { readonly kind: 'error'; readonly error: GatewayError };

@injectable()
export class LoadEbillAccount {
  constructor(@inject(EBILL_GATEWAY) private readonly ebill: EbillGateway) {}

  async execute(state: AccountState): Promise<EbillAccountOutcome> {
    if (!ebillVisible(state.menuFacts)) return { kind: 'hidden' };
    const registered = await this.ebill.ebillRegistered();
    return isLeft(registered) ? { kind: 'error', error: registered.left } : { kind: 'loaded', registered: registered.right };
  }
}

export type RegisterForEbillOutcome = { readonly kind: 'registered' } | { readonly kind: 'error'; readonly error: GatewayError };

/** Registers the member for eBill (PUT, empty body). */
@injectable()
export class RegisterForEbill {
  constructor(@inject(EBILL_GATEWAY) private readonly ebill: EbillGateway) {}

  async execute(): Promise<RegisterForEbillOutcome> {
    const done = await this.ebill.registerEbillUser();
    return isLeft(done) ? { kind: 'error', error: done.left } : { kind: 'registered' };
  }
}

export type OpenEbillOutcome = { readonly kind: 'opened' } | { readonly kind: 'unavailable' };

/**
 * Leaves for the eBill page with theme, dashboardlink, idptoken (the session token) and firsttime=Y when
 * the member is not yet registered (spec section 7). The token goes only to an allow-listed eBill origin;
 * it is never logged: a refusal logs the reason alone.
 */
@injectable()
export class OpenEbill {
  constructor(
    @inject(APP_CONFIG) private readonly config: AppConfig,
    @inject(SESSION_TOKENS) private readonly tokens: SessionTokens,
    @inject(BRAND_RESOLVER) private readonly brand: BrandResolver,
    @inject(NAVIGATOR) private readonly navigator: Navigator,
    @inject(ANALYTICS) private readonly analytics: Analytics,
  ) {}

  execute(registered: boolean): OpenEbillOutcome {
    const ebill = this.config.ebill;
    const token = this.tokens.current();
    if (ebill === undefined || token === null) {
      this.analytics.log('ebill-link-unavailable', { reason: ebill === undefined ? 'not-configured' : 'no-session' });
      return { kind: 'unavailable' };
    }
    if (!originAllowListed(ebill.pageUrl, this.config.redirectAllowList)) {
      this.analytics.log('ebill-link-refused', { reason: 'origin' });
      return { kind: 'unavailable' };
    }
    const url = ebillPageUrl({
      pageUrl: ebill.pageUrl,
      theme: brandConfig(this.brand.domainId()).themeId,
      dashboardLink: ebill.dashboardLink,
      idpToken: token,
      registered,
    });
    if (url === null) return { kind: 'unavailable' };
    this.navigator.assign(url);
    return { kind: 'opened' };
  }
}
