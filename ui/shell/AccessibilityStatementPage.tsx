import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import { useService } from '../app/ServicesProvider';
import { EmailLink } from '../components/EmailLink';
import { PageHeading } from '../components/PageHeading';
import { SessionStore } from '../stores/session-store';
import { ACCESSIBILITY_COPY } from './accessibility-copy';
import { PublicPageBackLink, telHref } from './PublicPageBackLink';
import './contact.css';

/**
 * /accessibility (public, linked from every page's footer): the standard the dashboard meets, how it is
 * tested, and how to report a barrier, with the brand's own phone number and address.
 */
export default observer(function AccessibilityStatementPage() {
  const session = useService(SessionStore);
  const brand = session.brand;
  return (
    <div className="contact-page statement-page">
      <PublicPageBackLink />
      <PageHeading>{ACCESSIBILITY_COPY.heading}</PageHeading>
      <p className="contact-page__intro">{ACCESSIBILITY_COPY.intro(brand.name)}</p>
      <section aria-labelledby="statement-standard">
        <h2 id="statement-standard">{ACCESSIBILITY_COPY.standardHeading}</h2>
        <p>{ACCESSIBILITY_COPY.standard}</p>
      </section>
      <section aria-labelledby="statement-report" className="card">
        <h2 id="statement-report">{ACCESSIBILITY_COPY.reportHeading}</h2>
        <p>{ACCESSIBILITY_COPY.report}</p>
        <ul className="statement-page__ways">
          <li>
            {ACCESSIBILITY_COPY.phone} <a href={telHref(brand.supportPhone)}>{brand.supportPhone}</a> ({ACCESSIBILITY_COPY.tty})
          </li>
          {brand.supportEmail !== null && (
            <li>
              {ACCESSIBILITY_COPY.email} <EmailLink address={brand.supportEmail} />
            </li>
          )}
          <li>
            <Link href={session.authorised ? '/support/customer-service' : '/contact-us'}>{ACCESSIBILITY_COPY.contactUs}</Link>
          </li>
        </ul>
      </section>
      <section aria-labelledby="statement-testing">
        <h2 id="statement-testing">{ACCESSIBILITY_COPY.testingHeading}</h2>
        <ul>
          {ACCESSIBILITY_COPY.testing.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="statement-limits">
        <h2 id="statement-limits">{ACCESSIBILITY_COPY.limitsHeading}</h2>
        <p>{ACCESSIBILITY_COPY.limits}</p>
      </section>
    </div>
  );
});
