import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { contactGroups, type ContactGroup } from '../../domain/copy/contact-copy';
import type { DomainId } from '../../domain/model';
import { brandConfig } from '../../domain/rules/brands';
import { CONTENT_GATEWAY, type ContentGateway } from '../ports/content-gateway';
import { ANALYTICS, BRAND_RESOLVER, type Analytics, type BrandResolver } from '../ports/platform';

/** The holiday calendar as fetched: raw HTML to be sanitised by the view, or unavailable. */
export type HolidayCalendar = { readonly kind: 'html'; readonly html: string } | { readonly kind: 'unavailable' };

export interface ContactUsView {
  readonly domainId: DomainId;
  readonly brandName: string;
  readonly groups: readonly ContactGroup[];
  readonly holidayCalendar: HolidayCalendar;
}

/**
 * What the contact pages show (spec section 2, contact-us): the brand's phone, hours and e-mail groups and
 * the holiday calendar fetched by domain. The calendar is a courtesy next to the phone numbers: when it
 * cannot be fetched the page still shows every way to reach the insurer (a failure page would hide the
 * numbers from the very people who need them) and the failure is logged.
 */
@injectable()
export class LoadContactUs {
  constructor(
    @inject(CONTENT_GATEWAY) private readonly content: ContentGateway,
    @inject(BRAND_RESOLVER) private readonly brand: BrandResolver,
    @inject(ANALYTICS) private readonly analytics: Analytics,
  ) {}

  async execute(): Promise<ContactUsView> {
    const domainId = this.brand.domainId();
    const config = brandConfig(domainId);
    const calendar = await this.content.holidayCalendar(domainId);
    if (isLeft(calendar)) this.analytics.log('holiday-calendar-unavailable', { status: calendar.left.status });
    return {
      domainId,
      brandName: config.name,
      groups: contactGroups(domainId),
      holidayCalendar: isLeft(calendar) || calendar.right.trim() === '' ? { kind: 'unavailable' } : { kind: 'html', html: calendar.right },
    };
  }
}
