import { makeAutoObservable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { LoadContactUs, type ContactUsView } from '../../application/shell/load-contact-us';
import { sanitizeServiceHtml, trustedServiceHtml } from './safe-html';

/** The contact pages (/contact-us and /support/customer-service): the brand's contacts and holiday calendar. */
@injectable()
export class ContactStore {
  view: ContactUsView | null = null;

  constructor(@inject(LoadContactUs) private readonly loadContactUs: LoadContactUs) {
    makeAutoObservable<ContactStore, 'loadContactUs'>(this, { loadContactUs: false });
  }

  async load(): Promise<void> {
    const view = await this.loadContactUs.execute();
    runInAction(() => (this.view = view));
  }

  /** The holiday calendar, sanitised to text formatting (never the service's HTML as it came). */
  get calendarHtml(): TrustedHTML | string | null {
    const calendar = this.view?.holidayCalendar;
    if (calendar === undefined || calendar.kind !== 'html') return null;
    return sanitizeServiceHtml(calendar.html).trim() === '' ? null : trustedServiceHtml(calendar.html);
  }
}
