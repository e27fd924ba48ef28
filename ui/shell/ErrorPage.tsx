import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import { errorPage } from '../../domain/rules/error-catalogue';
import { useService } from '../app/ServicesProvider';
import { PageHeading } from '../components/PageHeading';
import { SessionStore } from '../stores/session-store';

/** The error page of spec section 8, for any status; shown at /error/{status} or in place of a page. */
export const ErrorPage = observer(function ErrorPage({ status }: { status: number }) {
  const session = useService(SessionStore);
  const content = errorPage(status, session.authorised);
  return (
    <section className="error-page" aria-labelledby="error-heading">
      <PageHeading id="error-heading">{content.heading}</PageHeading>
      {content.detail !== null && <p className="error-page__detail">{content.detail}</p>}
      {content.tips.length > 0 && (
        <ul className="error-page__tips">
          {content.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      )}
      <ul className="inline-links">
        {content.links.map((link) => (
          <li key={`${link.label}-${link.href}`}>
            <Link href={link.href} onClick={() => session.clearFailure()}>
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
