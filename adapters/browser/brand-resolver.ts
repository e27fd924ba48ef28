import type { AppConfig, BrandResolver, KeyValueStore } from '../../application/ports';
import type { DomainId } from '../../domain/model';
import { parseDomainId } from '../../domain/rules/brands';
import { domainOfHost } from '../config';
import type { BrowserConfig, PageLocation } from './browser-tokens';
import { SessionPin } from './session-pin';

/**
 * The brand comes from the host name (configured map, default 1). In the sandbox only, `domain=1|2|5`
 * switches it for the rest of the browser session; production ignores the parameter.
 */
export class ConfiguredBrandResolver implements BrandResolver {
  private readonly pin: SessionPin<DomainId>;

  constructor(
    private readonly config: BrowserConfig,
    private readonly app: Pick<AppConfig, 'sandbox'>,
    store: KeyValueStore,
    private readonly location: PageLocation,
  ) {
    this.pin = new SessionPin(store, location, 'domain', 'md_sandbox_domain', parseDomainId);
  }

  domainId(): DomainId {
    if (this.app.sandbox) {
      const pinned = this.pin.value();
      if (pinned !== null) return pinned;
    }
    return domainOfHost(this.config.hostDomains, this.location.hostname, this.config.defaultDomain);
  }
}
