import { observer } from 'mobx-react-lite';
import { footerCopy } from '../../domain/copy/footer-copy';
import { TAGLINES } from '../../domain/copy/taglines';
import { useService } from '../app/ServicesProvider';
import { PageHeading } from '../components/PageHeading';
import { SessionStore } from '../stores/session-store';
import { LANGUAGE_ASSISTANCE_COPY as COPY } from './language-assistance-copy';
import { PublicPageBackLink, telHref } from './PublicPageBackLink';
import './contact.css';
import { ExternalLink } from '../components/ExternalLink';

/**
 * /language-assistance (public, linked from every page's footer): free language help and other aids, how
 * to ask for them with the brand's number, the taglines each in its own language, and the nondiscrimination
 * notice with the brand's full statement.
 */
export default observer(function LanguageAssistancePage() {
  const session = useService(SessionStore);
  const brand = session.brand;
  const statement = footerCopy(brand.domainId).nondiscrimination;
  return (
    <div className="contact-page statement-page">
      <PublicPageBackLink />
      <PageHeading>{COPY.heading}</PageHeading>
      <p className="contact-page__intro">{COPY.intro(brand.name)}</p>
      <p>
        {COPY.howToAsk} <a href={telHref(brand.supportPhone)}>{brand.supportPhone}</a> ({COPY.tty}).
      </p>
      <section aria-labelledby="language-taglines" className="card">
        <h2 id="language-taglines">{COPY.taglinesHeading}</h2>
        <ul className="taglines" data-testid="taglines">
          {TAGLINES.map((tagline) => (
            <li key={tagline.lang} lang={tagline.lang} dir={tagline.dir}>
              <strong>{tagline.name}</strong>
              <p>{tagline.text(brand.supportPhone)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="language-nondiscrimination">
        <h2 id="language-nondiscrimination">{COPY.nondiscriminationHeading}</h2>
        <p>{COPY.nondiscrimination(brand.name)}</p>
        <ExternalLink href={statement.href}>{COPY.fullStatement}</ExternalLink>
      </section>
    </div>
  );
});
