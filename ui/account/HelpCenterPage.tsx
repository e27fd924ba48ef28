import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import { contactGroups } from '../../domain/copy/contact-copy';
import { PATHS } from '../../domain/routes';
import { useService } from '../app/ServicesProvider';
import { Icon } from '../components/Icon';
import { EmailLink } from '../components/EmailLink';
import { PageHeading } from '../components/PageHeading';
import { SessionStore } from '../stores/session-store';
import { ACCOUNT_COPY } from './account-copy';
import { AccountLayout } from './AccountLayout';

/** The help center: common questions and the brand's contacts (spec sections 2 and 9). */
export default observer(function HelpCenterPage() {
  const domainId = useService(SessionStore).domainId;
  return (
    <AccountLayout>
      {() => (
        <div className="account-page">
          <PageHeading>{ACCOUNT_COPY.helpCenterHeading}</PageHeading>
          <p className="account-page__intro">{ACCOUNT_COPY.helpCenterIntro}</p>
          <section className="account-section" aria-labelledby="faq-title">
            <h2 id="faq-title" className="account-section__title">
              {ACCOUNT_COPY.faqTitle}
            </h2>
            <div className="faq-list">
              {ACCOUNT_COPY.faqs.map((faq) => (
                <details key={faq.question} className="faq">
                  <summary>{faq.question}</summary>
                  <p>{faq.answer}</p>
                </details>
              ))}
            </div>
          </section>
          <section className="account-section" aria-labelledby="contact-title">
            <h2 id="contact-title" className="account-section__title">
              {ACCOUNT_COPY.contactTitle}
            </h2>
            <div className="account-grid">
              {contactGroups(domainId).map((group, index) => (
                <section key={group.title} className="card account-card" aria-labelledby={`contact-group-${index}`}>
                  <h3 id={`contact-group-${index}`} className="card__title">
                    {group.title}
                  </h3>
                  <ul className="contact-list">
                    {group.lines.map((line) => (
                      <li key={line.label}>
                        <Icon name="phone" size={18} />
                        <span>
                          {line.label}: <a href={`tel:${line.phone.replace(/[^\d+]/g, '')}`}>{line.phone}</a>
                        </span>
                      </li>
                    ))}
                    {group.email !== null && (
                      <li>
                        <Icon name="mail" size={18} />
                        <EmailLink address={group.email} />
                      </li>
                    )}
                    {group.hours.map((hours) => (
                      <li key={hours}>
                        <Icon name="clock" size={18} />
                        <span>{hours}</span>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
            <p>
              <Link href={PATHS.customerService}>{ACCOUNT_COPY.customerServicePage}</Link>
            </p>
          </section>
        </div>
      )}
    </AccountLayout>
  );
});
