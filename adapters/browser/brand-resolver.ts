import type { BrandResolver, KeyValueStore } from '../../application/ports';
import type { DomainId } from '../../domain/model';
import { parseDomainId } from '../../domain/rules/brands';
import { domainOfHost } from '../config';
import type { BrowserConfig, PageLocation } from './browser-tokens';
import { SessionPin } from './session-pin';

/**
 * The brand comes from the host name (configured map, default 1). In the sandbox, `domain=1|2|5` switches
 * it for the rest of the browser session: `pin` is that parameter (sandboxDomainPin), null in production,
 * whose build leaves the pin out (browser-platform.ts).
 */
export class ConfiguredBrandResolver implements BrandResolver {
  constructor(
    private readonly config: BrowserConfig,
    private readonly location: Pick<PageLocation, 'hostname'>,
    private readonly pin: SessionPin<DomainId> | null,
  ) {}

  domainId(): DomainId {
    return this.pin?.value() ?? domainOfHost(this.config.hostDomains, this.location.hostname, this.config.defaultDomain);
  }
}

/** Sandbox only: the brand `domain=` pins for the browser session. */
export const sandboxDomainPin = (store: KeyValueStore, location: PageLocation): SessionPin<DomainId> =>
  new SessionPin(store, location, 'domain', 'md_sandbox_domain', parseDomainId);
