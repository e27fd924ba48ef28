import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import type { BenefitCategory } from '../../domain/rules/benefit-categories';
import { benefitsPageAllowed } from '../../domain/rules/benefits-access';
import type { BenefitsMenuItem } from '../../domain/rules/menus';
import { ROUTES } from '../../domain/rules/menus';
import type { AccountState } from '../../application/use-cases/resolve-account-state';
import { useService } from '../app/ServicesProvider';
import { Spinner } from '../components/Spinner';
import { AccountStore } from '../stores/account-store';
import { BENEFITS_COPY } from './benefits-copy';
import './benefits.css';

type Props = {
  /** The benefits page this is (decides who may open it). */
  readonly page: BenefitCategory;
  /** Whether to show the benefits side navigation (not on the ID card or passport dental pages). */
  readonly nav?: boolean;
  readonly children: (state: AccountState) => ReactNode;
};

/**
 * The benefits pages' frame: resolves the account state, sends members who may not be here away (home
 * without active or future eligibility, else the first benefits page) and shows the benefits menu
 * (AccountStore.benefitsMenu) beside the page. Summary is offered first when the menu has no entry for it.
 */
export const BenefitsLayout = observer(function BenefitsLayout({ page, nav = true, children }: Props) {
  const account = useService(AccountStore);
  useEffect(() => {
    void account.ensure();
  }, [account]);

  const state = account.state;
  if (state === null) return <Spinner label={BENEFITS_COPY.loading} />;
  if (!benefitsPageAllowed(page, state.menuFacts)) {
    // Covered members go to their first benefits page; anyone else goes home.
    const covered = benefitsPageAllowed('Summary', state.menuFacts);
    return <Redirect to={covered ? (account.benefitsMenu[0]?.path ?? ROUTES.home) : ROUTES.home} replace />;
  }
  if (!nav) return <div className="benefits-page">{children(state)}</div>;
  return (
    <div className="benefits-layout">
      <BenefitsNav items={account.benefitsMenu} />
      <div className="benefits-layout__content">{children(state)}</div>
    </div>
  );
});

function BenefitsNav({ items }: { readonly items: readonly BenefitsMenuItem[] }) {
  const [location] = useLocation();
  const listRef = useRef<HTMLUListElement>(null);
  // On phones and tablets the menu is a horizontal strip: bring the current page's entry into view (centred
  // where it can be), so that the member sees where they are without scrolling the strip themselves.
  useLayoutEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list === null || list === undefined || current === null || current === undefined || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = Math.max(0, current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2);
  }, [location]);
  const withSummary: readonly { readonly label: string; readonly path: string }[] = items.some((item) => item.category === 'Summary')
    ? items
    : [{ label: BENEFITS_COPY.summaryNavLabel, path: ROUTES.benefitsSummary }, ...items];
  return (
    <nav className="benefits-nav" aria-label={BENEFITS_COPY.navLabel}>
      <ul ref={listRef} className="benefits-nav__list">
        {withSummary.map((item) => {
          const current = location === item.path || location.startsWith(`${item.path}/`);
          return (
            <li key={item.path}>
              <Link href={item.path} className={current ? 'benefits-nav__link benefits-nav__link--current' : 'benefits-nav__link'} aria-current={current ? 'page' : undefined}>
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
