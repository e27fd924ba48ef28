import { observer } from 'mobx-react-lite';
import type { ContactGroup } from '../../domain/copy/contact-copy';
import { EmailLink } from '../components/EmailLink';
import { Icon } from '../components/Icon';
import type { ContactStore } from './contact-store';
import { CONTACT_COPY } from './shell-copy';
import { gatewayLang } from '../i18n/gateway-lang';

/** 'tel:' address of a printed number: '1-800-555-0100' dials +18005550100, '711' dials 711. */
export const telHref = (phone: string): string => {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 10 ? `tel:+${digits}` : `tel:${digits}`;
};

const slug = (title: string): string => title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

function ContactCard({ group }: { group: ContactGroup }) {
  const headingId = `contact-${slug(group.title)}`;
  return (
    <section className="card contact-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        {group.title}
      </h2>
      <ul className="contact-card__lines">
        {group.lines.map((line) => (
          <li key={`${line.label}-${line.phone}`}>
            <span className="contact-card__label">{line.label}</span>
            <a className="contact-card__phone" href={telHref(line.phone)}>
              <Icon name="phone" size={18} />
              {line.phone}
            </a>
          </li>
        ))}
      </ul>
      {group.hours.length > 0 && (
        <div className="contact-card__hours">
          <Icon name="clock" size={18} />
          <div>
            <span className="visually-hidden">{CONTACT_COPY.hours}: </span>
            {group.hours.map((hours) => (
              <p key={hours}>{hours}</p>
            ))}
          </div>
        </div>
      )}
      {group.email !== null && (
        <p className="contact-card__email">
          <Icon name="mail" size={18} />
          <span className="visually-hidden">{CONTACT_COPY.email}: </span>
          <EmailLink address={group.email} />
        </p>
      )}
    </section>
  );
}

/** The brand's contact groups and the sanitised holiday calendar, shared by both contact pages. */
export const ContactDirectory = observer(function ContactDirectory({ store }: { store: ContactStore }) {
  const view = store.view;
  if (view === null) return null;
  const calendar = store.calendarHtml;
  return (
    <>
      <div className="contact-grid">
        {view.groups.map((group) => (
          <ContactCard key={group.title} group={group} />
        ))}
      </div>
      <p className="contact-tty">
        <Icon name="info" size={18} />
        {CONTACT_COPY.ttyHint}
      </p>
      <section className="card holiday-calendar" aria-labelledby="holiday-heading">
        <h2 id="holiday-heading" className="card__title">
          {CONTACT_COPY.holidayHeading}
        </h2>
        {calendar === null ? (
          <p>{CONTACT_COPY.holidayUnavailable}</p>
        ) : (
          // Sanitised by DOMPurify to text formatting only (safe-html.ts): no scripts, handlers, links or frames.
          <div className="holiday-calendar__content" data-testid="holiday-calendar" lang={gatewayLang()} dangerouslySetInnerHTML={{ __html: calendar }} />
        )}
      </section>
    </>
  );
});
