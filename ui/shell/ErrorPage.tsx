import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import { errorPage } from '../../domain/rules/error-catalogue';
import { useService } from '../app/ServicesProvider';
import { Icon } from '../components/Icon';
import { PageHeading } from '../components/PageHeading';
import { SessionStore } from '../stores/session-store';
import { ERROR_PAGE_UI_COPY } from './shell-copy';

/**
 * The error page of spec section 8, for any status; shown at /error/{status} or in place of a page. Its
 * links: Home and Customer service (/contact-us) for visitors; Home (/home) and Customer service
 * (/support/customer-service) for logged-in members.
 */
export const ErrorPage = observer(function ErrorPage({ status }: { status: number }) {
  const session = useService(SessionStore);
  const content = errorPage(status, session.authorised);
  return (
    <section className="error-page" aria-labelledby="error-heading">
      <span className="error-page__icon" aria-hidden="true">
        <Icon name="warning" size={28} />
      </span>
      <PageHeading id="error-heading">{content.heading}</PageHeading>
      {content.detail !== null && <p className="error-page__detail">{content.detail}</p>}
      {content.tips.length > 0 && (
        <>
          <h2 id="error-tips-heading" className="error-page__tips-heading">
            {ERROR_PAGE_UI_COPY.tipsHeading}
          </h2>
          <ul className="error-page__tips" aria-labelledby="error-tips-heading">
            {content.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </>
      )}
      <ul className="error-page__links">
        {content.links.map((link, index) => (
          <li key={`${link.label}-${link.href}`}>
            <Link
              href={link.href}
              className={index === 0 ? 'button button--primary' : 'button'}
              onClick={() => session.clearFailure()}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
});

export default function ErrorRoute({ params }: { params: { status?: string } }) {
  const status = Number.parseInt(params.status ?? '', 10);
  return <ErrorPage status={Number.isFinite(status) ? status : 404} />;
}
