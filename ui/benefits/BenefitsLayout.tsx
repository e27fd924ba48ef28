import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import type { BenefitCategory } from '../../domain/rules/benefit-categories';
import { PATHS } from '../../domain/routes';
import { benefitsPageAllowed } from '../../domain/rules/menus-and-permissions';
import type { AccountState } from '../../application/shared/resolve-account-state';
import { useService } from '../app/ServicesProvider';
import { SectionLayout } from '../components/SectionLayout';
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
    return <Redirect to={covered ? (account.benefitsMenu[0]?.path ?? PATHS.home) : PATHS.home} replace />;
  }
  if (!nav) return <div className="benefits-page">{children(state)}</div>;
  const items = account.benefitsMenu;
  const withSummary = items.some((item) => item.category === 'Summary') ? items : [{ label: BENEFITS_COPY.summaryNavLabel, path: PATHS.benefitsSummary }, ...items];
  return (
    <SectionLayout navLabel={BENEFITS_COPY.navLabel} items={withSummary}>
      {children(state)}
    </SectionLayout>
  );
});
