import type { MenuItem } from '../../domain/rules/menus-and-permissions';
import { BrandLink } from './BrandLink';
import { UtilityNav } from './UtilityNav';

/** The top navigation of a visitor who is not logged in: the brand, then Log in and Contact us. */
export function VisitorHeader({ brandName, items }: { brandName: string; items: readonly MenuItem[] }) {
  return (
    <header className="top-nav">
      <div className="top-nav__inner">
        <BrandLink name={brandName} loggedIn={false} />
        <UtilityNav items={items} className="utility-nav--visitor" />
      </div>
    </header>
  );
}
