import { Link } from 'wouter';
import { FOOTER_COPY, type FooterCopy } from '../../domain/copy/footer-copy';
import type { MenuSection } from '../../domain/rules/shell-menus';
import type { AccreditationSeal } from '../../application/shell/load-shell-content';
import { gatewayLang } from '../i18n/gateway-lang';
import { MenuLink } from './MenuLink';
import { SHELL_COPY } from './shell-copy';
import { term } from '../../domain/copy/terms-copy';
import { ExternalLink } from '../components/ExternalLink';

export interface FooterProps {
  /** A logged-in member's site map (shown on desktop); empty for visitors. */
  readonly siteMap: readonly MenuSection[];
  readonly copy: FooterCopy;
  readonly year: number;
  readonly seal: AccreditationSeal | null;
}

/**
 * The footer (spec section 2): a site map on desktop for logged-in members, copyright, disclaimers, the
 * privacy centre and non-discrimination statement, the accessibility statement (a page of ours, for
 * visitors too), and the accreditation seal when the accreditation service has one.
 */
export function Footer({ siteMap, copy, year, seal }: FooterProps) {
  return (
    <footer className="footer">
      {siteMap.length > 0 && (
        <nav aria-label={SHELL_COPY.siteMapLabel} className="site-map">
          <ul className="site-map__columns">
            {siteMap.map((section) => (
              <li key={section.item.label} className="site-map__column">
                {section.children.length === 0 ? (
                  <Link href={section.item.path} className="site-map__heading">
                    {term(section.item.label)}
                  </Link>
                ) : (
                  <>
                    <span className="site-map__heading">{term(section.item.label)}</span>
                    <ul className="site-map__links">
                      {section.children.map((child) => (
                        <li key={child.path}>
                          <MenuLink item={child} className="site-map__link" />
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="footer__legal">
        <div className="footer__text">
          <ul className="footer__links" aria-label={SHELL_COPY.footerLinksLabel}>
            {[copy.privacyCenter, copy.nondiscrimination].map((link) => (
              <li key={link.href}>
                <ExternalLink href={link.href}>{link.label}</ExternalLink>
              </li>
            ))}
            <li>
              <Link href="/accessibility">{FOOTER_COPY.accessibility}</Link>
            </li>
            <li>
              <Link href="/language-assistance">{FOOTER_COPY.languageAssistance}</Link>
            </li>
          </ul>
          {copy.disclaimers.map((line) => (
            <p key={line} className="footer__disclaimer">
              {line}
            </p>
          ))}
          <p className="footer__copyright">{SHELL_COPY.copyright(year, copy.copyrightHolder)}</p>
        </div>
        {seal !== null && (
          <div className="footer__seal">
            {seal.url === null ? (
              <img src={seal.logo} alt={seal.description} lang={gatewayLang()} width={72} height={72} />
            ) : (
              <ExternalLink href={seal.url} trailingIcon={false}>
                <img src={seal.logo} alt={seal.description} lang={gatewayLang()} width={72} height={72} />
              </ExternalLink>
            )}
          </div>
        )}
      </div>
    </footer>
  );
}
