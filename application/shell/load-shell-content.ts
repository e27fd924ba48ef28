import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { AccreditationDetails, ChatConfig } from '../../domain/model';
import { chatAvailable, chatHostName } from '../../domain/rules/chat';
import { safeLinkHref } from '../../domain/rules/external-links';
import { CONTENT_GATEWAY, type ContentGateway } from '../ports/content-gateway';
import { ANALYTICS, APP_CONFIG, type Analytics, type AppConfig } from '../ports/platform';

/** The seal as the footer shows it: both addresses came from a response and passed the link check. */
export interface AccreditationSeal {
  readonly logo: string;
  readonly description: string;
  /** null: the seal shows without a link. */
  readonly url: string | null;
}

/**
 * The footer's optional accreditation seal (spec section 2). Optional means a failure only leaves the seal
 * out (and is logged): the footer is on every page, the error page included.
 */
@injectable()
export class LoadAccreditation {
  constructor(
    @inject(CONTENT_GATEWAY) private readonly content: ContentGateway,
    @inject(APP_CONFIG) private readonly config: AppConfig,
    @inject(ANALYTICS) private readonly analytics: Analytics,
  ) {}

  async execute(): Promise<AccreditationSeal | null> {
    const accreditation = await this.content.accreditation();
    if (isLeft(accreditation)) {
      this.analytics.log('accreditation-unavailable', { status: accreditation.left.status });
      return null;
    }
    return accreditation.right === null ? null : this.seal(accreditation.right);
  }

  /** Addresses from a response are only used when they cannot hurt (external-links.ts); no image, no seal. */
  private seal(details: AccreditationDetails): AccreditationSeal | null {
    const logo = safeLinkHref(details.logo, this.config.redirectAllowList);
    if (logo === null) return null;
    return { logo, description: details.description, url: safeLinkHref(details.url, this.config.redirectAllowList) };
  }
}

export type ChatAvailability =
  | { readonly kind: 'available'; readonly config: ChatConfig }
  | { readonly kind: 'unavailable' };

/**
 * Whether chat may start for the logged-in member (spec section 3): their chat configuration says
 * displayChat and names the deployment's one known chat host. A failure to read it means no chat.
 */
@injectable()
export class ResolveChat {
  constructor(
    @inject(CONTENT_GATEWAY) private readonly content: ContentGateway,
    @inject(APP_CONFIG) private readonly config: AppConfig,
    @inject(ANALYTICS) private readonly analytics: Analytics,
  ) {}

  /** Whether this deployment offers chat at all: it names a known chat host. */
  get offered(): boolean {
    return chatHostName(this.config.chatHost) !== null;
  }

  /** A deployment that names no chat host never asks the gateway for the member's chat settings. */
  async execute(): Promise<ChatAvailability> {
    if (!this.offered) return { kind: 'unavailable' };
    const chat = await this.content.chatConfig();
    if (isLeft(chat)) {
      this.analytics.log('chat-config-unavailable', { status: chat.left.status });
      return { kind: 'unavailable' };
    }
    return chat.right !== null && chatAvailable(chat.right, this.config.chatHost) ? { kind: 'available', config: chat.right } : { kind: 'unavailable' };
  }
}
