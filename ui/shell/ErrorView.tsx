import { Link } from 'wouter';
import { errorPage } from '../../domain/rules/error-catalogue';
import { Icon } from '../components/Icon';
import { PageHeading } from '../components/PageHeading';
import { ERROR_PAGE_UI_COPY } from './shell-copy';

/**
 * The error page of spec section 8, for any status. Its links: Home and Customer service (/contact-us)
 * for visitors; Home (/home) and Customer service (/support/customer-service) for logged-in members.
 */
export function ErrorView({ status, loggedIn, onLeave }: { status: number; loggedIn: boolean; onLeave?: () => void }) {
  const content = errorPage(status, loggedIn);
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
              onClick={onLeave}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
