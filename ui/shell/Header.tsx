import { observer } from 'mobx-react-lite';
import { useService } from '../app/ServicesProvider';
import { UnreadMessagesSlot } from '../app/UnreadMessagesSlot';
import { Icon } from '../components/Icon';
import { BrandLink } from './BrandLink';
import { GroupSelectorSlot } from './GroupSelectorSlot';
import { MobileMenu } from './MobileMenu';
import { PrimaryNav } from './PrimaryNav';
import { ShellStore } from './shell-store';
import { SHELL_COPY } from './shell-copy';
import { UtilityNav } from './UtilityNav';
import { VisitorHeader } from './VisitorHeader';

/**
 * The top navigation (spec section 2): brand logo and theme, the primary menu, the group selector, the
 * member's first name, the utility menu and the way to messages with their unread count. Desktop shows everything; below 1280 px the primary menu
 * moves behind a Menu button, and phones also move the utility bar there.
 */
export const Header = observer(function Header() {
  const shell = useService(ShellStore);
  const menus = shell.menus;
  if (!menus.loggedIn) return <VisitorHeader brandName={shell.brandName} items={menus.utility} />;
  return (
    <header className="top-nav top-nav--member">
      <div className="utility-bar">
        <div className="utility-bar__inner">
          <GroupSelectorSlot />
          {shell.firstName !== null && (
            <p className="utility-bar__greeting">
              <Icon name="user" size={16} />
              {SHELL_COPY.greeting(shell.firstName)}
            </p>
          )}
          <UtilityNav items={menus.utility} className="utility-nav--bar" />
        </div>
      </div>
      <div className="top-nav__inner">
        <BrandLink name={shell.brandName} loggedIn />
        <PrimaryNav />
        <UnreadMessagesSlot />
        <MobileMenu />
      </div>
      {shell.busy && <div className="top-nav__progress" aria-hidden="true" />}
    </header>
  );
});
